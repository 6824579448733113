import type { Readable } from 'node:stream';
import { UPLOAD_TYPE_FOLDERS, type TUploadRecord, type TUploadType } from '@ledgerport/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Principal } from '../../platform/auth/guards.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { TenantStorage } from '../../platform/storage/storage.ts';
import { storageFaultOf } from '../../platform/storage/storage-faults.ts';
import type { AuditScope } from '../../platform/audit/audited.ts';
import { findUser, insertUpload } from './files.repo.ts';
import { callStorage, pathRefused, uploadTooLarge } from './storage-errors.ts';
import { safeUploadName } from './upload-name.ts';

/** Room for the multipart framing around the file when judging a request by its Content-Length. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The one file part of an upload request, as the route reads it (never buffered). */
export type IncomingFile = { fileName: string; content: Readable };

/**
 * How every received file is kept, whichever route brought it: streamed into the folder of its type under a
 * safe, free name, then recorded (upload row, audit event, and any rows of the feature that owns the file) in
 * one transaction, the file taken back if that transaction fails.
 */
export function createUploadWriter(deps: { db: Kysely<DB>; log: FastifyBaseLogger; maxBytes: number }) {
  const { db, log, maxBytes } = deps;

  /** Streams the part into storage; whatever the part still holds after a failure is drained, not left hanging. */
  async function store(storage: TenantStorage, folder: string, file: IncomingFile) {
    try {
      return await callStorage(log, async () => {
        try {
          return await storage.write(folder, file.fileName, file.content, { maxBytes });
        } catch (error) {
          // The request itself broke off (client gone, malformed form): that is not the storage's fault. A failed
          // write errors the request's stream too, so the error itself decides.
          if (file.content.errored && !storageFaultOf(error)) {
            throw new AppError(400, 'VALIDATION_ERROR', 'The upload was interrupted');
          }
          throw error;
        }
      });
    } finally {
      file.content.resume();
    }
  }

  /** A request that says it is far larger than the limit is refused before a byte is read. */
  function refuseDeclaredTooLarge(declaredBytes: number | undefined) {
    if (declaredBytes !== undefined && declaredBytes > maxBytes + MULTIPART_OVERHEAD_BYTES) {
      throw uploadTooLarge(maxBytes);
    }
  }

  /** Takes a stored file back when its rows could not be saved; a failure here is logged, never hides the first. */
  async function removeStored(storage: TenantStorage, path: string) {
    try {
      await storage.remove(path);
    } catch (error) {
      log.error({ err: error, path }, 'stored file left behind after its rows failed');
    }
  }

  /**
   * Stores the file in the folder of its type, then records the upload row, its audit event and whatever
   * `commitWith` adds, all in one transaction. If that transaction fails the file is removed again, so a
   * file never exists without its rows (nor rows without their file).
   */
  async function storeAndRecord<T>(
    scope: AuditScope,
    storage: TenantStorage,
    actor: Principal,
    tenantId: string,
    type: TUploadType,
    file: IncomingFile,
    commitWith?: (trx: Transaction<DB>, upload: TUploadRecord) => Promise<T>,
  ): Promise<{ upload: TUploadRecord; result: T | undefined }> {
    const folder = UPLOAD_TYPE_FOLDERS[type];
    const userId = actor.access.userId;
    scope.target = `${folder}/${file.fileName}`;
    const name = safeUploadName(file.fileName);
    if (!name.ok) {
      file.content.resume();
      throw pathRefused(name.reason);
    }

    const stored = await store(storage, folder, { fileName: name.name, content: file.content });
    scope.target = stored.path;
    try {
      const uploader = await findUser(db, userId);
      const saved = await db.transaction().execute(async (trx) => {
        const row = await insertUpload(trx, {
          tenantId,
          type,
          uploadedBy: userId,
          fileName: stored.name,
          path: stored.path,
          size: stored.size,
          sha256: stored.sha256,
        });
        await scope.recordIn(trx);
        const upload: TUploadRecord = {
          id: row.id,
          tenant_uuid: tenantId,
          type,
          file_name: row.file_name,
          path: row.path,
          size: Number(row.size),
          sha256: row.sha256,
          uploaded_by: {
            uuid: userId,
            name: uploader?.name ?? '',
            side: actor.access.staffRoles.length > 0 ? 'staff' : 'client',
          },
          created_at: row.created_at.toISOString(),
        };
        return { upload, result: commitWith ? await commitWith(trx, upload) : undefined };
      });
      return saved;
    } catch (error) {
      await removeStored(storage, stored.path);
      throw error;
    }
  }

  return { refuseDeclaredTooLarge, storeAndRecord };
}
