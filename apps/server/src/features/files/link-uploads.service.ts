import { UPLOAD_TYPE_FOLDERS, type TUploadRecord, type TUploadType } from '@ledgerport/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import { anonymousActor, createAudited } from '../../platform/audit/audited.ts';
import type { TenantRecord } from '../../platform/auth/tenant-scope.ts';
import type { DB, Db } from '../../platform/db/schema.ts';
import type { ClientInfo } from '../../platform/http/client-info.ts';
import type { StorageResolver } from '../../platform/storage/storage.ts';
import { findLiveFolder } from './folders.repo.ts';
import { createUploadWriter, type IncomingFile } from './upload-writer.ts';

export type { IncomingFile };

/** One file sent through an upload link (issue 32), as the upload-links feature hands it over. */
export type LinkUpload<T> = {
  /** The link's company, read by the caller (an upload link is its own credential: no session, no requireTenant). */
  tenant: TenantRecord;
  link: { id: string; createdBy: string; email: string | null };
  folder: string;
  type: TUploadType;
  file: IncomingFile;
  /** What the link still takes for this file (never more than the server's limit). */
  maxBytes: number;
  declaredBytes: number | undefined;
  client: ClientInfo;
  /** The link's own rows (its counters, a request's submission), in the upload row's transaction. */
  commitWith: (trx: Transaction<DB>, upload: TUploadRecord) => Promise<T>;
};

/**
 * Files that arrive through an upload link, kept exactly as every upload is (upload-writer.ts: staged,
 * journaled, published, recorded; a refusal anywhere, `commitWith`'s included, leaves nothing behind), marked
 * "via link" on the document with the address its sender confirmed. Never a new version of someone's file: a
 * taken name sits beside it ("name (1).pdf"). The upload row is credited to the staff member who made the link
 * (uploads.uploaded_by names an account); the audit event names no actor, only the link and where it came from.
 */
export function createLinkUploads(deps: {
  db: Db;
  log: FastifyBaseLogger;
  storageFor: StorageResolver;
  maxBytes: number;
}) {
  const { db, log, storageFor } = deps;
  const audited = createAudited(db, log);
  const { refuseDeclaredTooLarge, storeAndRecord } = createUploadWriter(deps);

  return {
    /** Whether the company has this live folder ('' is its root, always there). */
    async folderExists(tenantId: string, path: string): Promise<boolean> {
      return path === '' || (await findLiveFolder(db, tenantId, path)) !== undefined;
    },

    /** Where a link's files go when staff chose neither a folder nor a request. */
    defaultFolder: UPLOAD_TYPE_FOLDERS.OTHERS,

    async receive<T>(upload: LinkUpload<T>): Promise<{ upload: TUploadRecord; result: T }> {
      const { tenant, link, file } = upload;
      const subject = { action: 'FILE_UPLOAD', tenantId: tenant.id, target: upload.folder } as const;
      return audited(anonymousActor(upload.client), subject, async (scope) => {
        try {
          scope.detail = `upload-link:${link.id}`;
          scope.changes = { sent_by: { from: null, to: link.email ?? '' } };
          refuseDeclaredTooLarge(upload.declaredBytes);
          const saved = await storeAndRecord(scope, storageFor(tenant), {
            sender: {
              userId: link.createdBy,
              ip: upload.client.ip,
              userAgent: upload.client.userAgent,
              side: 'client',
            },
            tenantId: tenant.id,
            type: upload.type,
            folder: upload.folder,
            file,
            maxBytes: upload.maxBytes,
            viaLink: { linkId: link.id, email: link.email },
            commitWith: upload.commitWith,
          });
          return { upload: saved.upload, result: saved.result as T };
        } finally {
          file.content.resume();
        }
      });
    },
  };
}
export type LinkUploads = ReturnType<typeof createLinkUploads>;
