import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Disposition } from './file-kind.ts';

/**
 * `path` is where the bytes are stored; `shown` the file's path as people see it (the download's name and the
 * audit target): the two differ once a file is renamed, moved or has versions.
 */
export type FileLinkClaims = {
  userId: string;
  tenantId: string;
  path: string;
  shown: string;
  disposition: Disposition;
};

const AUDIENCE = 'ledgerport:file-link';

/**
 * Signed, short-lived statements "this user may fetch this file of this tenant, shown this way". The key is
 * derived from the JWT secret under its own label, so a file link never verifies as a session token and a
 * session token never as a file link (and the audience differs too, should the keys ever be shared).
 */
export function createFileLinkTokens(jwtSecret: string) {
  const key = createHmac('sha256', jwtSecret).update('ledgerport file-link key v1').digest();
  return {
    sign: (claims: FileLinkClaims, expiresAt: Date) =>
      new SignJWT({ tid: claims.tenantId, path: claims.path, shown: claims.shown, disp: claims.disposition })
        .setProtectedHeader({ alg: 'HS256', typ: 'file-link' })
        .setSubject(claims.userId)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key),

    /** The claims, or undefined for a token that is malformed, altered, expired or not a file link. */
    verify: async (token: string): Promise<FileLinkClaims | undefined> => {
      try {
        const { payload } = await jwtVerify(token, key, {
          audience: AUDIENCE,
          algorithms: ['HS256'],
          typ: 'file-link',
          requiredClaims: ['exp', 'sub'],
        });
        const { sub, tid, path, shown, disp } = payload;
        if (typeof sub !== 'string' || typeof tid !== 'string' || typeof path !== 'string') return undefined;
        if (typeof shown !== 'string' || (disp !== 'inline' && disp !== 'attachment')) return undefined;
        return { userId: sub, tenantId: tid, path, shown, disposition: disp };
      } catch {
        return undefined;
      }
    },
  };
}
export type FileLinkTokens = ReturnType<typeof createFileLinkTokens>;

export type ZipLinkClaims = { userId: string; tenantId: string; paths: string[] };

const ZIP_AUDIENCE = 'ledgerport:zip-link';

/** The same kind of statement for a zip of several paths: its own key label, audience and type. */
export function createZipLinkTokens(jwtSecret: string) {
  const key = createHmac('sha256', jwtSecret).update('ledgerport zip-link key v1').digest();
  return {
    sign: (claims: ZipLinkClaims, expiresAt: Date) =>
      new SignJWT({ tid: claims.tenantId, paths: claims.paths })
        .setProtectedHeader({ alg: 'HS256', typ: 'zip-link' })
        .setSubject(claims.userId)
        .setAudience(ZIP_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key),

    verify: async (token: string): Promise<ZipLinkClaims | undefined> => {
      try {
        const { payload } = await jwtVerify(token, key, {
          audience: ZIP_AUDIENCE,
          algorithms: ['HS256'],
          typ: 'zip-link',
          requiredClaims: ['exp', 'sub'],
        });
        const { sub, tid, paths } = payload;
        if (typeof sub !== 'string' || typeof tid !== 'string') return undefined;
        if (!Array.isArray(paths) || !paths.every((p) => typeof p === 'string')) return undefined;
        return { userId: sub, tenantId: tid, paths: paths as string[] };
      } catch {
        return undefined;
      }
    },
  };
}
export type ZipLinkTokens = ReturnType<typeof createZipLinkTokens>;
