import type { TAudience, TPermission } from '@ledgerport/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import {
  listActiveMembersHolding,
  listActiveStaffHolding,
  listFirmGrants,
  listTenantGrants,
  type FirmGrantRow,
  type Recipient,
  type TenantGrantRow,
} from './access.repo.ts';

export type { Recipient };

export type TenantAccess = { tenantName: string; role: string; permissions: ReadonlySet<string> };

/** What one signed-in user may do: firm-wide permissions plus, per tenant, the permissions held there. */
export type Access = {
  userId: string;
  audience: TAudience;
  staffRoles: string[];
  firmPermissions: ReadonlySet<string>;
  /** Only active tenants: a user of an in-active tenant reaches nothing of it. */
  tenants: ReadonlyMap<string, TenantAccess>;
};

export async function loadAccess(db: Kysely<DB>, userId: string): Promise<Access> {
  const [firmRows, tenantRows] = await Promise.all([listFirmGrants(db, userId), listTenantGrants(db, userId)]);
  return accessFromGrants(userId, firmRows, tenantRows);
}

/** The access those grant rows give (read by `loadAccess`, or with the session by `readCaller`). */
export function accessFromGrants(userId: string, firmRows: FirmGrantRow[], tenantRows: TenantGrantRow[]): Access {
  const staffRoles = [...new Set(firmRows.map((r) => r.role))];
  const firmPermissions = new Set(firmRows.flatMap((r) => (r.permission ? [r.permission] : [])));

  const tenants = new Map<string, { tenantName: string; role: string; permissions: Set<string> }>();
  for (const row of tenantRows) {
    if (row.tenant_status !== 1) continue;
    const entry = tenants.get(row.tenant_id) ?? { tenantName: row.tenant_name, role: row.role, permissions: new Set() };
    if (row.permission) entry.permissions.add(row.permission);
    tenants.set(row.tenant_id, entry);
  }

  // Spec §1: anyone holding a tenant role is a client; only pure firm staff see the CPA portal.
  const audience: TAudience = staffRoles.length > 0 && tenantRows.length === 0 ? 'staff' : 'client';
  return { userId, audience, staffRoles, firmPermissions, tenants };
}

/** Every permission held anywhere: what the web uses to hide controls the server would refuse. */
export function allPermissions(access: Access): string[] {
  const all = new Set(access.firmPermissions);
  for (const tenant of access.tenants.values()) for (const p of tenant.permissions) all.add(p);
  return [...all].sort();
}

/**
 * May this user do `permission` inside `tenantId`? Firm staff holding the permission may, in every tenant;
 * a tenant user only inside a tenant where their role grants it.
 */
export function canInTenant(access: Access, tenantId: string, permission: TPermission): boolean {
  if (access.firmPermissions.has(permission)) return true;
  return access.tenants.get(tenantId)?.permissions.has(permission) ?? false;
}

/** Whether the tenant is visible to the user at all (used to answer 404 rather than 403 to outsiders). */
export function canSeeTenant(access: Access, tenantId: string): boolean {
  return access.firmPermissions.has('view tenant') || access.tenants.has(tenantId);
}

/** The firm's active staff who hold `permission` (firm-wide): whom to tell when a client sends something. */
export const activeStaffHolding = (db: Kysely<DB>, permission: TPermission): Promise<Recipient[]> =>
  listActiveStaffHolding(db, permission);

/** The tenant's active users whose role there grants `permission`: whom to tell about something in the tenant. */
export const activeMembersHolding = (db: Kysely<DB>, tenantId: string, permission: TPermission): Promise<Recipient[]> =>
  listActiveMembersHolding(db, tenantId, permission);
