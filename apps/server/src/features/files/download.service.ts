import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import type { OpenFileRange, StorageResolver, TenantStorage } from '../../platform/storage/storage.ts';
import { servingPlan, type Disposition, type PreviewKind } from './file-kind.ts';
import type { FileLinkTokens } from './file-link-token.ts';
import { linkInvalid, tenantOfLinkHolder } from './link-holder.ts';
import { parseRange, type ByteRange } from './http-range.ts';
import { callStorage } from './storage-errors.ts';

/** A local file is sent straight from an open handle; other storage (S3) as a stream. */
export type DownloadBody = { kind: 'file'; file: OpenFileRange } | { kind: 'stream'; stream: Readable };

export type Download =
  | { kind: 'unsatisfiable'; size: number }
  | {
      kind: 'content';
      name: string;
      size: number;
      range: ByteRange | undefined;
      body: DownloadBody;
      disposition: Disposition;
      preview: PreviewKind;
      contentType: string;
    };

/**
 * Serves a signed file link. The token is the credential, so everything it grants is checked again at use:
 * the signature and expiry, that its user is still ACTIVE and still may view files in that tenant (a user
 * disabled or removed after the link was issued gets nothing), and that the file is still there.
 */
export function createDownloadService(deps: {
  db: Kysely<DB>;
  log: FastifyBaseLogger;
  storageFor: StorageResolver;
  linkTokens: FileLinkTokens;
}) {
  const { db, log, storageFor, linkTokens } = deps;

  return {
    async open(token: string, rangeHeader: string | undefined, ip: string | null): Promise<Download> {
      const claims = await linkTokens.verify(token);
      if (!claims) throw linkInvalid();

      const tenant = await tenantOfLinkHolder(db, claims, {
        action: claims.disposition === 'inline' ? 'FILE_PREVIEW' : 'FILE_DOWNLOAD',
        target: claims.shown,
        ip,
      });
      const storage = storageFor(tenant);
      const file = await callStorage(log, () => storage.stat(claims.path));
      if (!file.isFile) throw linkInvalid();
      const name = claims.shown.split('/').pop() || file.name;
      const size = file.size ?? 0;
      const range = parseRange(rangeHeader, size);
      if (range === 'unsatisfiable') return { kind: 'unsatisfiable', size };

      const body = await callStorage(log, () => openBody(storage, claims.path, range ?? { start: 0, end: size - 1 }));
      // The kind is decided again from the name: a link can never make an SVG or HTML file render inline.
      const plan = servingPlan(name, claims.disposition);
      return { kind: 'content', name, size, range, body, ...plan };
    },
  };
}
export type DownloadService = ReturnType<typeof createDownloadService>;

/** Exactly the bytes the headers announce (the size stat'ed above), even if the file changes meanwhile. */
async function openBody(storage: TenantStorage, path: string, range: ByteRange): Promise<DownloadBody> {
  if (storage.openRange) return { kind: 'file', file: await storage.openRange(path, range) };
  return { kind: 'stream', stream: await storage.read(path, range) };
}
