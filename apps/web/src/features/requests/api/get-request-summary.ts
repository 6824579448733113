import { REQUEST_SUMMARY_ANSWER, type TRequestSummary } from '@ledgerport/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { requestsQueryKey, tenantRequestsPath } from './request-keys.ts';

/** A minute is fresh enough for a badge; a submit refreshes it at once (it shares the requests' key). */
const SUMMARY_STALE_MS = 60_000;

/** GET /tenants/{id}/requests/summary: open, overdue and submitted counts. */
export function getRequestSummary(tenantUuid: string, signal?: AbortSignal): Promise<TRequestSummary> {
  return apiRequest(`${tenantRequestsPath(tenantUuid)}/summary`, { schema: REQUEST_SUMMARY_ANSWER, signal });
}

export const useRequestSummary = (tenantUuid: string) =>
  useQuery({
    queryKey: [...requestsQueryKey, tenantUuid, 'summary'],
    queryFn: ({ signal }) => getRequestSummary(tenantUuid, signal),
    staleTime: SUMMARY_STALE_MS,
  });
