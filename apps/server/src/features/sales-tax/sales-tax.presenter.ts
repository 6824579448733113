import type { TSalesTax } from '@ledgerport/contract';
import type { SalesTaxRow } from './sales-tax.repo.ts';

/** What leaves the server of a record: amounts as decimal strings with two decimals, days as 'YYYY-MM-DD'. */
export const presentSalesTax = (row: SalesTaxRow): TSalesTax => ({
  uuid: row.id,
  tenant_uuid: row.tenant_id,
  tenant_name: row.tenant_name,
  sale_amount: row.sale_amount,
  collected_tax_amount: row.collected_tax_amount,
  payable_tax_amount: row.payable_tax_amount,
  sale_month_date: row.sale_month_date,
  submitted_date: row.submitted_date,
  process_date: row.process_date,
  sale_tax_status: row.status,
  superseded_by: row.superseded_by,
  submitted_by_name: row.submitted_by_name,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});
