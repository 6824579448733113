import { ZReceivedCandidates, type TReceivedCandidates } from '@ledgerport/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { requestPath, requestsQueryKey } from './request-keys.ts';

/** GET …/requests/{id}/received-candidates: the tenant's files of the request's kind uploaded in its period. */
export function getReceivedCandidates(
  tenantUuid: string,
  requestUuid: string,
  signal?: AbortSignal,
): Promise<TReceivedCandidates> {
  return apiRequest(`${requestPath(tenantUuid, requestUuid)}/received-candidates`, {
    schema: ZReceivedCandidates,
    signal,
  });
}

export const useReceivedCandidates = (tenantUuid: string, requestUuid: string, enabled: boolean) =>
  useQuery({
    queryKey: [...requestsQueryKey, tenantUuid, 'received-candidates', requestUuid],
    queryFn: ({ signal }) => getReceivedCandidates(tenantUuid, requestUuid, signal),
    enabled,
  });
