import type { TChangePasswordRequest, TMeResponse, TUpdateProfileRequest } from '@ledgerport/contract';
import type { Kysely } from 'kysely';
import { auditActorOf, type Audited } from '../../platform/audit/audited.ts';
import { diffChanges, SECRET_CHANGED } from '../../platform/audit/changes.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { assertPasswordFit } from '../../platform/auth/password-strength.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/password.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError, unauthenticated } from '../../platform/errors.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { clearFailures, countRecentFailures, recordFailure } from '../../platform/auth/login-attempts.repo.ts';
import { revokeUserSessions } from '../../platform/auth/sessions.repo.ts';
import { findOwnDetails, findOwnPasswordHash, updateOwnDetails } from './profile.repo.ts';

/**
 * Guessing the current password from a stolen, still-open session is throttled like sign-in. The failures go
 * to the sign-in attempts table under a per-user key rather than a table of their own: the count must hold
 * across server instances, and that table already prunes itself. The key has no '@', so it never collides
 * with an e-mail key; the IP is recorded too, so these guesses also count against that address's sign-ins.
 */
const PASSWORD_CHANGE_LIMITS = { windowMinutes: 15, perUser: 5 };
const attemptKey = (userId: string) => `password-change:${userId}`;

const wrongCurrentPassword = () =>
  new AppError(400, 'WRONG_CURRENT_PASSWORD', 'The current password is not correct', [
    { field: 'current_password', message: 'The current password is not correct' },
  ]);

const ownAccount = (principal: Principal) => `user:${principal.access.userId}`;

export function createProfileService(deps: { db: Kysely<DB>; auth: AuthService; audited: Audited }) {
  const { db, auth, audited } = deps;

  return {
    /**
     * The user's own name and mobile; answers the same description of the user as GET /auth/me. On the trail
     * as a change of the user by themselves.
     */
    updateProfile: (principal: Principal, input: TUpdateProfileRequest): Promise<TMeResponse> =>
      audited(
        auditActorOf(principal),
        { action: 'USER_UPDATE', tenantId: null, target: ownAccount(principal) },
        async (scope) => {
          const userId = principal.access.userId;
          await db.transaction().execute(async (trx) => {
            const before = await findOwnDetails(trx, userId);
            const after = { name: input.name, phone_mobile: input.phone_mobile };
            await updateOwnDetails(trx, userId, after);
            scope.changes = diffChanges(before ?? null, after, ['name', 'phone_mobile']);
            await scope.recordIn(trx);
          });
          return auth.describe(userId);
        },
      ),

    /** Refusals (a wrong current password, too many of them) are on the trail too: they may be someone guessing. */
    changePassword: (principal: Principal, input: TChangePasswordRequest, ip: string): Promise<void> =>
      audited(
        auditActorOf(principal),
        { action: 'PASSWORD_CHANGE', tenantId: null, target: ownAccount(principal) },
        async (scope) => {
          const userId = principal.access.userId;
          const key = attemptKey(userId);
          const failures = await countRecentFailures(db, key, ip, PASSWORD_CHANGE_LIMITS.windowMinutes);
          if (failures.byEmail >= PASSWORD_CHANGE_LIMITS.perUser) {
            throw new AppError(429, 'TOO_MANY_ATTEMPTS', 'Too many wrong passwords; wait 15 minutes and try again');
          }

          const passwordHash = await findOwnPasswordHash(db, userId);
          if (passwordHash === undefined) throw unauthenticated();
          if (!(await verifyPassword(passwordHash, input.current_password))) {
            await recordFailure(db, key, ip);
            throw wrongCurrentPassword();
          }

          const me = await findOwnDetails(db, userId);
          await assertPasswordFit(db, input.password, { email: me?.email, name: me?.name });
          const newHash = await hashPassword(input.password);
          // Whoever may have learnt the old password is signed out everywhere; this device stays signed in.
          await db.transaction().execute(async (trx) => {
            await updateOwnDetails(trx, userId, { password_hash: newHash });
            await revokeUserSessions(trx, userId, principal.sessionId);
            await clearFailures(trx, key);
            scope.changes = { password: SECRET_CHANGED };
            await scope.recordIn(trx);
          });
        },
      ),
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
