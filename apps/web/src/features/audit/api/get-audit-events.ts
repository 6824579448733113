import { ZAuditPage, type TAuditAction, type TAuditPage, type TAuditResult } from '@ledgerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { TListParams } from '../../../lib/use-list-params.ts';

/** The trail's own filters, as the address and the API name them. */
export type TAuditFilters = {
  tenant_uuid: string | null;
  user_uuid: string | null;
  from: string | null;
  to: string | null;
  action: TAuditAction | null;
  result: TAuditResult | null;
};

export const auditQueryKey = ['audit'] as const;

/** The query string both the list and the CSV export send: the search and every filter that is set. */
export function auditFilterQuery(search: string, filters: TAuditFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (search.trim()) query.set('search', search.trim());
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  return query;
}

export function getAuditEvents(
  { page, perPage, search }: TListParams,
  filters: TAuditFilters,
  signal?: AbortSignal,
): Promise<TAuditPage> {
  const query = new URLSearchParams({ page: String(page), per_page: String(perPage) });
  for (const [key, value] of auditFilterQuery(search, filters)) query.set(key, value);
  return apiRequest(`/audit?${query}`, { schema: ZAuditPage, signal });
}

export const auditEventsQueryOptions = (params: TListParams, filters: TAuditFilters) =>
  queryOptions({
    queryKey: [...auditQueryKey, 'list', params, filters],
    queryFn: ({ signal }) => getAuditEvents(params, filters, signal),
    // The current rows stay on screen while the next page or filter result loads.
    placeholderData: keepPreviousData,
  });

export const useAuditEvents = (params: TListParams, filters: TAuditFilters) =>
  useQuery(auditEventsQueryOptions(params, filters));
