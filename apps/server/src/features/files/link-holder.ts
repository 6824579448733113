import type { TAuditAction } from '@ledgerport/contract';
import type { Kysely } from 'kysely';
import { recordAuditEvent } from '../../platform/audit/audit-recorder.ts';
import { loadAccess } from '../../platform/auth/access.ts';
import { requireTenant, type TenantRecord } from '../../platform/auth/tenant-scope.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { findUser } from './files.repo.ts';

export const linkInvalid = () =>
  new AppError(403, 'LINK_INVALID', 'This file link has expired or is not valid; open the file again');

/** The tenant boundary's refusal (404 or 403) means the link's holder may no longer use it; any other error stands. */
const refused = (error: unknown): TenantRecord | undefined => {
  if (error instanceof AppError && error.statusCode < 500) return undefined;
  throw error;
};

/**
 * A signed link is the credential, so what it grants is checked again at use: its user is still ACTIVE and
 * may still view files in that tenant (a user disabled or removed after the link was issued gets nothing).
 * A genuine link its holder may no longer use is worth a line in the trail (a forged one never gets here).
 */
export async function tenantOfLinkHolder(
  db: Kysely<DB>,
  claims: { userId: string; tenantId: string },
  use: { action: TAuditAction; target: string; ip: string | null },
): Promise<TenantRecord> {
  const user = await findUser(db, claims.userId);
  const tenant =
    user?.status === 'ACTIVE'
      ? await requireTenant(db, await loadAccess(db, claims.userId), claims.tenantId, 'view files').catch(refused)
      : undefined;
  if (tenant) return tenant;
  await recordAuditEvent(db, {
    action: use.action,
    result: 'DENIED',
    actorUserId: claims.userId,
    tenantId: claims.tenantId,
    target: use.target,
    ip: use.ip,
    detail: 'LINK_INVALID',
  });
  throw linkInvalid();
}
