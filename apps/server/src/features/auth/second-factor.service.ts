import { randomUUID } from 'node:crypto';
import type {
  TPasskeySignInRequest,
  TSecondFactorMethod,
  TSecondFactorRequest,
  TSecondFactorRequired,
  TSignedIn,
} from '@ledgerport/contract';
import type { Kysely } from 'kysely';
import { recordAuditEvent } from '../../platform/audit/audit-recorder.ts';
import {
  closeChallenge,
  countChallengeFailure,
  findOpenChallenge,
  insertChallenge,
  setChallengeCode,
} from '../../platform/auth/mfa/challenges.repo.ts';
import {
  claimTotpStep,
  factorsOf,
  findConfirmedTotp,
  findSmsFactor,
  findPasskey,
  listPasskeys,
  recordPasskeyUse,
  useRecoveryCode,
} from '../../platform/auth/mfa/factors.repo.ts';
import { hashRecoveryCode } from '../../platform/auth/mfa/recovery-codes.ts';
import { acceptedTotpStep } from '../../platform/auth/mfa/totp.ts';
import { findTrustedDevice, touchTrustedDevice } from '../../platform/auth/mfa/trusted-devices.repo.ts';
import type { WebAuthn } from '../../platform/auth/mfa/webauthn.ts';
import { checkSignIn, recordSignInFailure } from '../../platform/auth/sign-in-throttle.ts';
import type { DB, UserRow } from '../../platform/db/schema.ts';
import { AppError, RetryLaterError } from '../../platform/errors.ts';
import { hashToken } from '../../platform/auth/token-hash.ts';
import type { ClientInfo } from '../../platform/http/client-info.ts';
import type { UsersService } from '../users/users.service.ts';
import type { CodeHasher } from '../../platform/auth/code-hasher.ts';
import type { ColumnCipher } from '../../platform/secrets/column-crypto.ts';
import type { MailQueue } from '../../platform/mail/mail-channel.ts';
import { mailLocale } from '../../platform/mail/templates/render-mail.ts';
import { maskPhone } from '../../platform/sms/phone-mask.ts';
import { enqueueSignInCodeText } from '../../platform/sms/sign-in-code-text.ts';
import type { SmsQueue } from '../../platform/sms/sms-channel.ts';
import type { RequestThrottle, ThrottleRule } from '../registration/request-throttle.service.ts';
import { clientMethodAllowed, methodNotAllowed } from './client-methods.ts';
import { type OpenSession, type SessionOpening, type SignInMethod } from './session-opening.ts';

/** The second step must follow the password within this time, in at most this many tries. */
export const SECOND_FACTOR_LIMITS = { ttlSeconds: 300, maxFailures: 5 } as const;

// One answer for every wrong factor: a guesser learns nothing about which one they got wrong.
const invalidSecondFactor = () => new AppError(401, 'INVALID_SECOND_FACTOR', 'The code or passkey was not accepted');
const signInExpired = () => new AppError(401, 'SIGN_IN_EXPIRED', 'The sign-in expired; enter your password again');

type Answer =
  | { kind: 'totp'; code: string }
  | { kind: 'recovery'; code: string }
  | { kind: 'passkey'; response: unknown }
  | { kind: 'email'; code: string }
  | { kind: 'sms'; code: string };

/** How the sign-in's first step was made, when not by a password (issue 32). */
export type FirstStep = 'EMAIL_LINK' | 'EMAIL_CODE';

const FACTOR_NAME = {
  totp: 'TOTP',
  recovery: 'RECOVERY_CODE',
  passkey: 'PASSKEY',
  email: 'EMAIL_CODE',
  sms: 'SMS_CODE',
} as const;
const methodOf = (firstStep: string | null, kind: Answer['kind']) =>
  `${firstStep ?? 'PASSWORD'}_AND_${FACTOR_NAME[kind]}` as SignInMethod;

/** Codes e-mailed or texted for a sign-in's second step, per address: each one is a message. */
export const SIGN_IN_CODE_THROTTLE: ThrottleRule = { bucket: 'sign-in-code', limit: 10, windowMinutes: 15 };

/** The second step of a sign-in (a code, a recovery code or a passkey), and signing in with a passkey alone. */
export function createSecondFactorService(deps: {
  db: Kysely<DB>;
  users: Pick<UsersService, 'findAccount'>;
  sessions: SessionOpening;
  webauthn: WebAuthn;
  mail: MailQueue;
  sms: SmsQueue;
  /** HMACs of the codes e-mailed or texted for a second step (platform/auth/code-hasher.ts). */
  codes: CodeHasher;
  throttle: RequestThrottle;
  /** Opens the stored TOTP secrets (platform/secrets/column-crypto.ts). */
  secretColumns: ColumnCipher;
}) {
  const { db, users, sessions, webauthn, codes } = deps;

  const trail = (
    user: UserRow | undefined,
    client: ClientInfo,
    event: {
      action: 'MFA_VERIFY' | 'MFA_RECOVERY_CODE_USE' | 'SIGN_IN' | 'SIGN_IN_THROTTLED';
      ok: boolean;
      detail: string;
    },
  ) =>
    recordAuditEvent(db, {
      action: event.action,
      result: event.ok ? 'OK' : 'DENIED',
      detail: event.detail,
      actorUserId: user?.id ?? null,
      tenantId: null,
      target: user ? `user:${user.id}` : 'passkey',
      ip: client.ip,
      userAgent: client.userAgent,
    });

  /** The throttle of the password step covers the second one too: each wrong code counts as a failed sign-in. */
  async function throttle(user: UserRow, client: ClientInfo) {
    const attempt = { emailKey: user.email.toLowerCase(), ip: client.ip, knownDevice: false };
    const verdict = await checkSignIn(db, attempt);
    if (verdict.allowed) return attempt;
    await trail(user, client, { action: 'SIGN_IN_THROTTLED', ok: false, detail: verdict.limit });
    throw new RetryLaterError('Too many failed sign-ins; wait and try again', verdict.retryAfterSeconds);
  }

  /** Whether the answer proves the factor; each code and recovery code works once, even under concurrency. */
  async function verify(
    user: UserRow,
    answer: Answer,
    webauthnChallenge: string | null,
    challengeId = '',
  ): Promise<boolean> {
    if (answer.kind === 'totp') {
      const totp = await findConfirmedTotp(db, deps.secretColumns, user.id);
      if (!totp) return false;
      const step = acceptedTotpStep(totp.secret, answer.code, totp.last_step === null ? null : Number(totp.last_step));
      return step !== undefined && (await claimTotpStep(db, user.id, step, false));
    }
    if (answer.kind === 'recovery') return useRecoveryCode(db, user.id, hashRecoveryCode(answer.code));
    if (answer.kind === 'email' || answer.kind === 'sms') {
      // The challenge row is read again: a code sent after the challenge was read must count.
      const fresh = await findOpenChallenge(db, challengeId, 'SECOND_FACTOR', SECOND_FACTOR_LIMITS.maxFailures);
      return Boolean(fresh?.code_hash && codes.matches(fresh.code_hash, challengeId, answer.code));
    }
    const id = webauthn.credentialIdOf(answer.response);
    const passkey = id ? await findPasskey(db, id) : undefined;
    // A passkey of another account is refused like a wrong one.
    if (!passkey || passkey.user_id !== user.id || !webauthnChallenge) return false;
    const counter = await webauthn.verifyAuthentication(answer.response, webauthnChallenge, passkey);
    if (counter === undefined) return false;
    await recordPasskeyUse(db, passkey.id, counter);
    return true;
  }

  return {
    /** The user's remembered device with this token, or undefined (looked up before the password is checked). */
    async trustedDeviceOf(userId: string, token: string | undefined) {
      return token ? findTrustedDevice(db, userId, hashToken(token)) : undefined;
    },

    /** Marks the remembered device as used: only once the password was right. */
    touchTrustedDevice: (id: string) => touchTrustedDevice(db, id),

    /** After a right password: the second step to ask for, or undefined when the user has no second factor. */
    /**
     * `firstStep`: the first step was an e-mailed link or code; codes by e-mail are then not offered (the same
     * mailbox twice is one factor, not two).
     */
    async challengeFor(
      userId: string,
      open: Pick<OpenSession, 'rememberMe' | 'fingerprint'>,
      firstStep?: FirstStep,
    ): Promise<TSecondFactorRequired | undefined> {
      const factors = await factorsOf(db, userId);
      const byEmail = factors.email && !firstStep;
      if (!factors.totp && !factors.passkey && !byEmail && !factors.sms) return undefined;
      const methods: TSecondFactorMethod[] = [];
      if (factors.totp) methods.push('totp');
      if (byEmail) methods.push('email_code');
      // A texted code is a second channel whatever the first step was (the phone is not the mailbox).
      const smsTo = factors.sms ? (await findSmsFactor(db, userId))?.phone : undefined;
      if (smsTo) methods.push('sms_code');
      if (factors.recovery) methods.push('recovery_code');
      const passkeyOptions = factors.passkey
        ? await webauthn.authenticationOptions(await listPasskeys(db, userId))
        : undefined;
      if (passkeyOptions) methods.push('passkey');
      const challenge = await insertChallenge(db, {
        purpose: 'SECOND_FACTOR',
        userId,
        webauthnChallenge: passkeyOptions?.challenge ?? null,
        rememberMe: open.rememberMe,
        fingerprint: open.fingerprint,
        firstStep: firstStep ?? null,
        ttlSeconds: SECOND_FACTOR_LIMITS.ttlSeconds,
      });
      return {
        second_factor: {
          challenge: challenge.id,
          methods,
          ...(passkeyOptions ? { passkey_options: { ...passkeyOptions } } : {}),
          ...(smsTo ? { sms_to: maskPhone(smsTo) } : {}),
        },
      };
    },

    async completeSignIn(input: TSecondFactorRequest, client: ClientInfo): Promise<TSignedIn> {
      const challenge = await findOpenChallenge(db, input.challenge, 'SECOND_FACTOR', SECOND_FACTOR_LIMITS.maxFailures);
      const user = challenge?.user_id ? await users.findAccount(challenge.user_id) : undefined;
      if (!challenge || !user || user.status !== 'ACTIVE') throw signInExpired();
      const attempt = await throttle(user, client);
      const answer: Answer = input.code
        ? { kind: 'totp', code: input.code }
        : input.recovery_code
          ? { kind: 'recovery', code: input.recovery_code }
          : input.email_code
            ? { kind: 'email', code: input.email_code }
            : input.sms_code
              ? { kind: 'sms', code: input.sms_code }
              : { kind: 'passkey', response: input.passkey };
      const action = answer.kind === 'recovery' ? 'MFA_RECOVERY_CODE_USE' : 'MFA_VERIFY';
      // Codes by e-mail never complete a sign-in whose first step was itself an e-mail (issue 32).
      const usable = answer.kind !== 'email' || challenge.first_step === null;
      if (!usable || !(await verify(user, answer, challenge.webauthn_challenge, challenge.id))) {
        await countChallengeFailure(db, challenge.id);
        await recordSignInFailure(db, attempt);
        await trail(user, client, { action, ok: false, detail: answer.kind.toUpperCase() });
        throw invalidSecondFactor();
      }
      if (!(await closeChallenge(db, challenge.id))) throw signInExpired();
      await trail(user, client, { action, ok: true, detail: answer.kind.toUpperCase() });
      return sessions.open({
        user,
        method: methodOf(challenge.first_step, answer.kind),
        rememberMe: challenge.remember_me,
        fingerprint: challenge.fingerprint,
        rememberDevice: input.rememberDevice ?? false,
        client,
      });
    },

    /**
     * E-mails or texts a code for the second step (a user whose factor is codes by e-mail or SMS). A newer code
     * replaces the older; the challenge's five tries and five minutes hold for all of them.
     */
    async sendCode(challengeId: string, client: ClientInfo, channel: 'email' | 'sms' = 'email'): Promise<void> {
      const challenge = await findOpenChallenge(db, challengeId, 'SECOND_FACTOR', SECOND_FACTOR_LIMITS.maxFailures);
      const user = challenge?.user_id ? await users.findAccount(challenge.user_id) : undefined;
      if (!challenge || !user || user.status !== 'ACTIVE') throw signInExpired();
      // The same mailbox twice is one factor: no e-mailed code after an e-mailed first step.
      if (channel === 'email' && challenge.first_step !== null) throw signInExpired();
      const factors = await factorsOf(db, user.id);
      const phone = channel === 'sms' && factors.sms ? (await findSmsFactor(db, user.id))?.phone : undefined;
      if (channel === 'email' ? !factors.email : !phone) throw invalidSecondFactor();
      await deps.throttle.take(SIGN_IN_CODE_THROTTLE, client.ip);
      const code = codes.generate();
      const minutes = SECOND_FACTOR_LIMITS.ttlSeconds / 60;
      const idempotencyKey = `sign-in-code:${challenge.id}:${randomUUID()}`;
      await db.transaction().execute(async (trx) => {
        await setChallengeCode(trx, challenge.id, codes.hash(challenge.id, code));
        if (phone) {
          const locale = mailLocale(user.locale);
          await enqueueSignInCodeText(trx, deps.sms, { to: phone, locale, code, minutes, idempotencyKey });
          return;
        }
        await deps.mail.enqueue(trx, {
          to: user.email,
          locale: user.locale,
          template: 'sign-in-code',
          vars: { name: user.name, code, enrolment: false, expiresInMinutes: minutes },
          idempotencyKey,
        });
      });
    },

    /** A passkey-only sign-in starts here: any passkey of this site may answer (the browser offers them). */
    async passkeyOptions() {
      const options = await webauthn.authenticationOptions();
      const challenge = await insertChallenge(db, {
        purpose: 'PASSKEY_SIGN_IN',
        userId: null,
        webauthnChallenge: options.challenge,
        ttlSeconds: SECOND_FACTOR_LIMITS.ttlSeconds,
      });
      return { challenge: challenge.id, options: { ...options } };
    },

    async passkeySignIn(input: TPasskeySignInRequest, client: ClientInfo): Promise<TSignedIn> {
      const challenge = await findOpenChallenge(
        db,
        input.challenge,
        'PASSKEY_SIGN_IN',
        SECOND_FACTOR_LIMITS.maxFailures,
      );
      if (!challenge?.webauthn_challenge) throw signInExpired();
      const id = webauthn.credentialIdOf(input.passkey);
      const passkey = id ? await findPasskey(db, id) : undefined;
      const user = passkey ? await users.findAccount(passkey.user_id) : undefined;
      if (!user || user.status !== 'ACTIVE') {
        await countChallengeFailure(db, challenge.id);
        await trail(undefined, client, { action: 'SIGN_IN', ok: false, detail: 'UNKNOWN_PASSKEY' });
        throw invalidSecondFactor();
      }
      const attempt = await throttle(user, client);
      if (!(await verify(user, { kind: 'passkey', response: input.passkey }, challenge.webauthn_challenge))) {
        await countChallengeFailure(db, challenge.id);
        await recordSignInFailure(db, attempt);
        await trail(user, client, { action: 'SIGN_IN', ok: false, detail: 'WRONG_PASSKEY' });
        throw invalidSecondFactor();
      }
      if (!(await clientMethodAllowed(db, user.id, 'passkey'))) {
        await trail(user, client, { action: 'SIGN_IN', ok: false, detail: 'METHOD_NOT_ALLOWED' });
        throw methodNotAllowed();
      }
      if (!(await closeChallenge(db, challenge.id))) throw signInExpired();
      return sessions.open({
        user,
        method: 'PASSKEY',
        rememberMe: input.rememberMe ?? false,
        fingerprint: input.fingerprint ?? null,
        rememberDevice: false,
        client,
      });
    },
  };
}
export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
