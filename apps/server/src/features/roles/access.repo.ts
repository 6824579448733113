import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

export type FirmGrantRow = { role: string; permission: string | null };
export type TenantGrantRow = {
  tenant_id: string;
  tenant_name: string;
  tenant_status: number;
  role: string;
  permission: string | null;
};

/** Firm-wide roles of a user with each role's permissions (one row per role × permission). */
export const listFirmGrants = (db: Kysely<DB>, userId: string): Promise<FirmGrantRow[]> =>
  db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .leftJoin('role_permissions as rp', 'rp.role_id', 'r.id')
    .leftJoin('permissions as p', 'p.id', 'rp.permission_id')
    .select(['r.name as role', 'p.name as permission'])
    .where('ur.user_id', '=', userId)
    .execute();

/** The tenants a user belongs to, with the role held there and its permissions. */
export const listTenantGrants = (db: Kysely<DB>, userId: string): Promise<TenantGrantRow[]> =>
  db
    .selectFrom('tenant_memberships as tm')
    .innerJoin('tenants as t', 't.id', 'tm.tenant_id')
    .innerJoin('roles as r', 'r.id', 'tm.role_id')
    .leftJoin('role_permissions as rp', 'rp.role_id', 'r.id')
    .leftJoin('permissions as p', 'p.id', 'rp.permission_id')
    .select([
      'tm.tenant_id',
      't.name as tenant_name',
      't.status as tenant_status',
      'r.name as role',
      'p.name as permission',
    ])
    .where('tm.user_id', '=', userId)
    .orderBy('t.name')
    .execute();
