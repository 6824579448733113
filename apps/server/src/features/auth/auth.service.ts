import type { TLoginCommand, TLoginResponse, TMeResponse } from '@ledgerport/contract';
import type { Kysely } from 'kysely';
import { allPermissions, loadAccess } from '../../platform/auth/access.ts';
import { verifyPassword } from '../../platform/auth/password.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import type { TokenService } from '../../platform/auth/tokens.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError, RetryLaterError, unauthenticated } from '../../platform/errors.ts';
import type { UsersService } from '../users/users.service.ts';
import { checkSignIn, recordSignInFailure, recordSignInSuccessOf } from '../../platform/auth/sign-in-throttle.ts';
import { recordAuditEvent } from '../../platform/audit/audit-recorder.ts';
import { presentSessionUser } from './session-user.presenter.ts';
import { findLiveSession, insertSession, revokeSession, touchSession } from '../../platform/auth/sessions.repo.ts';

const HOUR = 3_600_000;
export const SESSION_TTL_MS = { standard: 12 * HOUR, rememberMe: 30 * 24 * HOUR };

export type ClientInfo = { ip: string; userAgent: string | null };

const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', 'The e-mail or password is not correct');

export function createAuthService(deps: {
  db: Kysely<DB>;
  tokens: TokenService;
  users: Pick<UsersService, 'findAccount' | 'findAccountByEmail' | 'setLocale' | 'recordSignIn'>;
}) {
  const { db, tokens, users } = deps;

  async function describe(userId: string): Promise<TMeResponse> {
    const user = await users.findAccount(userId);
    if (!user) throw unauthenticated();
    const access = await loadAccess(db, userId);
    return { user: presentSessionUser(user, access), permissions: allPermissions(access) };
  }

  return {
    async login(input: TLoginCommand, client: ClientInfo): Promise<TLoginResponse> {
      const attempt = { emailKey: input.email.trim().toLowerCase(), ip: client.ip, knownDevice: false };
      const user = await users.findAccountByEmail(attempt.emailKey);
      const signIn = (action: 'SIGN_IN' | 'SIGN_IN_THROTTLED', result: 'OK' | 'DENIED', detail: string | null) =>
        recordAuditEvent(db, {
          action,
          result,
          detail,
          actorUserId: user?.id ?? null,
          tenantId: null,
          target: user ? `user:${user.id}` : `email:${attempt.emailKey.slice(0, 200)}`,
          ip: client.ip,
          userAgent: client.userAgent,
        });

      // Checked before the password, so a throttled guess learns nothing either.
      const verdict = await checkSignIn(db, attempt);
      if (!verdict.allowed) {
        await signIn('SIGN_IN_THROTTLED', 'DENIED', verdict.limit);
        throw new RetryLaterError('Too many failed sign-ins; wait and try again', verdict.retryAfterSeconds);
      }
      const passwordOk = await verifyPassword(user?.password_hash ?? null, input.password);
      // Disabled and not-yet-registered users get the very same answer as a wrong password; the trail says which.
      if (!user || !passwordOk || user.status !== 'ACTIVE') {
        await recordSignInFailure(db, attempt);
        const reason = !user ? 'UNKNOWN_ACCOUNT' : !passwordOk ? 'WRONG_PASSWORD' : `ACCOUNT_${user.status}`;
        await signIn('SIGN_IN', 'DENIED', reason);
        throw invalidCredentials();
      }
      await recordSignInSuccessOf(db, attempt);
      await users.recordSignIn(user.id);

      const ttl = input.rememberMe ? SESSION_TTL_MS.rememberMe : SESSION_TTL_MS.standard;
      const session = await insertSession(db, {
        userId: user.id,
        expiresAt: new Date(Date.now() + ttl),
        rememberMe: input.rememberMe,
        ip: client.ip,
        userAgent: client.userAgent,
        fingerprint: input.fingerprint ?? null,
      });
      await signIn('SIGN_IN', 'OK', input.rememberMe ? 'REMEMBER_ME' : null);
      const token = await tokens.sign({ userId: user.id, sessionId: session.id }, session.expires_at);
      return { token, expires_at: session.expires_at.toISOString(), ...(await describe(user.id)) };
    },

    async resolvePrincipal(token: string): Promise<Omit<Principal, 'client'> | undefined> {
      const claims = await tokens.verify(token);
      if (!claims) return undefined;
      const session = await findLiveSession(db, claims.sessionId, claims.userId);
      if (!session) return undefined;
      await touchSession(db, session.id);
      return { sessionId: session.id, access: await loadAccess(db, session.user_id) };
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

    me: (userId: string) => describe(userId),

    setLocale: (userId: string, locale: string) => users.setLocale(userId, locale),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
