import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { CreatedAt, UpdatedAt } from './columns.ts';

export type UserStatus = 'ACTIVE' | 'INVITED' | 'DISABLED';

export interface UsersTable {
  id: Generated<string>;
  email: string;
  name: string;
  user_name: string;
  phone_mobile: string | null;
  phone_office: ColumnType<string | null, string | null | undefined, string | null>;
  fax: ColumnType<string | null, string | null | undefined, string | null>;
  /** Null until an invited user has chosen a password. */
  password_hash: string | null;
  status: ColumnType<UserStatus, UserStatus | undefined, UserStatus>;
  locale: ColumnType<string, string | undefined, string>;
  /** Set by each successful sign-in; null for someone who never signed in. */
  last_sign_in_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface RolesTable {
  id: Generated<number>;
  name: string;
  guard_name: ColumnType<string, string | undefined, string>;
  scope: 'firm' | 'tenant';
  is_built_in: ColumnType<boolean, boolean | undefined, never>;
  created_at: CreatedAt;
}

export interface PermissionsTable {
  id: Generated<number>;
  name: string;
  group_name: string;
}

export interface RolePermissionsTable {
  role_id: number;
  permission_id: number;
}

export interface UserRolesTable {
  user_id: string;
  role_id: number;
}

/** Users, roles and permissions, and the firm roles users hold (tenant roles: tenants.table.ts). */
export interface IdentityTables {
  users: UsersTable;
  roles: RolesTable;
  permissions: PermissionsTable;
  role_permissions: RolePermissionsTable;
  user_roles: UserRolesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
