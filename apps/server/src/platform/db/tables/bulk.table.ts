import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns.ts';

export type BulkKind = 'SALES_TAX' | 'PAYROLL_TAX' | 'PUSH';
export type BulkBatchState = 'QUEUED' | 'SENDING' | 'DONE';

export interface BulkBatchesTable {
  id: Generated<string>;
  kind: BulkKind;
  state: ColumnType<BulkBatchState, BulkBatchState | undefined, BulkBatchState>;
  initiated_by: string;
  file_name: string;
  email_subject: string | null;
  email_body: string | null;
  mechanism: string | null;
  total_rows: number;
  fanned_out_through: ColumnType<number, number | undefined, number>;
  fanned_out_at: Date | null;
  email_sent: number | null;
  text_sent: number | null;
  failed: number | null;
  created_at: CreatedAt;
  finished_at: Date | null;
  seq: Generated<string>;
}

export interface BulkBatchRowsTable {
  batch_id: string;
  row_number: number;
  client_name: string;
  email: string | null;
  phone_number: string | null;
  amount: string | null;
  tenant_id: string | null;
  locale: string;
  /** Set when SMS_SENDING was off as the row fanned out: no text was queued, its text state reads SKIPPED. */
  text_skipped: ColumnType<boolean, boolean | undefined, boolean>;
}

/** A bulk notification batch and the sheet rows it was sent to. */
export interface BulkTables {
  bulk_batches: BulkBatchesTable;
  bulk_batch_rows: BulkBatchRowsTable;
}
