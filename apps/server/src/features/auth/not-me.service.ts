import type { Kysely } from 'kysely';
import { anonymousActor, type Audited } from '../../platform/audit/audited.ts';
import { revokeTrustedDevicesOf } from '../../platform/auth/mfa/trusted-devices.repo.ts';
import { revokeUserSessions } from '../../platform/auth/sessions.repo.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { hashToken } from '../../platform/auth/token-hash.ts';
import type { ClientInfo } from '../../platform/http/client-info.ts';
import type { UsersService } from '../users/users.service.ts';
import { spendNewDeviceNotice } from './new-device-notices.repo.ts';

/**
 * "This wasn't me" from a new-device e-mail: whoever signed in knows the password, so every session and
 * remembered device of the account ends, the password stops working, and the owner gets a reset link.
 */
export function createNotMeService(deps: {
  db: Kysely<DB>;
  users: Pick<UsersService, 'findAccount' | 'forgetPassword'>;
  audited: Audited;
  /** E-mails the owner a password-reset link (the forgot-password flow). */
  sendResetLink: (email: string, ip: string) => Promise<unknown>;
}) {
  const { db, users, audited } = deps;
  return {
    report: (token: string, client: ClientInfo) =>
      audited(
        anonymousActor(client),
        { action: 'NEW_DEVICE_REPORTED', tenantId: null, target: 'new-device-notice' },
        async (scope) => {
          const userId = await db.transaction().execute(async (trx) => {
            const notice = await spendNewDeviceNotice(trx, hashToken(token));
            if (!notice) throw new AppError(410, 'LINK_EXPIRED', 'This link is no longer valid');
            await revokeUserSessions(trx, notice.user_id);
            await revokeTrustedDevicesOf(trx, notice.user_id);
            await users.forgetPassword(trx, notice.user_id);
            scope.actorUserId = notice.user_id;
            scope.target = `session:${notice.session_id}`;
            await scope.recordIn(trx);
            return notice.user_id;
          });
          const user = await users.findAccount(userId);
          if (!user) return;
          await deps.sendResetLink(user.email, client.ip);
        },
      ),
  };
}
export type NotMeService = ReturnType<typeof createNotMeService>;
