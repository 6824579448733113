import type { Readable } from 'node:stream';
import type { TUploadType } from '@ledgerport/contract';
import type { FastifyBaseLogger } from 'fastify';
import { createAudited } from '../../platform/audit/audited.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { StorageResolver, StoredFile } from '../../platform/storage/storage.ts';
import { joinPath } from './catalog-paths.ts';
import { findLiveDocumentHolding } from './documents.repo.ts';
import { findTenantStorage } from './files.repo.ts';
import { callStorage } from './storage-errors.ts';
import { createUploadWriter, type FileSender } from './upload-writer.ts';

/** The company folder e-mailed files land in (issue 32), created by the first one. */
export const INBOX_FOLDER = 'Inbox';

/**
 * Where a held e-mail's attachments wait (issue 32's quarantine): in the company's storage, but in no folder of
 * its catalog, so no listing, search, link or zip reaches them until staff accept the message.
 */
const HOLDING_AREA = 'Held e-mail';

/** One attachment to file: its bytes (opened when needed), name, type, folder and who sent it. */
export type EmailedFile = {
  tenantId: string;
  folder: string;
  type: TUploadType;
  name: string;
  sha256: string;
  open: () => Readable;
  sender: FileSender;
};

/**
 * Files that arrived by e-mail, kept the way every upload is (features/files/upload-writer.ts: staged, journaled,
 * published, recorded with its FILE_UPLOAD event), so a crash at any step leaves a file absent or listed. Filing
 * is idempotent by content: a folder already holding a live file with these bytes (the same message delivered
 * again after its 250 was lost, or the same document sent twice) answers that file instead of a second copy.
 */
export function createEmailedFiles(deps: {
  db: Db;
  log: FastifyBaseLogger;
  storageFor: StorageResolver;
  maxBytes: number;
}) {
  const { db, log, storageFor } = deps;
  const audited = createAudited(db, log);
  const { storeAndRecord } = createUploadWriter({ db, log, maxBytes: deps.maxBytes });

  const storageOf = async (tenantId: string) => {
    const tenant = await findTenantStorage(db, tenantId);
    if (!tenant) throw new Error(`company ${tenantId} is gone`);
    return storageFor(tenant);
  };

  return {
    /** Answers where the file is listed and its document. */
    async file(emailed: EmailedFile): Promise<{ path: string; documentId: string }> {
      const { tenantId, folder, sender } = emailed;
      const existing = await findLiveDocumentHolding(db, tenantId, folder, emailed.sha256);
      if (existing) return { path: joinPath(folder, existing.name), documentId: existing.id };
      const storage = await storageOf(tenantId);
      const subject = { action: 'FILE_UPLOAD', tenantId, target: joinPath(folder, emailed.name) } as const;
      const actor = { userId: sender.userId, ip: sender.ip, userAgent: sender.userAgent };
      const upload = await audited(actor, subject, async (scope) => {
        scope.detail = 'by e-mail';
        const { upload } = await storeAndRecord(scope, storage, {
          sender,
          tenantId,
          type: emailed.type,
          folder,
          file: { fileName: emailed.name, content: emailed.open() },
        });
        return upload;
      });
      return { path: upload.path, documentId: upload.document_id };
    },

    /** Keeps a held message's attachment outside the catalog (`key` names the message); answers where. */
    async hold(tenantId: string, key: string, name: string, content: Readable): Promise<StoredFile> {
      const storage = await storageOf(tenantId);
      return callStorage(log, () =>
        storage.write(joinPath(HOLDING_AREA, key), name, content, { maxBytes: Number.MAX_SAFE_INTEGER }),
      );
    },

    /** A held attachment's bytes, to file it once staff accepted its message. */
    async readHeld(tenantId: string, path: string): Promise<Readable> {
      const storage = await storageOf(tenantId);
      return callStorage(log, () => storage.read(path));
    },

    /** Deletes a held attachment (its message rejected, or its copy filed). */
    async removeHeld(tenantId: string, path: string): Promise<void> {
      const storage = await storageOf(tenantId);
      await callStorage(log, () => storage.remove(path));
    },
  };
}
export type EmailedFiles = ReturnType<typeof createEmailedFiles>;
