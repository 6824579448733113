import { randomUUID } from 'node:crypto';
import { VALIDATION_MESSAGES } from '@ledgerport/contract';
import { normalisePhone } from '@ledgerport/contract/bulk-rows/phone-numbers';
import type { Kysely } from 'kysely';
import type { Principal } from '../../platform/auth/guards.ts';
import type { CodeHasher } from '../../platform/auth/code-hasher.ts';
import {
  countChallengeFailure,
  findLatestOpenChallengeOf,
  insertChallenge,
  setChallengeCode,
} from '../../platform/auth/mfa/challenges.repo.ts';
import { factorsOf, upsertPendingSmsFactor } from '../../platform/auth/mfa/factors.repo.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import { mailLocale } from '../../platform/mail/templates/render-mail.ts';
import type { MailQueue } from '../../platform/mail/mail-channel.ts';
import { enqueueSignInCodeText } from '../../platform/sms/sign-in-code-text.ts';
import type { SmsQueue } from '../../platform/sms/sms-channel.ts';
import type { UsersService } from '../users/users.service.ts';

/** The confirming code works this long, in at most this many tries. */
export const CODE_FACTOR_LIMITS = { ttlMinutes: 15, maxFailures: 5 } as const;

export type CodeChannel = 'email' | 'sms';
const PURPOSE = { email: 'EMAIL_FACTOR_ENROLMENT', sms: 'SMS_FACTOR_ENROLMENT' } as const;

const wrongCode = () =>
  new AppError(400, 'INVALID_SECOND_FACTOR', 'The code is not correct', [
    { field: 'code', message: 'The code is not correct' },
  ]);

const phoneInvalid = () =>
  new AppError(400, 'VALIDATION_ERROR', 'Invalid body', [
    { field: 'phone', message: VALIDATION_MESSAGES.phoneInvalid },
  ]);

/**
 * Codes by e-mail or by SMS as a client's second factor (issue 32): a first code, sent to the account's own
 * address or to the number given, proves the mailbox or the phone is theirs. Clients only: staff keep an app or
 * a passkey, which a stolen mailbox or a swapped SIM cannot give.
 */
export function createCodeFactorEnrolment(deps: {
  db: Kysely<DB>;
  codes: CodeHasher;
  mail: MailQueue;
  sms: SmsQueue;
  users: Pick<UsersService, 'findAccount'>;
}) {
  const { db, codes } = deps;
  return {
    /** `phone`: for SMS, the number as typed (read as a US number without a country code). */
    async start(principal: Principal, channel: CodeChannel, phone?: string): Promise<void> {
      if (principal.access.audience !== 'client') throw forbidden();
      const user = await deps.users.findAccount(principal.access.userId);
      if (!user) throw notFound('User');
      if ((await factorsOf(db, user.id))[channel]) {
        throw new AppError(409, 'CONFLICT', `Codes by ${channel === 'sms' ? 'SMS' : 'e-mail'} are already set up`);
      }
      const number = channel === 'sms' ? normalisePhone(phone ?? '') : undefined;
      if (number && !('e164' in number)) throw phoneInvalid();
      const code = codes.generate();
      await db.transaction().execute(async (trx) => {
        const challenge = await insertChallenge(trx, {
          purpose: PURPOSE[channel],
          userId: user.id,
          webauthnChallenge: null,
          ttlSeconds: CODE_FACTOR_LIMITS.ttlMinutes * 60,
        });
        await setChallengeCode(trx, challenge.id, codes.hash(challenge.id, code));
        const idempotencyKey = `${channel}-factor:${challenge.id}:${randomUUID()}`;
        if (number && 'e164' in number) {
          await upsertPendingSmsFactor(trx, user.id, number.e164);
          await enqueueSignInCodeText(trx, deps.sms, {
            to: number.e164,
            locale: mailLocale(user.locale),
            code,
            minutes: CODE_FACTOR_LIMITS.ttlMinutes,
            idempotencyKey,
          });
          return;
        }
        await deps.mail.enqueue(trx, {
          to: user.email,
          locale: user.locale,
          template: 'sign-in-code',
          vars: { name: user.name, code, enrolment: true, expiresInMinutes: CODE_FACTOR_LIMITS.ttlMinutes },
          idempotencyKey,
        });
      });
    },

    /** The open enrolment the code confirms; a wrong code counts a try and is refused. */
    async check(principal: Principal, channel: CodeChannel, code: string) {
      if (principal.access.audience !== 'client') throw forbidden();
      const challenge = await findLatestOpenChallengeOf(db, principal.access.userId, PURPOSE[channel]);
      if (!challenge?.code_hash || challenge.failures >= CODE_FACTOR_LIMITS.maxFailures) throw wrongCode();
      if (!codes.matches(challenge.code_hash, challenge.id, code)) {
        await countChallengeFailure(db, challenge.id);
        throw wrongCode();
      }
      return challenge;
    },
  };
}
