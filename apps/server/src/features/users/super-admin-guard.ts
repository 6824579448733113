import { SUPER_ADMIN_ROLE, type TRoleRef } from '@ledgerport/contract';
import type { Access } from '../../platform/auth/access.ts';
import { AppError } from '../../platform/errors.ts';

export const holdsSuperAdmin = (roles: { name: string }[]) => roles.some((r) => r.name === SUPER_ADMIN_ROLE);

const refused = (message: string) => new AppError(403, 'FORBIDDEN', message, [{ field: 'roles', message }]);

/**
 * Only a SuperAdmin grants the SuperAdmin role, and only a SuperAdmin edits a SuperAdmin's account at all:
 * otherwise an Admin could reset a SuperAdmin's password or e-mail and sign in as them.
 */
export function assertMayTouchSuperAdmin(actor: Access, before: TRoleRef[], after: TRoleRef[]): void {
  if (actor.staffRoles.includes(SUPER_ADMIN_ROLE)) return;
  if (holdsSuperAdmin(after) && !holdsSuperAdmin(before)) {
    throw refused('Only a SuperAdmin may grant the SuperAdmin role');
  }
  if (holdsSuperAdmin(before)) throw refused("Only a SuperAdmin may change a SuperAdmin's account or roles");
}

/**
 * Refuses a change that would leave no active SuperAdmin. `othersActive` must be counted while holding the
 * SuperAdmin lock (users.repo `lockSuperAdminRole`), so two concurrent demotions cannot both pass.
 */
export function assertKeepsASuperAdmin(
  change: { wasActiveSuperAdmin: boolean; staysSuperAdmin: boolean; staysActive: boolean },
  othersActive: number,
): void {
  if (!change.wasActiveSuperAdmin || othersActive > 0) return;
  if (change.staysSuperAdmin && change.staysActive) return;
  const field = change.staysSuperAdmin ? 'status' : 'roles';
  const message = change.staysSuperAdmin
    ? 'The last active SuperAdmin cannot be disabled'
    : 'The last active SuperAdmin cannot lose the SuperAdmin role';
  throw new AppError(409, 'LAST_SUPER_ADMIN', message, [{ field, message }]);
}
