import { ZDocumentRequestPage, type TDocumentRequestPage } from '@ledgerport/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { requestsQueryKey, tenantRequestsPath, type TRequestListParams } from './request-keys.ts';

/** GET /tenants/{id}/requests: one page by due date, filtered on the server. */
export function getRequests(
  tenantUuid: string,
  params: TRequestListParams,
  signal?: AbortSignal,
): Promise<TDocumentRequestPage> {
  const query = new URLSearchParams({ page: String(params.page), per_page: String(params.perPage) });
  if (params.search) query.set('search', params.search);
  if (params.status) query.set('status', params.status);
  if (params.overdue) query.set('overdue', 'true');
  return apiRequest(`${tenantRequestsPath(tenantUuid)}?${query}`, { schema: ZDocumentRequestPage, signal });
}

export const requestsQueryOptions = (tenantUuid: string, params: TRequestListParams) =>
  queryOptions({
    queryKey: [...requestsQueryKey, tenantUuid, 'list', params],
    queryFn: ({ signal }) => getRequests(tenantUuid, params, signal),
    placeholderData: keepPreviousData,
  });
