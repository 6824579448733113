import type { TTenant } from '@ledgerport/contract';
import type { TenantRow } from '../../platform/db/schema.ts';

/** A tenant row, with its responsible staff member's name where the query joined it. */
export type PresentableTenant = TenantRow & { responsible_staff_name?: string | null };

export function presentTenant(row: PresentableTenant): TTenant {
  return {
    uuid: row.id,
    name: row.name,
    root_directory: row.root_directory,
    root_directory_type: row.root_directory_type,
    status: row.status,
    address_line_1: row.address_line_1,
    address_line_2: row.address_line_2,
    city: row.city,
    state: row.state,
    country: row.country,
    zipcode: row.zipcode,
    timezone: row.timezone,
    primary_contact_name: row.primary_contact_name,
    primary_contact_email: row.primary_contact_email,
    primary_contact_phone_mobile: row.primary_contact_phone_mobile,
    primary_contact_phone_office: row.primary_contact_phone_office,
    primary_contact_fax: row.primary_contact_fax,
    responsible_staff_uuid: row.responsible_staff_id,
    responsible_staff_name: row.responsible_staff_name ?? null,
    created_at: row.created_at.toISOString(),
  };
}
