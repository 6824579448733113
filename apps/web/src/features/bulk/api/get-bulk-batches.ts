import { ZBulkBatchPage, type TBulkBatchPage, type TBulkNotificationKind } from '@ledgerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { TListParams } from '../../../lib/use-list-params.ts';

/** Every cached bulk query starts with this key, so a new batch refreshes the lists. */
export const bulkBatchesQueryKey = ['bulk-batches'] as const;

/** GET /bulk/notifications?kind=…: the batches of one kind, newest first (push: searched by subject). */
export function getBulkBatches(
  kind: TBulkNotificationKind,
  { page, perPage, search }: TListParams,
  signal?: AbortSignal,
): Promise<TBulkBatchPage> {
  const query = new URLSearchParams({ kind, page: String(page), per_page: String(perPage) });
  if (search.trim()) query.set('search', search.trim());
  return apiRequest(`/bulk/notifications?${query}`, { schema: ZBulkBatchPage, signal });
}

export const bulkBatchesQueryOptions = (kind: TBulkNotificationKind, params: TListParams) =>
  queryOptions({
    queryKey: [...bulkBatchesQueryKey, 'list', kind, params],
    queryFn: ({ signal }) => getBulkBatches(kind, params, signal),
    placeholderData: keepPreviousData,
  });

export const useBulkBatches = (kind: TBulkNotificationKind, params: TListParams, enabled = true) =>
  useQuery({ ...bulkBatchesQueryOptions(kind, params), enabled });
