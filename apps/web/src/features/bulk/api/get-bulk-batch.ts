import { ZBulkBatch, type TBulkBatch } from '@ledgerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { bulkBatchesQueryKey } from './get-bulk-batches.ts';

/** While a batch is still being sent, the screen asks again this often. */
export const BATCH_POLL_MS = 2000;

export const isBatchSettled = (batch: TBulkBatch | undefined) => batch?.state === 'DONE';

/** GET /bulk/notifications/{batchId}: one batch with its counts. */
export function getBulkBatch(batchUuid: string, signal?: AbortSignal): Promise<TBulkBatch> {
  return apiRequest(`/bulk/notifications/${encodeURIComponent(batchUuid)}`, { schema: ZBulkBatch, signal });
}

export const bulkBatchQueryKey = (batchUuid: string) => [...bulkBatchesQueryKey, 'batch', batchUuid] as const;

export const bulkBatchQueryOptions = (batchUuid: string) =>
  queryOptions({
    queryKey: bulkBatchQueryKey(batchUuid),
    queryFn: ({ signal }) => getBulkBatch(batchUuid, signal),
    // Live progress until every row is settled; a finished batch never changes again.
    refetchInterval: (query) => (isBatchSettled(query.state.data) || query.state.error ? false : BATCH_POLL_MS),
  });

export const useBulkBatch = (batchUuid: string | null) =>
  useQuery({ ...bulkBatchQueryOptions(batchUuid ?? ''), enabled: batchUuid !== null });
