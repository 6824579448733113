import { ZReviewResult, type TReviewStatus } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshFiles } from './invalidate-files.ts';
import { firmFileSearchQueryKey } from './search-firm-files.ts';

type TReviewParams = { ids: string[]; status: TReviewStatus; note?: string };

/** One status for one or many files; NEEDS_ATTENTION carries the note the client reads. */
export const setReview = (tenantUuid: string, { ids, status, note }: TReviewParams) =>
  apiRequest(`/tenants/${encodeURIComponent(tenantUuid)}/documents/review`, {
    method: 'PUT',
    body: status === 'NEEDS_ATTENTION' ? { ids, status, note } : { ids, status },
    schema: ZReviewResult,
  });

export function useSetReview(tenantUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: TReviewParams) => setReview(tenantUuid, params),
    onSettled: () => refreshFiles(queryClient, tenantUuid),
  });
}

/** The same verdict on a file of any company (the firm-wide search): that company's listings and the search refresh. */
export function useSetReviewOf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tenantUuid, ...params }: TReviewParams & { tenantUuid: string }) => setReview(tenantUuid, params),
    onSettled: (_result, _error, { tenantUuid }) =>
      Promise.all([
        refreshFiles(queryClient, tenantUuid),
        queryClient.invalidateQueries({ queryKey: firmFileSearchQueryKey }),
      ]),
  });
}
