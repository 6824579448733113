import { Readable } from 'node:stream';
import type { TUploadRecord } from '@ledgerport/contract';
import type { FastifyBaseLogger } from 'fastify';
import { createAudited } from '../../platform/audit/audited.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { StorageResolver } from '../../platform/storage/storage.ts';
import { findLiveDocumentHolding, type DocumentRecordHint } from './documents.repo.ts';
import { joinPath } from './catalog-paths.ts';
import { findTenantStorage, findUser } from './files.repo.ts';
import { createUploadWriter } from './upload-writer.ts';

/** A file the portal made for a company (a sealed PDF), to be filed among its documents. */
export type GeneratedFile = {
  tenantId: string;
  folder: string;
  name: string;
  bytes: Uint8Array;
  sha256: string;
  /** The staff member it was made for: the upload is credited to them (the audit event is the portal's own). */
  madeFor: string;
  /** Its record class's hint and tax year (issue 35): an organizer's PDF says so. */
  record?: DocumentRecordHint;
};

/**
 * Files what the portal itself produced, the way every upload is kept (staged, journaled, published, recorded:
 * a crash at any step leaves the file either absent or listed, never half-written). Filing is idempotent by
 * content: a folder already holding a live file with these bytes (an earlier attempt that crash recovery
 * finished) is answered as it is, so a job retried after a crash never files a second copy.
 */
export function createGeneratedFiles(deps: { db: Db; log: FastifyBaseLogger; storageFor: StorageResolver }) {
  const { db, log, storageFor } = deps;
  const audited = createAudited(db, log);
  const { storeAndRecord } = createUploadWriter({ db, log, maxBytes: Number.MAX_SAFE_INTEGER });

  return {
    /** Answers where the file is listed (its path from the company's root). */
    async file(generated: GeneratedFile): Promise<{ path: string; documentId: string }> {
      const { tenantId, folder } = generated;
      const existing = await findLiveDocumentHolding(db, tenantId, folder, generated.sha256);
      if (existing) return { path: joinPath(folder, existing.name), documentId: existing.id };
      const tenant = await findTenantStorage(db, tenantId);
      const staff = await findUser(db, generated.madeFor);
      if (!tenant || !staff) throw new Error(`cannot file ${generated.name}: company or staff member gone`);
      const subject = { action: 'FILE_UPLOAD', tenantId, target: joinPath(folder, generated.name) } as const;
      const stored: TUploadRecord = await audited({ userId: null, ip: null }, subject, async (scope) => {
        const { upload } = await storeAndRecord(scope, storageFor(tenant), {
          sender: { userId: staff.id, ip: null, userAgent: null, side: 'staff' },
          tenantId,
          type: 'OTHERS',
          folder,
          file: { fileName: generated.name, content: Readable.from([generated.bytes]) },
          ...(generated.record ? { record: generated.record } : {}),
        });
        return upload;
      });
      return { path: stored.path, documentId: stored.document_id };
    },
  };
}
export type GeneratedFiles = ReturnType<typeof createGeneratedFiles>;
