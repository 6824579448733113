import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Principal } from '../../platform/auth/guards.ts';
import type { CodeHasher } from '../../platform/auth/code-hasher.ts';
import {
  countChallengeFailure,
  findLatestOpenChallengeOf,
  insertChallenge,
  setChallengeCode,
} from '../../platform/auth/mfa/challenges.repo.ts';
import { factorsOf } from '../../platform/auth/mfa/factors.repo.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import type { MailQueue } from '../../platform/mail/mail-channel.ts';
import type { UsersService } from '../users/users.service.ts';

/** The confirming code works this long, in at most this many tries. */
export const EMAIL_FACTOR_LIMITS = { ttlMinutes: 15, maxFailures: 5 } as const;

const wrongCode = () =>
  new AppError(400, 'INVALID_SECOND_FACTOR', 'The code is not correct', [
    { field: 'code', message: 'The code is not correct' },
  ]);

/**
 * Codes by e-mail as a client's second factor (issue 32): a first code, sent to the account's own address,
 * proves the mailbox is theirs. Clients only: staff keep an app or a passkey, which a stolen mailbox cannot give.
 */
export function createEmailFactorEnrolment(deps: {
  db: Kysely<DB>;
  codes: CodeHasher;
  mail: MailQueue;
  users: Pick<UsersService, 'findAccount'>;
}) {
  const { db, codes } = deps;
  return {
    async start(principal: Principal): Promise<void> {
      if (principal.access.audience !== 'client') throw forbidden();
      const user = await deps.users.findAccount(principal.access.userId);
      if (!user) throw notFound('User');
      if ((await factorsOf(db, user.id)).email) {
        throw new AppError(409, 'CONFLICT', 'Codes by e-mail are already set up');
      }
      const code = codes.generate();
      await db.transaction().execute(async (trx) => {
        const challenge = await insertChallenge(trx, {
          purpose: 'EMAIL_FACTOR_ENROLMENT',
          userId: user.id,
          webauthnChallenge: null,
          ttlSeconds: EMAIL_FACTOR_LIMITS.ttlMinutes * 60,
        });
        await setChallengeCode(trx, challenge.id, codes.hash(challenge.id, code));
        await deps.mail.enqueue(trx, {
          to: user.email,
          locale: user.locale,
          template: 'sign-in-code',
          vars: { name: user.name, code, enrolment: true, expiresInMinutes: EMAIL_FACTOR_LIMITS.ttlMinutes },
          idempotencyKey: `email-factor:${challenge.id}:${randomUUID()}`,
        });
      });
    },

    /** The open enrolment the code confirms; a wrong code counts a try and is refused. */
    async check(principal: Principal, code: string) {
      if (principal.access.audience !== 'client') throw forbidden();
      const challenge = await findLatestOpenChallengeOf(db, principal.access.userId, 'EMAIL_FACTOR_ENROLMENT');
      if (!challenge?.code_hash || challenge.failures >= EMAIL_FACTOR_LIMITS.maxFailures) throw wrongCode();
      if (!codes.matches(challenge.code_hash, challenge.id, code)) {
        await countChallengeFailure(db, challenge.id);
        throw wrongCode();
      }
      return challenge;
    },
  };
}
