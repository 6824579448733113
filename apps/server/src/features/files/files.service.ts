import path from 'node:path';
import {
  FOLDER_CONFIG_FILE,
  type TFileEntry,
  type TFileLink,
  type TFileLinkRequest,
  type TFolderListing,
} from '@ledgerport/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Principal } from '../../platform/auth/guards.ts';
import { requireTenant } from '../../platform/auth/tenant-scope.ts';
import type { DB } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { StorageEntry, StorageResolver } from '../../platform/storage/storage.ts';
import { contentDisposition } from './content-disposition.ts';
import { auditActorOf, createAudited } from '../../platform/audit/audited.ts';
import { servingPlan } from './file-kind.ts';
import type { FileLinkTokens } from './file-link-token.ts';
import { callStorage } from './storage-errors.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function presentEntry(entry: StorageEntry): TFileEntry {
  return {
    file: entry.name,
    path: entry.path,
    is_file: entry.isFile,
    size: entry.isFile ? entry.size : null,
    created: iso(entry.created),
    modified: iso(entry.modified),
    last_accessed: iso(entry.lastAccessed),
  };
}

export type FilesServiceDeps = {
  db: Kysely<DB>;
  log: FastifyBaseLogger;
  storageFor: StorageResolver;
  linkTokens: FileLinkTokens;
  /** Seconds a signed link stays usable. */
  linkTtlSeconds: number;
  /** The path part of PUBLIC_URL ('' at the root of a host), so links work behind a prefixing proxy. */
  basePath: string;
};

export function createFilesService(deps: FilesServiceDeps) {
  const { db, log, linkTokens, linkTtlSeconds, basePath } = deps;
  const audited = createAudited(db, log);

  return {
    /** One folder: folders first, then files, each by name; `search` keeps names containing it. */
    async list(actor: Principal, tenantId: string, query: { path: string; search?: string }) {
      return audited(auditActorOf(actor), { action: 'FOLDER_LIST', tenantId, target: query.path }, async () => {
        const storage = deps.storageFor(await requireTenant(deps.db, actor.access, tenantId, 'view files'));
        // A new tenant's root folder exists only after its first upload; the drivers list it as empty.
        const entries = await callStorage(log, () => storage.list(query.path));
        const needle = query.search?.toLowerCase();
        const shown = entries
          .filter((e) => e.name !== FOLDER_CONFIG_FILE)
          .filter((e) => !needle || e.name.toLowerCase().includes(needle))
          .sort((a, b) => Number(a.isFile) - Number(b.isFile) || byName.compare(a.name, b.name));
        return { path: query.path, entries: shown.map(presentEntry) } satisfies TFolderListing;
      });
    },

    /**
     * A short-lived link to one file, recorded as a preview (inline) or a download when issued: the link
     * itself is the access. Local files get a signed link to our download route; S3 files a presigned URL.
     */
    async link(actor: Principal, tenantId: string, request: Required<TFileLinkRequest>) {
      const plan = servingPlan(path.posix.basename(request.path), request.disposition);
      const action = plan.disposition === 'inline' ? 'FILE_PREVIEW' : 'FILE_DOWNLOAD';
      return audited(auditActorOf(actor), { action, tenantId, target: request.path }, async () => {
        const storage = deps.storageFor(await requireTenant(deps.db, actor.access, tenantId, 'view files'));
        const file = await callStorage(log, () => storage.stat(request.path));
        if (!file.isFile || file.name.toLowerCase() === FOLDER_CONFIG_FILE) throw notFound('File');

        const expiresAt = new Date(Date.now() + linkTtlSeconds * 1000);
        const url = storage.presignedUrl
          ? await callStorage(log, () =>
              storage.presignedUrl!(file.path, {
                expiresInSeconds: linkTtlSeconds,
                contentDisposition: contentDisposition(plan.disposition, file.name),
                contentType: plan.contentType,
              }),
            )
          : `${basePath}/api/v1/files/download?token=${await linkTokens.sign(
              { userId: actor.access.userId, tenantId, path: file.path, disposition: plan.disposition },
              expiresAt,
            )}`;
        return {
          url,
          expires_at: expiresAt.toISOString(),
          preview: plan.disposition === 'inline' ? plan.preview : 'none',
          content_type: plan.contentType,
        } satisfies TFileLink;
      });
    },
  };
}
export type FilesService = ReturnType<typeof createFilesService>;
