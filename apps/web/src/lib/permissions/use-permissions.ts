import type { TPermission } from '@ledgerport/contract';
import { useMemo } from 'react';
import { useCompanyUuid } from '../company/use-company-uuid.ts';
import type { TSession } from '../session/session-storage.ts';
import { useSession } from '../session/use-session.ts';

export type TPermissions = { permissions: ReadonlySet<string>; can: (permission: TPermission) => boolean };

const granting = (names: readonly string[]): TPermissions => {
  const granted = new Set(names);
  return { permissions: granted, can: (permission) => granted.has(permission) };
};

/**
 * What the user may do in one company: the firm's staff, their firm permissions (they reach every company
 * through them); a client, what their role in THAT company grants (an owner of A who manages B may do in B
 * only what a manager may), nothing in a company they are not a member of. `null`: no company, so a client's
 * permissions anywhere (a session stored by an older version, without per-company permissions, falls back
 * to those too).
 */
export function permissionsIn(session: TSession | null, tenantUuid: string | null): TPermissions {
  if (!session) return granting([]);
  if (tenantUuid === null || session.user.audience === 'staff') return granting(session.permissions);
  const membership = session.user.tenants.find((tenant) => tenant.tenant_uuid === tenantUuid);
  return granting(membership ? (membership.permissions ?? session.permissions) : []);
}

/**
 * What the signed-in user may do on this screen, to hide what the server would refuse anyway (only courtesy:
 * the server checks every permission itself). On a screen about one company (`?company_uuid=` in the address:
 * its folder view and row menus, trash, users, requests, uploads, sales tax, payroll) that is what they may do
 * IN that company; elsewhere, what they may do anywhere. Every `<Can>` and `can()` of a company screen goes
 * through here, so none of them has to know.
 */
export function usePermissions(): TPermissions {
  const session = useSession();
  const companyUuid = useCompanyUuid();
  return useMemo(() => permissionsIn(session, companyUuid), [session, companyUuid]);
}

/** In one named company, whatever the address says: a list across companies, each item in its own. */
export function usePermissionsIn(tenantUuid: string): TPermissions {
  const session = useSession();
  return useMemo(() => permissionsIn(session, tenantUuid), [session, tenantUuid]);
}

/** Anywhere (the sidebar's entries, which stay the same on every screen). */
export function usePermissionsAnywhere(): TPermissions {
  const session = useSession();
  return useMemo(() => permissionsIn(session, null), [session]);
}
