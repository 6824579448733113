import { randomBytes } from 'node:crypto';
import {
  PASSWORD_RESET_TTL_MINUTES,
  type TAccepted,
  type TPasswordResetLink,
  type TResetPasswordRequest,
  appUrl,
  passwordResetPath,
} from '@ledgerport/contract';
import type { Kysely } from 'kysely';
import { anonymousActor, type Audited } from '../../platform/audit/audited.ts';
import { SECRET_CHANGED } from '../../platform/audit/changes.ts';
import { clearFailures } from '../../platform/auth/login-attempts.repo.ts';
import { assertPasswordFit } from '../../platform/auth/password-strength.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { hashToken } from '../../platform/auth/token-hash.ts';
import { revokeUserSessions } from '../../platform/auth/sessions.repo.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { ClientInfo } from '../../platform/http/client-info.ts';
import type { MailQueue } from '../../platform/mail/mail-channel.ts';
import { THROTTLES, type RequestThrottle } from '../registration/request-throttle.service.ts';
import {
  countLinksIssuedSince,
  findLiveLink,
  insertResetLink,
  lockActiveUserByEmail,
  setPasswordOfActiveUser,
  spendLink,
  spendOtherLinks,
} from './password-reset.repo.ts';

/** At most this many links per user per hour; further requests are silently ignored (no mail bombing). */
export const RESET_LINKS_PER_HOUR = 3;

const accepted: TAccepted = { accepted: true };
const linkExpired = () => new AppError(410, 'LINK_EXPIRED', 'This link is no longer valid; ask for a new one');

export function createPasswordResetService(deps: {
  db: Kysely<DB>;
  mail: MailQueue;
  throttle: RequestThrottle;
  publicUrl: string;
  audited: Audited;
}) {
  const { db, mail, throttle, publicUrl, audited } = deps;

  /** A live link's details, or a counted failure and 410. */
  async function liveLink(tokenHash: string, ip: string) {
    await throttle.guard(THROTTLES.resetLink, ip);
    const link = await findLiveLink(db, tokenHash);
    if (link) return link;
    await throttle.record(THROTTLES.resetLink, ip);
    throw linkExpired();
  }

  return {
    /** E-mails an ACTIVE user a one-hour link. The answer is the same whether or not the address has an account. */
    async requestLink(email: string, ip: string): Promise<TAccepted> {
      await throttle.take(THROTTLES.forgotPassword, ip);
      await db.transaction().execute(async (trx) => {
        const user = await lockActiveUserByEmail(trx, email);
        if (!user || (await countLinksIssuedSince(trx, user.id, 60)) >= RESET_LINKS_PER_HOUR) return;
        const token = randomBytes(32).toString('base64url');
        const row = await insertResetLink(trx, {
          userId: user.id,
          tokenHash: hashToken(token),
          ttlMinutes: PASSWORD_RESET_TTL_MINUTES,
        });
        await mail.enqueue(trx, {
          to: user.email,
          locale: user.locale,
          template: 'password-reset',
          vars: {
            name: user.name,
            link: appUrl(publicUrl, passwordResetPath(token)),
            expiresInMinutes: PASSWORD_RESET_TTL_MINUTES,
          },
          idempotencyKey: `password-reset:${row.id}`,
        });
      });
      return accepted;
    },

    async describeLink(token: string, ip: string): Promise<TPasswordResetLink> {
      const link = await liveLink(hashToken(token), ip);
      return { email: link.email, expires_at: link.expires_at.toISOString() };
    },

    /**
     * Sets the new password and, in the same transaction, spends this and every other open link of the
     * user, ends all their sessions (whoever knew the old password is signed out) and forgives their
     * failed sign-ins, so the owner can sign in at once.
     */
    resetPassword: (token: string, input: TResetPasswordRequest, client: ClientInfo): Promise<void> =>
      // Whoever holds the link acts: the trail names the link's owner once it is known to be live (a refused
      // link, expired or guessed, is recorded without one).
      audited(
        anonymousActor(client),
        { action: 'PASSWORD_RESET', tenantId: null, target: 'user:unknown' },
        async (scope) => {
          const { ip } = client;
          const tokenHash = hashToken(token);
          const link = await liveLink(tokenHash, ip); // before the deliberately slow hash
          scope.actorUserId = link.user_id;
          scope.target = `user:${link.user_id}`;
          await assertPasswordFit(db, input.password, link);
          const passwordHash = await hashPassword(input.password);
          const done = await db.transaction().execute(async (trx) => {
            const spent = await spendLink(trx, tokenHash);
            if (!spent) return false; // a simultaneous submission won
            const user = await setPasswordOfActiveUser(trx, spent.user_id, passwordHash);
            if (!user) throw linkExpired(); // disabled meanwhile: roll the spend back too
            await spendOtherLinks(trx, spent.user_id);
            await revokeUserSessions(trx, spent.user_id);
            await clearFailures(trx, user.email.trim().toLowerCase());
            scope.changes = { password: SECRET_CHANGED };
            await scope.recordIn(trx);
            return true;
          });
          if (!done) {
            await throttle.record(THROTTLES.resetLink, ip);
            throw linkExpired();
          }
        },
      ),
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
