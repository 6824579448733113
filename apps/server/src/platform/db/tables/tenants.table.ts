import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CreatedAt, UpdatedAt } from './columns.ts';

export interface TenantsTable {
  id: Generated<string>;
  name: string;
  root_directory: string;
  root_directory_type: ColumnType<'LOCAL_FOLDER' | 'AWS_S3', 'LOCAL_FOLDER' | 'AWS_S3' | undefined>;
  status: ColumnType<number, number | undefined, number>;
  address_line_1: string | null;
  address_line_2: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  zipcode: string | null;
  timezone: string | null;
  primary_contact_name: string | null;
  primary_contact_email: string | null;
  primary_contact_phone_mobile: string | null;
  primary_contact_phone_office: string | null;
  primary_contact_fax: string | null;
  /** The staff member who looks after this client (issue 16); null: nobody yet. */
  responsible_staff_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface TenantMembershipsTable {
  tenant_id: string;
  user_id: string;
  role_id: number;
  created_at: CreatedAt;
}

/** The client companies, and who holds which tenant role in each. */
export interface TenantsTables {
  tenants: TenantsTable;
  tenant_memberships: TenantMembershipsTable;
}

export type TenantRow = Selectable<TenantsTable>;
export type NewTenant = Insertable<TenantsTable>;
export type TenantUpdate = Updateable<TenantsTable>;
