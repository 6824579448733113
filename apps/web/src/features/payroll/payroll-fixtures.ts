import type { TPayroll } from '@ledgerport/contract';
import { clientUser } from '../../test/fixtures.ts';

/** Test-only: the client fixture's own company. */
export const acme = { uuid: clientUser.tenants[0]!.tenant_uuid, name: clientUser.tenants[0]!.tenant_name };

/** A payroll record as the server presents it (amount as a decimal string, days as 'YYYY-MM-DD'). */
export const somePayroll = (n: number, overrides: Partial<TPayroll> = {}): TPayroll => ({
  uuid: `60000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  tenant_uuid: acme.uuid,
  tenant_name: acme.name,
  payroll_amount: `${n}500.00`,
  payroll_period_type: 'MONTHLY',
  payroll_period_date_from: '2026-03-01',
  payroll_period_date_to: '2026-03-31',
  file: null,
  submitted_by_name: 'Carl Client',
  created_at: '2026-04-01T10:00:00.000Z',
  ...overrides,
});
