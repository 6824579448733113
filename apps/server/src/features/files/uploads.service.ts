import type { Readable } from 'node:stream';
import { UPLOAD_TYPE_FOLDERS, VALIDATION_MESSAGES, type TUploadRecord, type TUploadType } from '@ledgerport/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { recordAuditEvent } from '../../platform/audit/audit-recorder.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { StorageResolver } from '../../platform/storage/storage.ts';
import { createFileAudit } from './file-audit.ts';
import { findUser, insertUpload } from './files.repo.ts';
import { callStorage, pathRefused, uploadTooLarge } from './storage-errors.ts';
import { openTenantStorage } from './tenant-storage.ts';
import { safeUploadName } from './upload-name.ts';

/** Room for the multipart framing around the file when judging a request by its Content-Length. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The one file part of an upload request, as the route reads it (never buffered). */
export type IncomingFile = { fileName: string; content: Readable };

export type UploadRequest = {
  type: TUploadType;
  isMultipart: boolean;
  /** The request's Content-Length, when it declared one. */
  declaredBytes: number | undefined;
  /** The first file part, or undefined when the form has none. */
  nextFile: () => Promise<IncomingFile | undefined>;
};

const missingFile = () =>
  new AppError(400, 'VALIDATION_ERROR', 'Send the file as a multipart part named "file"', [
    { field: 'file', message: VALIDATION_MESSAGES.selectFileToUpload },
  ]);

export function createUploadsService(deps: {
  db: Kysely<DB>;
  log: FastifyBaseLogger;
  storageFor: StorageResolver;
  maxBytes: number;
}) {
  const { db, log, maxBytes } = deps;
  const audited = createFileAudit(db, log);

  /** Streams the part into storage; whatever the part still holds after a failure is drained, not left hanging. */
  async function store(storage: Awaited<ReturnType<typeof openTenantStorage>>, folder: string, file: IncomingFile) {
    try {
      return await callStorage(log, async () => {
        try {
          return await storage.write(folder, file.fileName, file.content, { maxBytes });
        } catch (error) {
          // The request itself broke off (client gone, malformed form): that is not the storage's fault.
          if (file.content.errored) throw new AppError(400, 'VALIDATION_ERROR', 'The upload was interrupted');
          throw error;
        }
      });
    } finally {
      file.content.resume();
    }
  }

  return {
    /**
     * One file into the folder of its type. Checks the tenant and permission before reading a byte, streams
     * the part straight to storage (which refuses it past the limit and leaves nothing behind), then records
     * the upload row and the audit event together.
     */
    async upload(actor: Principal, ip: string | null, tenantId: string, request: UploadRequest) {
      const folder = UPLOAD_TYPE_FOLDERS[request.type];
      const userId = actor.access.userId;
      return audited('FILE_UPLOAD', { userId, ip }, tenantId, folder, async (scope) => {
        const storage = await openTenantStorage(deps, actor.access, tenantId, 'upload files');
        if (!request.isMultipart) {
          throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data');
        }
        if (request.declaredBytes !== undefined && request.declaredBytes > maxBytes + MULTIPART_OVERHEAD_BYTES) {
          throw uploadTooLarge(maxBytes);
        }
        const file = await request.nextFile();
        if (!file) throw missingFile();
        scope.target = `${folder}/${file.fileName}`;
        const name = safeUploadName(file.fileName);
        if (!name.ok) {
          file.content.resume();
          throw pathRefused(name.reason);
        }

        const stored = await store(storage, folder, { fileName: name.name, content: file.content });
        scope.target = stored.path;
        const uploader = await findUser(db, userId);
        const row = await db.transaction().execute(async (trx) => {
          const inserted = await insertUpload(trx, {
            tenantId,
            type: request.type,
            uploadedBy: userId,
            fileName: stored.name,
            path: stored.path,
            size: stored.size,
            sha256: stored.sha256,
          });
          await recordAuditEvent(trx, {
            action: 'FILE_UPLOAD',
            result: 'OK',
            actorUserId: userId,
            tenantId,
            target: stored.path,
            ip,
          });
          return inserted;
        });
        scope.recorded = true;
        return {
          id: row.id,
          tenant_uuid: tenantId,
          type: request.type,
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
        } satisfies TUploadRecord;
      });
    },
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
