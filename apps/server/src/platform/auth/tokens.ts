import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'ledgerport';

export type TokenClaims = { userId: string; sessionId: string };

/**
 * Access tokens are JWTs that name a session row. The signature keeps them unforgeable; the session row
 * (checked on every request) is what makes logout, "sign out this device" and disabling a user take
 * effect at once.
 */
export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (claims: TokenClaims, expiresAt: Date) =>
      new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key),

    /** Resolves to the claims, or undefined for any token that is malformed, forged or expired. */
    verify: async (token: string): Promise<TokenClaims | undefined> => {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
        return { userId: payload.sub, sessionId: payload.sid };
      } catch {
        return undefined;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
