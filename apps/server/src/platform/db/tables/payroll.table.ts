import type { Generated } from 'kysely';
import type { CreatedAt, Day, Money } from './columns.ts';

export type PayrollPeriodType = 'WEEKLY' | 'BI_WEEKLY' | 'SEMI_MONTHLY' | 'MONTHLY';

export interface PayrollSubmissionsTable {
  id: Generated<string>;
  tenant_id: string;
  payroll_amount: Money;
  payroll_period_type: PayrollPeriodType;
  payroll_period_date_from: Day;
  payroll_period_date_to: Day;
  /** The attached payroll document (its stored name and path in the tenant's storage), or all null. */
  file_name: string | null;
  file_path: string | null;
  upload_id: string | null;
  submitted_by: string;
  created_at: CreatedAt;
}

export interface PayrollTables {
  payroll_submissions: PayrollSubmissionsTable;
}
