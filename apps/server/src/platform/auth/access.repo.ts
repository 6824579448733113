import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

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

/** Someone a feature writes to: where, in which language, and how to greet them. */
export type Recipient = { id: string; email: string; name: string; locale: string };

/**
 * ACTIVE firm staff holding `permission` through one of their firm roles. Staff as `loadAccess` sees them:
 * a firm role and no tenant membership at all (whoever holds a tenant role is a client, spec §1).
 */
export const listActiveStaffHolding = (db: Kysely<DB>, permission: string): Promise<Recipient[]> =>
  db
    .selectFrom('users as u')
    .select(['u.id', 'u.email', 'u.name', 'u.locale'])
    .where('u.status', '=', 'ACTIVE')
    .where(({ exists, not, selectFrom }) =>
      exists(
        selectFrom('user_roles as ur')
          .innerJoin('role_permissions as rp', 'rp.role_id', 'ur.role_id')
          .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
          .select('ur.user_id')
          .whereRef('ur.user_id', '=', 'u.id')
          .where('p.name', '=', permission),
      ).and(
        not(exists(selectFrom('tenant_memberships as tm').select('tm.user_id').whereRef('tm.user_id', '=', 'u.id'))),
      ),
    )
    .orderBy('u.email')
    .execute();

/**
 * ACTIVE users of the tenant whose role there grants `permission` (a tenant role; the firm's staff reach a
 * tenant through their firm roles, not as its members). The tenant's own state is the caller's to check.
 */
export const listActiveMembersHolding = (db: Kysely<DB>, tenantId: string, permission: string): Promise<Recipient[]> =>
  db
    .selectFrom('tenant_memberships as tm')
    .innerJoin('users as u', 'u.id', 'tm.user_id')
    .select(['u.id', 'u.email', 'u.name', 'u.locale'])
    .where('tm.tenant_id', '=', tenantId)
    .where('u.status', '=', 'ACTIVE')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('role_permissions as rp')
          .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
          .select('rp.role_id')
          .whereRef('rp.role_id', '=', 'tm.role_id')
          .where('p.name', '=', permission),
      ),
    )
    .orderBy('u.email')
    .execute();
