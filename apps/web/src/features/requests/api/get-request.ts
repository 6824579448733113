import { ZDocumentRequest, type TDocumentRequest } from '@ledgerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { requestPath, requestsQueryKey } from './request-keys.ts';

/** GET /tenants/{id}/requests/{requestId}: the one an e-mail's link names. */
export function getRequest(tenantUuid: string, requestUuid: string, signal?: AbortSignal): Promise<TDocumentRequest> {
  return apiRequest(requestPath(tenantUuid, requestUuid), { schema: ZDocumentRequest, signal });
}

export const requestQueryOptions = (tenantUuid: string, requestUuid: string) =>
  queryOptions({
    queryKey: [...requestsQueryKey, tenantUuid, 'one', requestUuid],
    queryFn: ({ signal }) => getRequest(tenantUuid, requestUuid, signal),
  });

/** The request named in the address, or nothing when none is. */
export const useLinkedRequest = (tenantUuid: string, requestUuid: string | null) =>
  useQuery({ ...requestQueryOptions(tenantUuid, requestUuid ?? ''), enabled: requestUuid !== null });
