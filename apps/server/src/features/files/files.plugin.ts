import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { DB } from '../../platform/db/schema.ts';
import type { StorageResolver } from '../../platform/storage/storage.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { catalogBulkRoutes } from './catalog-bulk.routes.ts';
import { createCatalogBulkService } from './catalog-bulk.service.ts';
import { createCatalogChangesService } from './catalog-changes.service.ts';
import { catalogRoutes } from './catalog.routes.ts';
import { createAudited } from '../../platform/audit/audited.ts';
import { documentRecordRoutes } from './document-record.routes.ts';
import { createDocumentRecordService } from './document-record.service.ts';
import { downloadRoutes } from './download.routes.ts';
import { createDownloadService } from './download.service.ts';
import { createFileLinkTokens, createZipLinkTokens } from './file-link-token.ts';
import { filesRoutes } from './files.routes.ts';
import { createFilesService } from './files.service.ts';
import { createFirmFilesService } from './firm-files.service.ts';
import { folderPathsRoutes } from './folder-paths.routes.ts';
import { createFolderPathsService } from './folder-paths.service.ts';
import { createReviewNews } from './review-news.ts';
import { createReviewService } from './review.service.ts';
import { createTrashService } from './trash.service.ts';
import { createVersionsService } from './versions.service.ts';
import { workspaceRoutes } from './workspace.routes.ts';
import { uploadsRoutes } from './uploads.routes.ts';
import { ResumableStaging } from './resumable-store.ts';
import { lazyTusServer } from './resumable-tus-server.ts';
import { resumableUploadsRoutes } from './resumable-uploads.routes.ts';
import { createResumableUploadsService } from './resumable-uploads.service.ts';
import { createUploadsService } from './uploads.service.ts';
import { createGeneratedFiles } from './generated-files.service.ts';
import { createLinkUploads } from './link-uploads.service.ts';
import { createPeriodDocumentsService } from './period-documents.service.ts';
import { zipDownloadRoutes, zipLinkRoutes } from './zip.routes.ts';
import { createZipService } from './zip.service.ts';

/**
 * The files feature's route plugins, wired to one tenant-storage resolver and one link-signing key.
 * Answers the uploads service, through which other features store files that belong to their records, and
 * the filing of files the portal generates (a sealed PDF), and the keeping of files sent through upload links.
 */
export async function registerFileRoutes(
  api: FastifyInstance,
  deps: {
    db: Kysely<DB>;
    config: Config;
    jwtSecret: string;
    storageFor: StorageResolver;
    notifications: NotificationsService;
  },
) {
  const { db, config, storageFor } = deps;
  const log = api.log;
  const linkTokens = createFileLinkTokens(deps.jwtSecret);
  const links = {
    linkTtlSeconds: config.fileLinkTtlSeconds,
    basePath: new URL(config.publicUrl).pathname.replace(/\/+$/, ''),
  };
  const files = createFilesService({ db, log, storageFor, linkTokens, timeZone: config.firmTimeZone, ...links });
  await api.register(filesRoutes, { files });
  await api.register(catalogRoutes, {
    changes: createCatalogChangesService({ db, log }),
    trash: createTrashService({ db, log, defaultRetentionDays: config.trashRetentionDays }),
  });
  await api.register(catalogBulkRoutes, { bulk: createCatalogBulkService({ db, log }) });
  await api.register(documentRecordRoutes, {
    records: createDocumentRecordService({ db, audited: createAudited(db, log) }),
  });
  await api.register(workspaceRoutes, {
    versions: createVersionsService({ db, log }),
    review: createReviewService({
      db,
      log,
      news: createReviewNews({ notifications: deps.notifications, publicUrl: config.publicUrl }),
    }),
    firmFiles: createFirmFilesService({ db, timeZone: config.firmTimeZone }),
  });
  const zips = createZipService({ db, log, storageFor, zipTokens: createZipLinkTokens(deps.jwtSecret), ...links });
  await api.register(zipLinkRoutes, { zips });
  await api.register(zipDownloadRoutes, { zips });
  const uploads = createUploadsService({
    db,
    log,
    storageFor,
    maxBytes: config.uploadMaxBytes,
    notifications: deps.notifications,
  });
  await api.register(uploadsRoutes, { uploads, maxBytes: config.uploadMaxBytes });
  await api.register(folderPathsRoutes, { folderPaths: createFolderPathsService({ db, log, uploads }) });
  const staging = new ResumableStaging(config.resumableUploadDir);
  const resumable = createResumableUploadsService({ db, log, uploads, staging, maxBytes: config.uploadMaxBytes });
  await api.register(resumableUploadsRoutes, {
    resumable,
    tus: lazyTusServer({ db, staging, resumable, maxBytes: config.uploadMaxBytes, log }),
  });
  await api.register(downloadRoutes, { downloads: createDownloadService({ db, log, storageFor, linkTokens }) });
  return {
    uploads,
    periodDocuments: createPeriodDocumentsService({ db, timeZone: config.firmTimeZone }),
    generatedFiles: createGeneratedFiles({ db, log, storageFor }),
    linkUploads: createLinkUploads({ db, log, storageFor, maxBytes: config.uploadMaxBytes }),
  };
}
