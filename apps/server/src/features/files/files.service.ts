import path from 'node:path';
import { FOLDER_SEARCH_LIMIT, type TFileLink, type TFileLinkRequest, type TFolderListing } from '@ledgerport/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Principal } from '../../platform/auth/guards.ts';
import { requireTenant } from '../../platform/auth/tenant-scope.ts';
import type { DB } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { StorageResolver } from '../../platform/storage/storage.ts';
import { contentDisposition } from './content-disposition.ts';
import { auditActorOf, createAudited } from '../../platform/audit/audited.ts';
import { presentDocument, presentFolder } from './catalog.presenter.ts';
import { splitPath } from './catalog-paths.ts';
import { searchDocumentsBelow, searchFoldersBelow } from './catalog-search.repo.ts';
import { checkedPath } from './document-name.ts';
import { findLiveDocument, listDocumentsIn } from './documents.repo.ts';
import { servingPlan } from './file-kind.ts';
import type { FileLinkTokens } from './file-link-token.ts';
import { findLiveFolder, listChildFolders } from './folders.repo.ts';
import { callStorage } from './storage-errors.ts';

const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const compareNames = (a: { file: string }, b: { file: string }) => byName.compare(a.file, b.file);

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

  /** Everything below `folder` whose name contains `text`: folders first, then files, each by name. */
  async function searchBelow(tenantId: string, folder: string, text: string): Promise<TFolderListing> {
    const search = { tenantId, under: folder, text, limit: FOLDER_SEARCH_LIMIT + 1 };
    const [folders, documents] = await Promise.all([searchFoldersBelow(db, search), searchDocumentsBelow(db, search)]);
    const entries = [
      ...folders.map(presentFolder).sort(compareNames),
      ...documents.map(presentDocument).sort(compareNames),
    ];
    return {
      path: folder,
      entries: entries.slice(0, FOLDER_SEARCH_LIMIT),
      truncated: entries.length > FOLDER_SEARCH_LIMIT,
    };
  }

  return {
    /** One folder of the catalog: folders first, then files, each by name; `search` looks at every depth below it. */
    async list(actor: Principal, tenantId: string, query: { path: string; search?: string }) {
      return audited(auditActorOf(actor), { action: 'FOLDER_LIST', tenantId, target: query.path }, async () => {
        await requireTenant(deps.db, actor.access, tenantId, 'view files');
        const folder = checkedPath(query.path);
        if (folder !== '' && !(await findLiveFolder(db, tenantId, folder))) throw notFound('Folder');
        if (query.search) return searchBelow(tenantId, folder, query.search);
        const [folders, documents] = await Promise.all([
          listChildFolders(db, tenantId, folder),
          listDocumentsIn(db, tenantId, folder),
        ]);
        const entries = [
          ...folders.map(presentFolder).sort(compareNames),
          ...documents.map(presentDocument).sort(compareNames),
        ];
        return { path: folder, entries, truncated: false } satisfies TFolderListing;
      });
    },

    /**
     * A short-lived link to one file, recorded as a preview (inline) or a download when issued: the link
     * itself is the access. It names where the current version's bytes are, so a rename after it is issued
     * does not break it. Local files get a signed link to our download route; S3 files a presigned URL.
     */
    async link(
      actor: Principal,
      tenantId: string,
      request: TFileLinkRequest & { disposition: 'inline' | 'attachment' },
    ) {
      const plan = servingPlan(path.posix.basename(request.path), request.disposition);
      const action = plan.disposition === 'inline' ? 'FILE_PREVIEW' : 'FILE_DOWNLOAD';
      return audited(auditActorOf(actor), { action, tenantId, target: request.path }, async () => {
        const storage = deps.storageFor(await requireTenant(deps.db, actor.access, tenantId, 'view files'));
        const { folder, name } = splitPath(checkedPath(request.path));
        const document = await findLiveDocument(db, tenantId, folder, name);
        if (!document) throw notFound('File');
        const stored = document.storage_path;

        const expiresAt = new Date(Date.now() + linkTtlSeconds * 1000);
        const url = storage.presignedUrl
          ? await callStorage(log, () =>
              storage.presignedUrl!(stored, {
                expiresInSeconds: linkTtlSeconds,
                contentDisposition: contentDisposition(plan.disposition, document.name),
                contentType: plan.contentType,
              }),
            )
          : `${basePath}/api/v1/files/download?token=${await linkTokens.sign(
              {
                userId: actor.access.userId,
                tenantId,
                path: stored,
                shown: request.path,
                disposition: plan.disposition,
              },
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
