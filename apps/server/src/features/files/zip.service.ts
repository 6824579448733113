import path from 'node:path';
import type { Readable } from 'node:stream';
import { ZIP_MAX_ENTRIES, type TZipLink, type TZipLinkRequest } from '@ledgerport/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { ZipFile } from '../../platform/zip/zip-file.ts';
import { auditActorOf, createAudited } from '../../platform/audit/audited.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { requireTenant } from '../../platform/auth/tenant-scope.ts';
import type { DB } from '../../platform/db/schema.ts';
import type { StorageResolver, TenantStorage } from '../../platform/storage/storage.ts';
import type { ZipLinkTokens } from './file-link-token.ts';
import { linkInvalid, tenantOfLinkHolder } from './link-holder.ts';
import { collectZipEntries, type ZipEntry } from './zip-entries.ts';

/** The zip's own name: the one folder or file chosen, else the company. */
function zipName(paths: string[], tenantName: string): string {
  const only = paths.length === 1 ? path.posix.basename(paths[0]!) : '';
  return `${(only || tenantName).replace(/\.[^.]+$/, '') || 'files'}.zip`;
}

/**
 * Files stored as they are (no compression: documents are PDFs and scans that do not shrink), so the zip's
 * exact size is known before the first byte (Content-Length: the browser shows real progress) and memory
 * stays flat whatever the size: each file is opened only when the archive reaches it.
 */
function streamZip(storage: TenantStorage, entries: ZipEntry[], log: FastifyBaseLogger) {
  const zip = new ZipFile();
  for (const entry of entries) {
    const options = { compress: false, size: entry.size, mtime: entry.modified ?? new Date() };
    zip.addReadStreamLazy(entry.nameInZip, options, (callback) => {
      storage.read(entry.path).then(
        (stream) => callback(null, stream),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), undefined as never),
      );
    });
  }
  // yazl's output is a PassThrough; @types/yazl calls it a web-style stream and forgets end()'s size argument.
  const output = zip.outputStream as unknown as Readable;
  const end = zip.end.bind(zip) as (options: { forceZip64Format: boolean }, sizeKnown: (size: number) => void) => void;
  // A file removed or changed after the listing breaks the archive mid-way: the download ends unfinished.
  zip.on('error', (error: unknown) => {
    log.error({ err: error }, 'zip download broken off');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return new Promise<{ size: number; stream: Readable }>((resolve) => {
    // Always the ZIP64 end records (76 bytes more; every current unzip reads them): yazl 3.3 predicts them once
    // the central directory passes 64 KiB (~600 files) but writes them only past 4 GiB of it, so its size was
    // 76 bytes too large and browsers broke off the download at the end (bench/documents.bench.ts found it).
    end({ forceZip64Format: true }, (size) => resolve({ size, stream: output }));
  });
}

export function createZipService(deps: {
  db: Kysely<DB>;
  log: FastifyBaseLogger;
  storageFor: StorageResolver;
  zipTokens: ZipLinkTokens;
  linkTtlSeconds: number;
  basePath: string;
}) {
  const { db, log, storageFor, zipTokens, linkTtlSeconds, basePath } = deps;
  const audited = createAudited(db, log);

  return {
    /**
     * A short-lived link to a zip of folders and files of one company, recorded when issued (like a file link).
     * Everything is checked now (access, the paths exist, the count) so the link fails only if things change.
     */
    link: (actor: Principal, tenantId: string, request: TZipLinkRequest) =>
      audited(
        auditActorOf(actor),
        { action: 'FILE_ZIP_DOWNLOAD', tenantId, target: request.paths.join(', ').slice(0, 500) },
        async () => {
          const tenant = await requireTenant(db, actor.access, tenantId, 'view files');
          const entries = await collectZipEntries(db, tenantId, request.paths, ZIP_MAX_ENTRIES);
          const expiresAt = new Date(Date.now() + linkTtlSeconds * 1000);
          const token = await zipTokens.sign(
            { userId: actor.access.userId, tenantId, paths: request.paths },
            expiresAt,
          );
          return {
            url: `${basePath}/api/v1/files/zip?token=${token}`,
            expires_at: expiresAt.toISOString(),
            file_name: zipName(request.paths, tenant.name),
            files: entries.length,
            bytes: entries.reduce((sum, entry) => sum + entry.size, 0),
          } satisfies TZipLink;
        },
      ),

    /** The zip behind a link: its name, exact size and the stream. */
    async open(token: string, ip: string | null) {
      const claims = await zipTokens.verify(token);
      if (!claims) throw linkInvalid();
      const target = claims.paths.join(', ').slice(0, 500);
      const tenant = await tenantOfLinkHolder(db, claims, { action: 'FILE_ZIP_DOWNLOAD', target, ip });
      const storage = storageFor(tenant);
      const entries = await collectZipEntries(db, tenant.id, claims.paths, ZIP_MAX_ENTRIES);
      return { name: zipName(claims.paths, tenant.name), ...(await streamZip(storage, entries, log)) };
    },
  };
}
export type ZipService = ReturnType<typeof createZipService>;
