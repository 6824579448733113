import path from 'node:path';
import { type TFileLink, type TFileLinkRequest, type TFolderQuery } from '@ledgerport/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Principal } from '../../platform/auth/guards.ts';
import { requireTenant } from '../../platform/auth/tenant-scope.ts';
import type { DB } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { StorageResolver } from '../../platform/storage/storage.ts';
import { contentDisposition } from './content-disposition.ts';
import { auditActorOf, createAudited } from '../../platform/audit/audited.ts';
import type { FolderListingParts } from './catalog.presenter.ts';
import { splitPath } from './catalog-paths.ts';
import { hasFilters, searchDocumentsBelow, searchFoldersBelow, type FileFilters } from './catalog-search.repo.ts';
import { checkedPath } from './document-name.ts';
import { findLiveDocument, pageDocumentsIn } from './documents.repo.ts';
import { servingPlan } from './file-kind.ts';
import type { FileLinkTokens } from './file-link-token.ts';
import { decodeCursor, encodeCursor, pageFoldersThenFiles, type FolderPage } from './folder-page.ts';
import { findLiveFolder, pageChildFolders } from './folders.repo.ts';
import { findVersion } from './versions.repo.ts';
import { callStorage } from './storage-errors.ts';

/** A page of a listing as the screen shows it: folders first, then files (each already in the listing order). */
const present = (page: FolderPage) => ({
  entries: page.parts,
  next_cursor: page.next ? encodeCursor(page.next) : null,
});

export type FilesServiceDeps = {
  db: Kysely<DB>;
  log: FastifyBaseLogger;
  storageFor: StorageResolver;
  linkTokens: FileLinkTokens;
  /** Seconds a signed link stays usable. */
  linkTtlSeconds: number;
  /** The path part of PUBLIC_URL ('' at the root of a host), so links work behind a prefixing proxy. */
  basePath: string;
  /** The firm's time zone: a search's days are its calendar days. */
  timeZone: string;
};

/** A listing's query as search filters. */
export const filtersOf = (query: Omit<TFolderQuery, 'path' | 'limit' | 'cursor'>): FileFilters => ({
  text: query.search,
  type: query.type,
  uploader: query.uploader,
  uploadedFrom: query.uploaded_from,
  uploadedTo: query.uploaded_to,
  reviewStatus: query.review_status,
});

export function createFilesService(deps: FilesServiceDeps) {
  const { db, log, linkTokens, linkTtlSeconds, basePath } = deps;
  const audited = createAudited(db, log);

  /**
   * A page of everything below `folder` matching the filters: folders (only when a name is searched), then files,
   * each in the listing order.
   */
  function searchBelow(tenantId: string, folder: string, filters: FileFilters, query: TFolderQuery) {
    const search = { ...filters, tenantId, under: folder, timeZone: deps.timeZone };
    // Folders have only a name: they are searched only when nothing but a name is asked for.
    const onlyName = !!filters.text && !hasFilters({ ...filters, text: undefined });
    return pageFoldersThenFiles(
      query.cursor === undefined ? undefined : decodeCursor(query.cursor),
      query.limit,
      onlyName ? (after, shown) => searchFoldersBelow(db, { ...search, text: filters.text!, after, shown }) : null,
      (after, shown) => searchDocumentsBelow(db, { ...search, after, shown }),
    );
  }

  /** A page of one folder's own entries: its folders, then its files. */
  function pageOf(tenantId: string, folder: string, query: TFolderQuery) {
    return pageFoldersThenFiles(
      query.cursor === undefined ? undefined : decodeCursor(query.cursor),
      query.limit,
      (after, shown) => pageChildFolders(db, tenantId, folder, after, shown),
      (after, shown) => pageDocumentsIn(db, tenantId, folder, after, shown),
    );
  }

  return {
    /**
     * A page of one folder of the catalog: folders first, then files, each by name; `search` looks at every depth
     * below it. Every page is an access to the folder, on the trail like the first.
     */
    async list(actor: Principal, tenantId: string, query: TFolderQuery) {
      return audited(auditActorOf(actor), { action: 'FOLDER_LIST', tenantId, target: query.path }, async () => {
        await requireTenant(deps.db, actor.access, tenantId, 'view files');
        const folder = checkedPath(query.path);
        if (folder !== '' && !(await findLiveFolder(db, tenantId, folder))) throw notFound('Folder');
        const filters = filtersOf(query);
        const page = hasFilters(filters)
          ? await searchBelow(tenantId, folder, filters, query)
          : await pageOf(tenantId, folder, query);
        return { path: folder, ...present(page) } satisfies FolderListingParts;
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
        const version = request.version === undefined ? undefined : await findVersion(db, document.id, request.version);
        if (request.version !== undefined && !version) throw notFound('Version');
        const stored = version?.storage_path ?? document.storage_path;

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
