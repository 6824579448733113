import type { TSalesTax } from '@ledgerport/contract';
import { clientUser } from '../../test/fixtures.ts';

/** Test-only: the client fixture's own company. */
export const acme = { uuid: clientUser.tenants[0]!.tenant_uuid, name: clientUser.tenants[0]!.tenant_name };

/** A sales-tax record as the server presents it (amounts as decimal strings, days as 'YYYY-MM-DD'). */
export const someSalesTax = (n: number, overrides: Partial<TSalesTax> = {}): TSalesTax => ({
  uuid: `50000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  tenant_uuid: acme.uuid,
  tenant_name: acme.name,
  sale_amount: `${n}000.50`,
  collected_tax_amount: `${n}00.25`,
  payable_tax_amount: null,
  sale_month_date: '2026-03-01',
  submitted_date: '2026-04-02',
  process_date: null,
  sale_tax_status: 'SUBMITTED',
  superseded_by: null,
  submitted_by_name: 'Carl Client',
  created_at: '2026-04-02T10:00:00.000Z',
  updated_at: '2026-04-02T10:00:00.000Z',
  ...overrides,
});
