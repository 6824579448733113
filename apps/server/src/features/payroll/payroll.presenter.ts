import type { TPayroll } from '@ledgerport/contract';
import type { PayrollRow } from './payroll.repo.ts';

/** What leaves the server of a submission: the amount as a decimal string, days as 'YYYY-MM-DD'. */
export const presentPayroll = (row: PayrollRow): TPayroll => ({
  uuid: row.id,
  tenant_uuid: row.tenant_id,
  tenant_name: row.tenant_name,
  payroll_amount: row.payroll_amount,
  payroll_period_type: row.payroll_period_type,
  payroll_period_date_from: row.payroll_period_date_from,
  payroll_period_date_to: row.payroll_period_date_to,
  file: row.file_name && row.file_path ? { name: row.file_name, path: row.file_path } : null,
  submitted_by_name: row.submitted_by_name,
  created_at: row.created_at.toISOString(),
});
