import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export type UploadGrant = { linkId: string; email: string };

const AUDIENCE = 'ledgerport:upload-grant';

/**
 * What the upload page holds once its sender confirmed an e-mailed code: a signed, short-lived statement "this
 * address may upload through this link". Keyed from the JWT secret under its own label (never a session token
 * or a file link), checked at every upload together with the link itself, so revoking the link ends it too.
 */
export function createUploadGrants(jwtSecret: string) {
  const key = createHmac('sha256', jwtSecret).update('ledgerport upload-grant key v1').digest();
  return {
    sign: (grant: UploadGrant, expiresAt: Date) =>
      new SignJWT({ email: grant.email })
        .setProtectedHeader({ alg: 'HS256', typ: 'upload-grant' })
        .setSubject(grant.linkId)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key),

    /** The grant, or undefined for one that is malformed, altered, expired or not a grant. */
    async verify(token: string): Promise<UploadGrant | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, {
          audience: AUDIENCE,
          algorithms: ['HS256'],
          typ: 'upload-grant',
          requiredClaims: ['exp', 'sub'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return undefined;
        return { linkId: payload.sub, email: payload.email };
      } catch {
        return undefined;
      }
    },
  };
}
export type UploadGrants = ReturnType<typeof createUploadGrants>;
