import type { TInternalUser } from '@ledgerport/contract';

/** Test-only staff members, as the internal user list presents them. */
export const someInternalUser = (n: number, overrides: Partial<TInternalUser> = {}): TInternalUser => ({
  uuid: `30000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Staff ${n}`,
  email: `staff${n}@firm.example`,
  phone_mobile: `555030${n}`,
  phone_office: `555040${n}`,
  fax: `555050${n}`,
  roles: [{ user_type: 'Processor' }],
  fin_state: 'ACTIVE',
  created_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
