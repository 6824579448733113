import type { ColumnType } from 'kysely';
import type { CreatedAt, Day, Money, NullableDay, NullableMoney, UpdatedAt } from './columns.ts';

export type SalesTaxStatus = 'SUBMITTED' | 'PROCESSED' | 'SUPERSEDED';

export interface SalesTaxRecordsTable {
  id: ColumnType<string, string | undefined, never>;
  tenant_id: string;
  sale_amount: Money;
  collected_tax_amount: Money;
  payable_tax_amount: NullableMoney;
  /** Always the first day of the month. */
  sale_month_date: Day;
  submitted_date: Day;
  process_date: NullableDay;
  status: ColumnType<SalesTaxStatus, SalesTaxStatus | undefined, SalesTaxStatus>;
  /** The record that replaced this one; set exactly when status is SUPERSEDED. */
  superseded_by: string | null;
  submitted_by: string;
  processed_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SalesTaxTables {
  sales_tax_records: SalesTaxRecordsTable;
}
