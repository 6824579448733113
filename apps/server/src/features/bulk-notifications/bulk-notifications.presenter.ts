import type { TBulkBatch, TBulkBatchRow } from '@ledgerport/contract';
import type { BatchRow } from './bulk-batches.repo.ts';
import type { DeliveryRow } from './bulk-deliveries.repo.ts';

export type BatchCounts = { email_sent: number; text_sent: number; failed: number; pending: number };

export const presentBatch = (batch: BatchRow, counts: BatchCounts): TBulkBatch => ({
  uuid: batch.id,
  kind: batch.kind,
  state: batch.state,
  initiator_name: batch.initiator_name,
  initiator_email: batch.initiator_email,
  file_name: batch.file_name,
  email_subject: batch.email_subject,
  email_body: batch.email_body,
  mechanism: batch.mechanism,
  total_rows: batch.total_rows,
  ...counts,
  created_at: batch.created_at.toISOString(),
  finished_at: batch.finished_at?.toISOString() ?? null,
});

export const presentDeliveryRow = (row: DeliveryRow): TBulkBatchRow => ({
  row_number: row.row_number,
  client_name: row.client_name,
  email: row.email,
  phone_number: row.phone_number,
  amount: row.amount,
  tenant_name: row.tenant_name,
  email_state: row.email_state as TBulkBatchRow['email_state'],
  text_state: row.text_state as TBulkBatchRow['text_state'],
  last_error: row.last_error,
});
