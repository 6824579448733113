import path from 'node:path';
import {
  FOLDER_SEARCH_LIMIT,
  type TFileLink,
  type TFileLinkRequest,
  type TFolderListing,
  type TFolderQuery,
} from '@ledgerport/contract';
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
import { hasFilters, searchDocumentsBelow, searchFoldersBelow, type FileFilters } from './catalog-search.repo.ts';
import { checkedPath } from './document-name.ts';
import { findLiveDocument, listDocumentsIn, type DocumentListRow } from './documents.repo.ts';
import { servingPlan } from './file-kind.ts';
import type { FileLinkTokens } from './file-link-token.ts';
import { findLiveFolder, listChildFolders } from './folders.repo.ts';
import { findVersion } from './versions.repo.ts';
import { callStorage } from './storage-errors.ts';

const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const compareNames = (a: { file: string }, b: { file: string }) => byName.compare(a.file, b.file);

/** What a listing shows: folders first, then files, each by name as people read it ("2" before "10"). */
const foldersThenFiles = (folders: Parameters<typeof presentFolder>[0][], documents: DocumentListRow[]) => [
  ...folders.map(presentFolder).sort(compareNames),
  ...documents.map(presentDocument).sort(compareNames),
];

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
export const filtersOf = (query: Omit<TFolderQuery, 'path'>): FileFilters => ({
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
   * Everything below `folder` matching the filters: folders by name (only when a name is searched), then files,
   * each by name, at most FOLDER_SEARCH_LIMIT.
   */
  async function searchBelow(tenantId: string, folder: string, filters: FileFilters): Promise<TFolderListing> {
    const search = { ...filters, tenantId, under: folder, limit: FOLDER_SEARCH_LIMIT + 1, timeZone: deps.timeZone };
    // Folders have only a name: they are searched only when nothing but a name is asked for.
    const onlyName = !!filters.text && !hasFilters({ ...filters, text: undefined });
    const [folders, documents] = await Promise.all([
      onlyName ? searchFoldersBelow(db, { ...search, text: filters.text! }) : [],
      searchDocumentsBelow(db, search),
    ]);
    const entries = foldersThenFiles(folders, documents);
    return {
      path: folder,
      entries: entries.slice(0, FOLDER_SEARCH_LIMIT),
      truncated: entries.length > FOLDER_SEARCH_LIMIT,
    };
  }

  return {
    /** One folder of the catalog: folders first, then files, each by name; `search` looks at every depth below it. */
    async list(actor: Principal, tenantId: string, query: TFolderQuery) {
      return audited(auditActorOf(actor), { action: 'FOLDER_LIST', tenantId, target: query.path }, async () => {
        await requireTenant(deps.db, actor.access, tenantId, 'view files');
        const folder = checkedPath(query.path);
        if (folder !== '' && !(await findLiveFolder(db, tenantId, folder))) throw notFound('Folder');
        const filters = filtersOf(query);
        if (hasFilters(filters)) return searchBelow(tenantId, folder, filters);
        const [folders, documents] = await Promise.all([
          listChildFolders(db, tenantId, folder),
          listDocumentsIn(db, tenantId, folder),
        ]);
        const entries = foldersThenFiles(folders, documents);
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
