import type { TPermission } from '@ledgerport/contract';
import type { Db, TenantRow } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { canSeeTenant, type Access } from './access.ts';
import { assertTenantPermission } from './guards.ts';
import { findTenantRecord } from './tenant-scope.repo.ts';

/** The tenant a scoped service acts on: every column (name, status, root directory, address, contact). */
export type TenantRecord = TenantRow;

/**
 * What the caller must hold in the tenant: a permission, or 'visible' where seeing the tenant is enough
 * (the tenant's own page, open to the firm's staff and to its own members whatever their role).
 */
export type TenantNeed = TPermission | 'visible';

/**
 * The tenant boundary, in one place: every service that acts on a tenant named in the URL calls this first.
 * A tenant the caller cannot see answers 404 (whether it exists is not revealed), a visible one without the
 * permission 403; only then is the tenant read, and one that does not exist answers the same 404.
 * `db` may be the caller's transaction: a submission reads its tenant inside the transaction that writes it.
 */
export async function requireTenant(db: Db, access: Access, tenantId: string, need: TenantNeed): Promise<TenantRecord> {
  assertTenantAccess(access, tenantId, need);
  const tenant = await findTenantRecord(db, tenantId);
  if (!tenant) throw notFound('Tenant');
  return tenant;
}

/**
 * requireTenant's boundary without reading the tenant: for a path run at every keystroke pause (an organizer's
 * answer save) whose own statement is scoped to this tenant and answers 404 when it finds nothing, so a tenant
 * that does not exist is still a 404. Everything else calls requireTenant.
 */
export function assertTenantAccess(access: Access, tenantId: string, need: TenantNeed): void {
  if (need === 'visible') {
    if (!canSeeTenant(access, tenantId)) throw notFound('Tenant');
  } else {
    assertTenantPermission(access, tenantId, need);
  }
}
