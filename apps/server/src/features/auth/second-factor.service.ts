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
} from '../../platform/auth/mfa/challenges.repo.ts';
import {
  claimTotpStep,
  factorsOf,
  findConfirmedTotp,
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
import { type OpenSession, type SessionOpening, type SignInMethod } from './session-opening.ts';

/** The second step must follow the password within this time, in at most this many tries. */
export const SECOND_FACTOR_LIMITS = { ttlSeconds: 300, maxFailures: 5 } as const;

// One answer for every wrong factor: a guesser learns nothing about which one they got wrong.
const invalidSecondFactor = () => new AppError(401, 'INVALID_SECOND_FACTOR', 'The code or passkey was not accepted');
const signInExpired = () => new AppError(401, 'SIGN_IN_EXPIRED', 'The sign-in expired; enter your password again');

type Answer =
  { kind: 'totp'; code: string } | { kind: 'recovery'; code: string } | { kind: 'passkey'; response: unknown };

const METHOD_OF: Record<Answer['kind'], SignInMethod> = {
  totp: 'PASSWORD_AND_TOTP',
  recovery: 'PASSWORD_AND_RECOVERY_CODE',
  passkey: 'PASSWORD_AND_PASSKEY',
};

/** The second step of a sign-in (a code, a recovery code or a passkey), and signing in with a passkey alone. */
export function createSecondFactorService(deps: {
  db: Kysely<DB>;
  users: Pick<UsersService, 'findAccount'>;
  sessions: SessionOpening;
  webauthn: WebAuthn;
}) {
  const { db, users, sessions, webauthn } = deps;

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
  async function verify(user: UserRow, answer: Answer, webauthnChallenge: string | null): Promise<boolean> {
    if (answer.kind === 'totp') {
      const totp = await findConfirmedTotp(db, user.id);
      if (!totp) return false;
      const step = acceptedTotpStep(totp.secret, answer.code, totp.last_step === null ? null : Number(totp.last_step));
      return step !== undefined && (await claimTotpStep(db, user.id, step, false));
    }
    if (answer.kind === 'recovery') return useRecoveryCode(db, user.id, hashRecoveryCode(answer.code));
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
    async challengeFor(
      userId: string,
      open: Pick<OpenSession, 'rememberMe' | 'fingerprint'>,
    ): Promise<TSecondFactorRequired | undefined> {
      const factors = await factorsOf(db, userId);
      if (!factors.totp && !factors.passkey) return undefined;
      const methods: TSecondFactorMethod[] = [];
      if (factors.totp) methods.push('totp');
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
        ttlSeconds: SECOND_FACTOR_LIMITS.ttlSeconds,
      });
      return {
        second_factor: {
          challenge: challenge.id,
          methods,
          ...(passkeyOptions ? { passkey_options: { ...passkeyOptions } } : {}),
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
          : { kind: 'passkey', response: input.passkey };
      const action = answer.kind === 'recovery' ? 'MFA_RECOVERY_CODE_USE' : 'MFA_VERIFY';
      if (!(await verify(user, answer, challenge.webauthn_challenge))) {
        await countChallengeFailure(db, challenge.id);
        await recordSignInFailure(db, attempt);
        await trail(user, client, { action, ok: false, detail: answer.kind.toUpperCase() });
        throw invalidSecondFactor();
      }
      if (!(await closeChallenge(db, challenge.id))) throw signInExpired();
      await trail(user, client, { action, ok: true, detail: answer.kind.toUpperCase() });
      return sessions.open({
        user,
        method: METHOD_OF[answer.kind],
        rememberMe: challenge.remember_me,
        fingerprint: challenge.fingerprint,
        rememberDevice: input.rememberDevice ?? false,
        client,
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
