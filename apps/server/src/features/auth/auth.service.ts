import type { TLoginCommand, TLoginResponse, TMeResponse } from '@ledgerport/contract';
import type { Kysely } from 'kysely';
import { recordAuditEvent } from '../../platform/audit/audit-recorder.ts';
import { accessFromGrants, allPermissions } from '../../platform/auth/access.ts';
import { readCaller, touchIfStale } from '../../platform/auth/caller.repo.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { verifyPassword } from '../../platform/auth/password.ts';
import { revokeSession } from '../../platform/auth/sessions.repo.ts';
import { checkSignIn, recordSignInFailure } from '../../platform/auth/sign-in-throttle.ts';
import type { TokenService } from '../../platform/auth/tokens.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError, RetryLaterError } from '../../platform/errors.ts';
import type { ClientInfo } from '../../platform/http/client-info.ts';
import type { UsersService } from '../users/users.service.ts';
import { clientMethodAllowed, methodNotAllowed } from './client-methods.ts';
import type { SecondFactorService } from './second-factor.service.ts';
import type { SessionOpening } from './session-opening.ts';
import { presentSessionUser } from './session-user.presenter.ts';

export { SESSION_TTL_MS } from './session-opening.ts';
export type { ClientInfo };

const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', 'The e-mail or password is not correct');

/** The password step of a sign-in, and the session behind every request. */
export function createAuthService(deps: {
  db: Kysely<DB>;
  tokens: TokenService;
  users: Pick<UsersService, 'findAccountByEmail' | 'setLocale'>;
  sessions: SessionOpening;
  secondFactor: SecondFactorService;
}) {
  const { db, tokens, users, sessions, secondFactor } = deps;

  return {
    async login(input: TLoginCommand, client: ClientInfo): Promise<TLoginResponse> {
      const emailKey = input.email.trim().toLowerCase();
      const user = await users.findAccountByEmail(emailKey);
      const trustedDevice = user ? await secondFactor.trustedDeviceOf(user.id, input.trustedDevice) : undefined;
      const attempt = { emailKey, ip: client.ip, knownDevice: trustedDevice !== undefined };
      const denied = (action: 'SIGN_IN' | 'SIGN_IN_THROTTLED', detail: string) =>
        recordAuditEvent(db, {
          action,
          result: 'DENIED',
          detail,
          actorUserId: user?.id ?? null,
          tenantId: null,
          target: user ? `user:${user.id}` : `email:${emailKey.slice(0, 200)}`,
          ip: client.ip,
          userAgent: client.userAgent,
        });

      // Checked before the password, so a throttled guess learns nothing either.
      const verdict = await checkSignIn(db, attempt);
      if (!verdict.allowed) {
        await denied('SIGN_IN_THROTTLED', verdict.limit);
        throw new RetryLaterError('Too many failed sign-ins; wait and try again', verdict.retryAfterSeconds);
      }
      const passwordOk = await verifyPassword(user?.password_hash ?? null, input.password);
      // Disabled and not-yet-registered users get the very same answer as a wrong password; the trail says which.
      if (!user || !passwordOk || user.status !== 'ACTIVE') {
        await recordSignInFailure(db, attempt);
        await denied('SIGN_IN', !user ? 'UNKNOWN_ACCOUNT' : !passwordOk ? 'WRONG_PASSWORD' : `ACCOUNT_${user.status}`);
        throw invalidCredentials();
      }
      // After the password, so only whoever knows it learns that clients sign in another way here (issue 32).
      if (!(await clientMethodAllowed(db, user.id, 'password'))) {
        await denied('SIGN_IN', 'METHOD_NOT_ALLOWED');
        throw methodNotAllowed();
      }
      const open = {
        user,
        rememberMe: input.rememberMe,
        fingerprint: input.fingerprint ?? null,
        rememberDevice: false,
        client,
      };
      if (trustedDevice) {
        await secondFactor.touchTrustedDevice(trustedDevice.id);
        return sessions.open({ ...open, method: 'PASSWORD_ON_TRUSTED_DEVICE' });
      }
      // The throttle's success (which clears the failures) waits for the second factor: a known password alone
      // must not reset the count a code guesser runs up.
      const challenge = await secondFactor.challengeFor(user.id, open);
      if (challenge) return challenge;
      return sessions.open({ ...open, method: 'PASSWORD' });
    },

    async resolvePrincipal(token: string): Promise<Omit<Principal, 'client'> | undefined> {
      const claims = await tokens.verify(token);
      if (!claims) return undefined;
      // One read per request (issue 17): session, grants and the second-factor state together.
      const caller = await readCaller(db, claims.sessionId, claims.userId);
      if (!caller) return undefined;
      await touchIfStale(db, caller);
      const access = accessFromGrants(caller.user_id, caller.firm_grants, caller.tenant_grants);
      // As mfaEnrolmentPending decides it: a missing policy row (only mid-migration) counts as required.
      const required = (access.audience === 'staff' ? caller.staff_mfa_required : caller.client_mfa_required) ?? true;
      return {
        sessionId: caller.session_id,
        access,
        mfaEnrolmentPending: required && !caller.has_factor,
        featuresOff: new Set(caller.features_off),
        profile: caller,
      };
    },

    async logout(principal: Principal) {
      await revokeSession(db, principal.sessionId);
      await recordAuditEvent(db, {
        action: 'SIGN_OUT',
        result: 'OK',
        detail: null,
        actorUserId: principal.access.userId,
        tenantId: null,
        target: `user:${principal.access.userId}`,
        ip: principal.client.ip,
        userAgent: principal.client.userAgent,
      });
    },

    /** From what the request's one read already holds; a principal without it (made elsewhere) reads again. */
    me: async (principal: Principal): Promise<TMeResponse> =>
      principal.profile
        ? {
            user: presentSessionUser({ id: principal.access.userId, ...principal.profile }, principal.access),
            permissions: allPermissions(principal.access),
            mfa_enrolment_required: principal.mfaEnrolmentPending,
          }
        : sessions.describe(principal.access.userId),

    /** The same answer read afresh: after a change to the account in this very request. */
    describe: (userId: string): Promise<TMeResponse> => sessions.describe(userId),

    setLocale: (userId: string, locale: string) => users.setLocale(userId, locale),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
