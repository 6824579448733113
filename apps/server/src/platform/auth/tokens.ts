import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'ledgerport';

export type TokenClaims = { userId: string; sessionId: string };

/** Tokens whose signature was already checked, up to this many (the busiest sessions of the last moments). */
const VERIFIED_TOKENS_KEPT = 1_000;

/**
 * Access tokens are JWTs that name a session row. The signature keeps them unforgeable; the session row
 * (checked on every request) is what makes logout, "sign out this device" and disabling a user take
 * effect at once.
 */
export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
  // A token's signature is checked once, not on every request (WebCrypto's HMAC was 5% of a busy server's
  // time): the same bytes under the same secret verify the same way each time. Its expiry is still checked
  // on every use, and the session row it names is read on every request (caller.repo.ts) whatever this says.
  const verified = new Map<string, TokenClaims & { expiresAtMs: number }>();
  const remember = (token: string, claims: TokenClaims & { expiresAtMs: number }) => {
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
  };
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
      const known = verified.get(token);
      if (known)
        return known.expiresAtMs > Date.now() ? { userId: known.userId, sessionId: known.sessionId } : undefined;
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
        const claims = { userId: payload.sub, sessionId: payload.sid };
        if (payload.exp !== undefined) remember(token, { ...claims, expiresAtMs: payload.exp * 1000 });
        return claims;
      } catch {
        return undefined;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
