import { ZBulkBatchRowPage, type TBulkBatchRowPage } from '@ledgerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { BATCH_POLL_MS, bulkBatchQueryKey } from './get-bulk-batch.ts';

/** GET /bulk/notifications/{batchId}/rows?page=…: the recipients of a batch in sheet order, 20 a page. */
export function getBulkBatchRows(batchUuid: string, page: number, signal?: AbortSignal): Promise<TBulkBatchRowPage> {
  const query = new URLSearchParams({ page: String(page) });
  return apiRequest(`/bulk/notifications/${encodeURIComponent(batchUuid)}/rows?${query}`, {
    schema: ZBulkBatchRowPage,
    signal,
  });
}

/** `live`: the batch is still being sent, so the rows' Yes/No change and are asked for again. */
export const bulkBatchRowsQueryOptions = (batchUuid: string, page: number, live: boolean) =>
  queryOptions({
    queryKey: [...bulkBatchQueryKey(batchUuid), 'rows', page],
    queryFn: ({ signal }) => getBulkBatchRows(batchUuid, page, signal),
    refetchInterval: live ? BATCH_POLL_MS : false,
    placeholderData: keepPreviousData,
  });

export const useBulkBatchRows = (batchUuid: string | null, page: number, live: boolean) =>
  useQuery({ ...bulkBatchRowsQueryOptions(batchUuid ?? '', page, live), enabled: batchUuid !== null });
