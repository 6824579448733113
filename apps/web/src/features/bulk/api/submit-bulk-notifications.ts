import { ZBulkBatch, type TBulkBatch, type TBulkNotificationRequest } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkBatchesQueryKey } from './get-bulk-batches.ts';
import { postSheet, type TSheetUpload } from './post-multipart.ts';

/**
 * POST /bulk/notifications (multipart: `batch` JSON, then `file`). The server answers 202 with the stored batch
 * at once and sends in the background; the result screen follows it by its id.
 */
export function submitBulkNotifications(upload: TSheetUpload<TBulkNotificationRequest>): Promise<TBulkBatch> {
  return postSheet({ ...upload, path: '/bulk/notifications', partName: 'batch', schema: ZBulkBatch });
}

export function useSubmitBulkNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitBulkNotifications,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bulkBatchesQueryKey }),
  });
}
