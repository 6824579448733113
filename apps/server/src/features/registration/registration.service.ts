import {
  SIGNUP_CODE_MAX_ATTEMPTS,
  SIGNUP_CODE_TTL_MINUTES,
  type TAccepted,
  type TConfirmSignupRequest,
  type TRegisterRequest,
  type TRegisterResponse,
} from '@ledgerport/contract';
import type { Kysely, Transaction } from 'kysely';
import { anonymousActor, type Audited } from '../../platform/audit/audited.ts';
import { assertPasswordFit } from '../../platform/auth/password-strength.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { ClientInfo } from '../../platform/http/client-info.ts';
import type { MailQueue } from '../../platform/mail/mail-channel.ts';
import { hashToken } from '../../platform/auth/token-hash.ts';
import {
  acceptInvitations,
  activateInvitedUser,
  findFirstTenantOf,
  findInvitation,
  lockPendingRegistrant,
  lockUser,
  setNameAndPassword,
} from './registration.repo.ts';
import { THROTTLES, type RequestThrottle } from './request-throttle.service.ts';
import type { SignupCodeHasher } from './signup-code.ts';
import { consumeCode, deleteOpenCodes, hasCodeIssuedSince, insertCode, spendAttempt } from './signup-codes.repo.ts';

/** "Send me a new code" sends at most one code a minute per person; extra requests are silently ignored. */
export const SIGNUP_CODE_RESEND_SECONDS = 60;

const accepted: TAccepted = { accepted: true };
// Unknown e-mail, nothing pending, expired, used or out of tries: one answer, so nobody learns who has an account.
const codeExpired = () => new AppError(410, 'CODE_EXPIRED', 'This code is no longer valid; ask for a new one');
const invalidCode = (triesLeft: number) =>
  new AppError(400, 'INVALID_CODE', 'The code is not correct', [{ field: 'code', message: `${triesLeft} tries left` }]);

type Invitation = Awaited<ReturnType<typeof findInvitation>>;
type Registrant = { id: string; email: string; name: string; locale: string };

/** The lookup's rules (GET /invitations/{token}): used or unknown → 404, late → 410. */
function openInvitation(found: Invitation) {
  if (!found || found.accepted_at || found.status !== 'INVITED') throw notFound('Invitation');
  if (found.expires_at.getTime() <= Date.now()) {
    throw new AppError(410, 'INVITATION_EXPIRED', 'This invitation has expired');
  }
  return found;
}

export function createRegistrationService(deps: {
  db: Kysely<DB>;
  mail: MailQueue;
  codes: SignupCodeHasher;
  throttle: RequestThrottle;
  audited: Audited;
}) {
  const { db, mail, codes, throttle, audited } = deps;

  /** Replaces the person's open code with a new one and e-mails it, inside the caller's transaction. */
  async function issueCode(trx: Transaction<DB>, user: Registrant) {
    await deleteOpenCodes(trx, user.id);
    const code = codes.generate();
    const row = await insertCode(trx, {
      userId: user.id,
      codeHash: codes.hash(user.id, code),
      ttlMinutes: SIGNUP_CODE_TTL_MINUTES,
    });
    await mail.enqueue(trx, {
      to: user.email,
      locale: user.locale,
      template: 'signup-code',
      vars: { name: user.name, code, expiresInMinutes: SIGNUP_CODE_TTL_MINUTES },
      idempotencyKey: `signup-code:${row.id}`,
    });
    return row.expires_at;
  }

  return {
    /**
     * Stores the invitee's name and password and e-mails a code. The user stays INVITED (cannot sign in)
     * until the code is confirmed; registering again from the same link sends a new code.
     */
    async register(token: string, input: TRegisterRequest): Promise<TRegisterResponse> {
      const tokenHash = hashToken(token);
      // Checked before the deliberately slow password hash, and again under lock inside the transaction.
      const pending = openInvitation(await findInvitation(db, tokenHash));
      await assertPasswordFit(db, input.password, { email: pending.email, name: input.name });
      const passwordHash = await hashPassword(input.password);
      return db.transaction().execute(async (trx) => {
        // The user row first, as a re-sent invitation locks it: the two take turns and can never deadlock.
        await lockUser(trx, pending.user_id);
        const invitation = openInvitation(await findInvitation(trx, tokenHash));
        const name = input.name.trim();
        await setNameAndPassword(trx, invitation.user_id, name, passwordHash);
        const expiresAt = await issueCode(trx, { ...invitation, id: invitation.user_id, name });
        return { email: invitation.email, code_expires_at: expiresAt.toISOString() };
      });
    },

    /**
     * Checks the e-mailed code; the right one makes the account ACTIVE and spends the invitation. On the
     * trail as the invitation accepted (by its user, once the code names them), a wrong code as refused.
     */
    confirm: (input: TConfirmSignupRequest, client: ClientInfo): Promise<TAccepted> =>
      audited(
        anonymousActor(client),
        { action: 'INVITATION_ACCEPT', tenantId: null, target: `email:${input.username}` },
        async (scope) => {
          const { ip } = client;
          await throttle.guard(THROTTLES.confirmSignup, ip);
          const live = await spendAttempt(db, input.username, SIGNUP_CODE_MAX_ATTEMPTS);
          const match = live.find((c) => codes.matches(c.code_hash, c.user_id, input.code.trim()));
          if (!match) {
            await throttle.record(THROTTLES.confirmSignup, ip);
            if (live.length === 0) throw codeExpired();
            throw invalidCode(SIGNUP_CODE_MAX_ATTEMPTS - Math.max(...live.map((c) => c.attempts)));
          }
          scope.actorUserId = match.user_id;
          scope.target = `user:${match.user_id}`;
          const confirmed = await db.transaction().execute(async (trx) => {
            if (!(await consumeCode(trx, match.id))) return false; // a simultaneous confirmation won
            if (!(await activateInvitedUser(trx, match.user_id))) throw codeExpired(); // disabled meanwhile
            await acceptInvitations(trx, match.user_id);
            scope.tenantId = (await findFirstTenantOf(trx, match.user_id)) ?? null;
            await scope.recordIn(trx);
            return true;
          });
          if (!confirmed) throw codeExpired();
          return accepted;
        },
      ),

    /**
     * A new code for someone who registered and is waiting for it; everyone else, and a second request
     * within a minute, gets the same answer and no e-mail.
     */
    async resendCode(email: string, ip: string): Promise<TAccepted> {
      await throttle.take(THROTTLES.resendSignupCode, ip);
      await db.transaction().execute(async (trx) => {
        const user = await lockPendingRegistrant(trx, email);
        if (!user || (await hasCodeIssuedSince(trx, user.id, SIGNUP_CODE_RESEND_SECONDS))) return;
        await issueCode(trx, user);
      });
      return accepted;
    },
  };
}
export type RegistrationService = ReturnType<typeof createRegistrationService>;
