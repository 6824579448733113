import type { TPermission } from '@ledgerport/contract';
import type { Kysely } from 'kysely';
import { assertTenantPermission } from '../../platform/auth/guards.ts';
import type { DB } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { StorageResolver, TenantStorage } from '../../platform/storage/storage.ts';
import type { Access } from '../roles/access.service.ts';
import { findTenantStorage } from './files.repo.ts';

/**
 * The tenant boundary for files: an outsider (or a tenant that does not exist) gets 404, a member without
 * the permission 403; only then is the tenant's storage opened.
 */
export async function openTenantStorage(
  deps: { db: Kysely<DB>; storageFor: StorageResolver },
  access: Access,
  tenantId: string,
  permission: TPermission,
): Promise<TenantStorage> {
  assertTenantPermission(access, tenantId, permission);
  const tenant = await findTenantStorage(deps.db, tenantId);
  if (!tenant) throw notFound('Tenant');
  return deps.storageFor(tenant);
}
