import {
  UPLOAD_TYPE_FOLDERS,
  VALIDATION_MESSAGES,
  type TPermission,
  type TUploadRecord,
  type TUploadType,
} from '@ledgerport/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Principal } from '../../platform/auth/guards.ts';
import { requireTenant } from '../../platform/auth/tenant-scope.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { StorageResolver, TenantStorage } from '../../platform/storage/storage.ts';
import { assertFeatureOn } from '../feature-settings/feature-settings.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { auditActorOf, createAudited, recordAlongside, type AuditScope } from '../../platform/audit/audited.ts';
import { joinPath } from './catalog-paths.ts';
import { checkedPath } from './document-name.ts';
import { findLiveFolder } from './folders.repo.ts';
import { createUploadWriter, senderOf, type IncomingFile } from './upload-writer.ts';

export type { IncomingFile };

/** A file to keep in the folder of its type; a resumable upload's names its id and marks it done in `commitWith`. */
export type KeptFile = {
  type: TUploadType;
  asVersion: boolean;
  /** An existing folder chosen instead of the type's (a dropped folder's, issue 36), as the sender named it. */
  folder?: string | undefined;
  file: IncomingFile;
  resumableUploadId?: string;
  commitWith?: (trx: Transaction<DB>, upload: TUploadRecord) => Promise<void>;
};

export type UploadRequest = {
  type: TUploadType;
  /** A same-named file in the folder gets this as its new version (else it is kept beside it, numbered). */
  asVersion: boolean;
  /** An existing folder instead of the type's (see KeptFile). */
  folder?: string | undefined;
  isMultipart: boolean;
  /** The request's Content-Length, when it declared one. */
  declaredBytes: number | undefined;
  /** The first file part, or undefined when the form has none. */
  nextFile: () => Promise<IncomingFile | undefined>;
};

/**
 * A file another feature keeps with a record of its own (a payroll document): stored like any upload, and
 * `commitWith` writes that record in the same transaction as the upload row.
 */
export type OwnedUpload<T> = {
  type: TUploadType;
  /** What the caller must hold in the tenant (the owning feature's permission, e.g. 'submit payroll'). */
  permission: TPermission;
  file: IncomingFile;
  /** The request's Content-Length, when it declared one. */
  declaredBytes: number | undefined;
  commitWith: (trx: Transaction<DB>, upload: TUploadRecord) => Promise<T>;
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
  notifications: Pick<NotificationsService, 'notifyStaffOfUpload'>;
}) {
  const audited = createAudited(deps.db, deps.log);
  const { refuseDeclaredTooLarge, storeAndRecord, storeAndRecordMany } = createUploadWriter(deps);

  /** The file is stored whatever happens here: a notification that fails is logged, never the upload's error. */
  const tellStaff = async (actor: Principal, tenantId: string, upload: TUploadRecord) => {
    try {
      await deps.notifications.notifyStaffOfUpload({
        tenantId,
        tenantName: actor.access.tenants.get(tenantId)?.tenantName ?? '',
        fileType: upload.type,
        fileName: upload.file_name,
      });
    } catch (error) {
      deps.log.error({ err: error, tenantId }, 'could not notify staff of an upload');
    }
  };

  /**
   * Whether this person may upload into this company now: the company boundary and permission first (a stranger
   * gets 404), then a client's upload while the firm has it switched off is refused (staff still upload).
   * Answers the company's storage.
   */
  const admit = async (actor: Principal, tenantId: string) => {
    const storage = deps.storageFor(await requireTenant(deps.db, actor.access, tenantId, 'upload files'));
    if (actor.access.audience === 'client') await assertFeatureOn(deps.db, 'CLIENT_FILE_UPLOAD');
    return storage;
  };

  /**
   * The folder an upload names instead of its type's: a safe path to a live folder of this company (the web made
   * it first, POST /folder-paths), else 400 PATH_REFUSED or 404. Undefined: the type's folder.
   */
  const chosenFolder = async (tenantId: string, folder: string | undefined) => {
    if (folder === undefined || folder === null) return undefined;
    const path = checkedPath(folder);
    if (path !== '' && !(await findLiveFolder(deps.db, tenantId, path))) throw notFound('Folder');
    return path;
  };

  /**
   * How an upload's file is kept, whether it came in one request or resumably: stored and cataloged with its
   * upload row and audit event (upload-writer.ts), then staff hear of a client's file.
   */
  const keep = async (
    actor: Principal,
    tenantId: string,
    scope: AuditScope,
    storage: TenantStorage,
    kept: KeptFile,
  ) => {
    const { upload } = await storeAndRecord(scope, storage, {
      sender: senderOf(actor),
      tenantId,
      type: kept.type,
      folder: await chosenFolder(tenantId, kept.folder),
      file: kept.file,
      asVersion: kept.asVersion,
      resumableUploadId: kept.resumableUploadId,
      commitWith: kept.commitWith,
    });
    if (actor.access.audience === 'client') await tellStaff(actor, tenantId, upload);
    return upload;
  };

  /** Audited as FILE_UPLOAD to the folder of the file's type (or the one it names), whatever happens inside. */
  const auditedUpload = <T>(
    actor: Principal,
    tenantId: string,
    type: TUploadType,
    run: (scope: AuditScope) => Promise<T>,
    folder?: string,
  ) =>
    audited(auditActorOf(actor), { action: 'FILE_UPLOAD', tenantId, target: folder ?? UPLOAD_TYPE_FOLDERS[type] }, run);

  return {
    admit,
    chosenFolder,

    /**
     * One file into the folder of its type. Checks the tenant and permission before reading a byte, streams
     * the part straight to storage (which refuses it past the limit and leaves nothing behind), then records
     * the upload row and the audit event together.
     */
    async upload(actor: Principal, tenantId: string, request: UploadRequest) {
      return auditedUpload(
        actor,
        tenantId,
        request.type,
        async (scope) => {
          // Refused before a byte is read (audited DENIED FEATURE_DISABLED when switched off).
          const storage = await admit(actor, tenantId);
          if (!request.isMultipart) {
            throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data');
          }
          refuseDeclaredTooLarge(request.declaredBytes);
          const folder = await chosenFolder(tenantId, request.folder);
          const file = await request.nextFile();
          if (!file) throw missingFile();
          return keep(actor, tenantId, scope, storage, {
            type: request.type,
            asVersion: request.asVersion,
            folder,
            file,
          });
        },
        request.folder,
      );
    },

    /**
     * Runs a resumable upload's creation checks: a refusal is on the trail as a refused upload (DENIED FILE_UPLOAD,
     * its code), as the multipart route's would be; passing records nothing (the file is audited when kept).
     */
    async auditRefusals<T>(
      actor: Principal,
      tenantId: string,
      type: TUploadType,
      fileName: string,
      check: () => Promise<T>,
      folder?: string,
    ) {
      try {
        return await check();
      } catch (error) {
        if (error instanceof AppError && error.statusCode < 500) {
          await auditedUpload(actor, tenantId, type, async (scope) => {
            if (fileName) scope.target = joinPath(folder ?? UPLOAD_TYPE_FOLDERS[type], fileName);
            throw error;
          }).catch(() => undefined);
        }
        throw error;
      }
    },

    /**
     * A resumable upload's last byte arrived: its staged bytes are kept exactly as a one-request upload's file
     * (same checks, catalog entry, audit event, staff notification). `commitWith` marks the resumable upload
     * finished in the same transaction, so it is never kept twice.
     */
    async keepResumed(actor: Principal, tenantId: string, kept: KeptFile) {
      return auditedUpload(
        actor,
        tenantId,
        kept.type,
        async (scope) => keep(actor, tenantId, scope, await admit(actor, tenantId), kept),
        kept.folder,
      );
    },

    /**
     * A file that belongs to another feature's record (a payroll document): the same limit, naming (" (1)"),
     * upload row and audit event as an upload, under the owning feature's permission, with that record
     * written by `commitWith` in the upload row's transaction. Nothing is half-written: a refused file leaves
     * no record, a record that cannot be saved takes its file back with it. Answers what `commitWith` did.
     */
    async storeUpload<T>(actor: Principal, tenantId: string, owned: OwnedUpload<T>): Promise<T> {
      return audited(
        auditActorOf(actor),
        { action: 'FILE_UPLOAD', tenantId, target: UPLOAD_TYPE_FOLDERS[owned.type] },
        async (scope) => {
          try {
            const storage = deps.storageFor(await requireTenant(deps.db, actor.access, tenantId, owned.permission));
            refuseDeclaredTooLarge(owned.declaredBytes);
            const { result } = await storeAndRecord(scope, storage, {
              sender: senderOf(actor),
              tenantId,
              type: owned.type,
              file: owned.file,
              commitWith: owned.commitWith,
            });
            return result as T;
          } finally {
            owned.file.content.resume();
          }
        },
      );
    },

    /**
     * Files that belong together to another feature's record (a message's attachments), kept all or none in
     * `folder` (created when missing) as New documents; one FILE_UPLOAD event per file beside the owner's rows.
     * The tenant and `permission` are checked before a byte is read.
     */
    async storeUploads<T>(actor: Principal, tenantId: string, owned: OwnedUploads<T>): Promise<T> {
      const storage = deps.storageFor(await requireTenant(deps.db, actor.access, tenantId, owned.permission));
      return storeAndRecordMany(storage, {
        sender: senderOf(actor),
        tenantId,
        type: 'OTHERS',
        folder: owned.folder,
        nextFile: owned.nextFile,
        tooMany: owned.tooMany,
        recordFile: (trx, upload) =>
          recordAlongside(trx, auditActorOf(actor), { action: 'FILE_UPLOAD', tenantId, target: upload.path }),
        commitWith: owned.commitWith,
      });
    },
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;

/** Several files kept with one record of another feature, all or none (see `storeUploads`). */
export type OwnedUploads<T> = {
  folder: string;
  permission: TPermission;
  nextFile: () => Promise<IncomingFile | undefined>;
  tooMany: { max: number; error: () => Error };
  commitWith: (trx: Transaction<DB>, uploads: TUploadRecord[]) => Promise<T>;
};
