import type { TTenant } from '@ledgerport/contract';

/** Test-only tenants, as the server presents them. */
export const someTenant = (n: number, overrides: Partial<TTenant> = {}): TTenant => ({
  uuid: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Tenant ${n}`,
  root_directory: `tenant-${n}`,
  root_directory_type: 'LOCAL_FOLDER',
  status: 1,
  address_line_1: null,
  address_line_2: null,
  city: null,
  state: null,
  country: null,
  zipcode: null,
  timezone: null,
  primary_contact_name: `Contact ${n}`,
  primary_contact_email: `contact${n}@tenant.example`,
  primary_contact_phone_mobile: null,
  primary_contact_phone_office: null,
  primary_contact_fax: null,
  responsible_staff_uuid: null,
  responsible_staff_name: null,
  created_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
