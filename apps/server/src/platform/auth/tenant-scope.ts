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
  requireTenantAccess(access, tenantId, need);
  const tenant = await findTenantRecord(db, tenantId);
  if (!tenant) throw notFound('Tenant');
  return tenant;
}

/**
 * The same boundary for a service that needs nothing of the tenant's row and whose next statement reads or
 * writes one of the tenant's rows by (tenant_id, id): the caller's access is checked exactly as above (404 /
 * 403 from the session's grants alone), and the tenant's existence is proven by that row instead of a read of
 * its own. Every tenant-owned row's tenant_id references tenants, so a row found under the tenant means the
 * tenant exists; none found answers that row's 404, as a missing tenant would. One statement fewer on a hot
 * route (a conversation's page or post, bench/messages.bench.ts; an organizer's answer save, bench:organizers); anything that needs the tenant's columns or
 * acts on the tenant as a whole uses requireTenant.
 */
export function requireTenantAccess(access: Access, tenantId: string, need: TenantNeed): void {
  if (need === 'visible') {
    if (!canSeeTenant(access, tenantId)) throw notFound('Tenant');
  } else {
    assertTenantPermission(access, tenantId, need);
  }
}
