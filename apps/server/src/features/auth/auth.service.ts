import type { TLoginCommand, TLoginResponse, TMeResponse } from '@ledgerport/contract';
import type { Kysely } from 'kysely';
import { allPermissions, loadAccess } from '../../platform/auth/access.ts';
import { verifyPassword } from '../../platform/auth/password.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import type { TokenService } from '../../platform/auth/tokens.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError, unauthenticated } from '../../platform/errors.ts';
import type { UsersService } from '../users/users.service.ts';
import { clearFailures, countRecentFailures, recordFailure } from '../../platform/auth/login-attempts.repo.ts';
import { presentSessionUser } from './session-user.presenter.ts';
import { findLiveSession, insertSession, revokeSession, touchSession } from '../../platform/auth/sessions.repo.ts';

const HOUR = 3_600_000;
export const SESSION_TTL_MS = { standard: 12 * HOUR, rememberMe: 30 * 24 * HOUR };

/** Sign-in throttling: checked before the password, so a locked account gives nothing away either. */
export const LOGIN_LIMITS = { windowMinutes: 15, perAccount: 5, perIp: 30 };

export type ClientInfo = { ip: string; userAgent: string | null };

const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', 'The e-mail or password is not correct');

export function createAuthService(deps: {
  db: Kysely<DB>;
  tokens: TokenService;
  users: Pick<UsersService, 'findAccount' | 'findAccountByEmail' | 'setLocale'>;
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
      const emailKey = input.email.trim().toLowerCase();
      const failures = await countRecentFailures(db, emailKey, client.ip, LOGIN_LIMITS.windowMinutes);
      if (failures.byEmail >= LOGIN_LIMITS.perAccount || failures.byIp >= LOGIN_LIMITS.perIp) {
        throw new AppError(429, 'TOO_MANY_ATTEMPTS', 'Too many failed sign-ins; wait 15 minutes and try again');
      }

      const user = await users.findAccountByEmail(emailKey);
      const passwordOk = await verifyPassword(user?.password_hash ?? null, input.password);
      // Disabled and not-yet-registered users get the very same answer as a wrong password.
      if (!user || !passwordOk || user.status !== 'ACTIVE') {
        await recordFailure(db, emailKey, client.ip);
        throw invalidCredentials();
      }
      await clearFailures(db, emailKey);

      const ttl = input.rememberMe ? SESSION_TTL_MS.rememberMe : SESSION_TTL_MS.standard;
      const session = await insertSession(db, {
        userId: user.id,
        expiresAt: new Date(Date.now() + ttl),
        rememberMe: input.rememberMe,
        ip: client.ip,
        userAgent: client.userAgent,
        fingerprint: input.fingerprint ?? null,
      });
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

    logout: (sessionId: string) => revokeSession(db, sessionId),

    me: (userId: string) => describe(userId),

    setLocale: (userId: string, locale: string) => users.setLocale(userId, locale),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
