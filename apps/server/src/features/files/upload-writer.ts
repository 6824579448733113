import type { Readable } from 'node:stream';
import { UPLOAD_TYPE_FOLDERS, type TUploadRecord, type TUploadType } from '@ledgerport/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Principal } from '../../platform/auth/guards.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { crashPoint } from '../../platform/faults/crash-point.ts';
import type { StagedFile, TenantStorage } from '../../platform/storage/storage.ts';
import { storageFaultOf } from '../../platform/storage/storage-faults.ts';
import type { AuditScope } from '../../platform/audit/audited.ts';
import { joinPath } from './catalog-paths.ts';
import { catalogUpload } from './catalog-upload.ts';
import type { DocumentRecordHint } from './documents.repo.ts';
import { findUser, insertUpload } from './files.repo.ts';
import { nameRefused } from './document-name.ts';
import { closeJournalEntry, journalUpload } from './upload-journal.repo.ts';
import { callStorage, pathRefused, uploadTooLarge } from './storage-errors.ts';
import { safeUploadName } from './upload-name.ts';

/** Room for the multipart framing around the file when judging a request by its Content-Length. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The one file part of an upload request, as the route reads it (never buffered). */
export type IncomingFile = { fileName: string; content: Readable };

/** Who a stored file is credited to: the person who sent it, or the staff member a generated file was made for. */
export type FileSender = { userId: string; ip: string | null; userAgent: string | null; side: 'staff' | 'client' };

/** The sender of a request's upload. */
export const senderOf = (actor: Principal): FileSender => ({
  userId: actor.access.userId,
  ip: actor.client.ip,
  userAgent: actor.client.userAgent ?? null,
  side: actor.access.staffRoles.length > 0 ? 'staff' : 'client',
});

/** One file to keep: by default in the folder of its type; `commitWith` adds the owning feature's rows. */
export type ReceivedFile<T> = {
  sender: FileSender;
  tenantId: string;
  type: TUploadType;
  folder?: string;
  file: IncomingFile;
  commitWith?: ((trx: Transaction<DB>, upload: TUploadRecord) => Promise<T>) | undefined;
  asVersion?: boolean;
  /** A smaller limit than the writer's for this one file (what an upload link still takes). */
  maxBytes?: number;
  /** Sent through an upload link (issue 32): the document names the link and the confirmed address. */
  viaLink?: { linkId: string; email: string | null };
  /** For the record class and tax year (issue 35) when folder and type do not tell them. */
  record?: DocumentRecordHint;
  /** The resumable (tus) upload whose staged bytes these are: journaled so recovery can mark it finished. */
  resumableUploadId?: string;
};

/** Recovery judged this upload abandoned (a very slow one) and finished or undid it: it is no longer ours to undo. */
class TakenOverByRecovery extends Error {
  constructor() {
    super('upload taken over by crash recovery');
  }
}

/**
 * How every received file is kept, whichever route brought it, so that a crash at any moment leaves either
 * nothing visible or the file with its upload row and audit event:
 *   1. stage: the bytes streamed into the tenant's hidden staging area (nothing listed);
 *   2. journal: a pending_uploads row names the staged bytes, their folder and sender;
 *   3. publish: the file appears under a free name, atomically;
 *   4. record: upload row, audit event, the owning feature's rows, and the journal entry's end, in one transaction;
 *   5. the staged copy is let go.
 * A crash before 2 leaves an unjournaled staged file (swept); between 2 and 4 a journal entry that recovery
 * finishes (published: row and event written then) or undoes (not published: staged bytes removed). A failure
 * that is not a crash undoes everything before answering.
 */
export function createUploadWriter(deps: { db: Kysely<DB>; log: FastifyBaseLogger; maxBytes: number }) {
  const { db, log, maxBytes } = deps;

  /** Streams the part into staging; whatever the part still holds after a failure is drained, not left hanging. */
  async function stage(storage: TenantStorage, file: IncomingFile, limit = maxBytes) {
    try {
      return await callStorage(log, async () => {
        try {
          return await storage.stage(file.content, { maxBytes: limit });
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

  /**
   * Undoes an upload that failed after staging: the published file (if any), the journal entry, then the staged
   * bytes. Whatever cannot be undone now (the database or storage down) stays journaled for recovery, and is
   * logged; it never hides the first failure.
   */
  async function undo(storage: TenantStorage, staged: StagedFile, journalId: string | undefined, published?: string) {
    try {
      if (published !== undefined) await storage.remove(published);
      if (journalId !== undefined) await closeJournalEntry(db, journalId);
      await storage.discardStaged(staged.id);
    } catch (error) {
      log.error({ err: error, staged: staged.id, published }, 'upload not fully undone: left for recovery');
    }
  }

  /**
   * Stores the file in the folder of its type (or `folder`), then records the upload row, its audit event and
   * whatever `commitWith` adds, all in one transaction (steps above).
   */
  async function storeAndRecord<T>(
    scope: AuditScope,
    storage: TenantStorage,
    received: ReceivedFile<T>,
  ): Promise<{ upload: TUploadRecord; result: T | undefined }> {
    const {
      sender,
      tenantId,
      type,
      file,
      commitWith,
      asVersion = false,
      viaLink,
      record,
      resumableUploadId,
    } = received;
    const folder = received.folder ?? UPLOAD_TYPE_FOLDERS[type];
    const userId = sender.userId;
    scope.target = `${folder}/${file.fileName}`;
    const name = safeUploadName(file.fileName);
    if (!name.ok) {
      file.content.resume();
      throw name.rule ? nameRefused(name.rule, 'file') : pathRefused(name.reason);
    }

    const limit = Math.min(maxBytes, received.maxBytes ?? maxBytes);
    const staged = await stage(storage, { fileName: name.name, content: file.content }, limit);
    crashPoint('upload-staged');
    let journalId: string | undefined;
    let published: string | undefined;
    try {
      journalId = await journalUpload(db, {
        tenantId,
        staged,
        folder,
        desiredName: name.name,
        type,
        uploadedBy: userId,
        ip: sender.ip,
        userAgent: sender.userAgent,
        asVersion,
        viaLink,
        resumableUploadId,
      });
      crashPoint('upload-journaled');
      const stored = await callStorage(log, () => storage.publish(staged, folder, name.name));
      published = stored.path;
      crashPoint('upload-published');
      const uploader = await findUser(db, userId);
      const entry = journalId;
      const saved = await db.transaction().execute(async (trx) => {
        // Recovery takes journal entries it believes abandoned; if it took this one, it owns the file now.
        if (!(await closeJournalEntry(trx, entry))) throw new TakenOverByRecovery();
        const row = await insertUpload(trx, {
          tenantId,
          type,
          uploadedBy: userId,
          fileName: stored.name,
          path: stored.path,
          size: stored.size,
          sha256: stored.sha256,
        });
        const document = await catalogUpload(trx, {
          tenantId,
          folder,
          desiredName: name.name,
          asVersion,
          type,
          storagePath: stored.path,
          size: stored.size,
          sha256: stored.sha256,
          uploadedBy: userId,
          uploadId: row.id,
          viaLink,
          record,
        });
        scope.target = joinPath(folder, document.name);
        await scope.recordIn(trx);
        const upload: TUploadRecord = {
          id: row.id,
          tenant_uuid: tenantId,
          type,
          file_name: document.name,
          path: joinPath(folder, document.name),
          document_id: document.documentId,
          version: document.version,
          size: Number(row.size),
          sha256: row.sha256,
          uploaded_by: viaLink
            ? { uuid: userId, name: viaLink.email ?? '', side: 'client' }
            : { uuid: userId, name: uploader?.name ?? '', side: sender.side },
          created_at: row.created_at.toISOString(),
        };
        return { upload, result: commitWith ? await commitWith(trx, upload) : undefined };
      });
      crashPoint('upload-recorded');
      await storage.discardStaged(staged.id).catch((error: unknown) => {
        log.warn({ err: error, staged: staged.id }, 'staged copy of a stored upload left for the sweep');
      });
      return saved;
    } catch (error) {
      if (!(error instanceof TakenOverByRecovery)) await undo(storage, staged, journalId, published);
      throw error;
    }
  }

  /**
   * Several files kept together or not at all (a message's attachments, issue 34): each is named, staged,
   * journaled and published as it is read, then every upload row, its FILE_UPLOAD event (`recordFile`) and the
   * owner's rows (`commitWith`) are written in ONE transaction. Any refusal (a name, a size, one file too many,
   * the owner's own check in `commitWith`) undoes every file already published: nothing stays.
   */
  async function storeAndRecordMany<T>(
    storage: TenantStorage,
    received: {
      sender: FileSender;
      tenantId: string;
      type: TUploadType;
      folder: string;
      nextFile: () => Promise<IncomingFile | undefined>;
      /** Thrown at the file after the last allowed one (before a byte of it is read). */
      tooMany: { max: number; error: () => Error };
      recordFile: (trx: Transaction<DB>, upload: TUploadRecord) => Promise<void>;
      commitWith: (trx: Transaction<DB>, uploads: TUploadRecord[]) => Promise<T>;
    },
  ): Promise<T> {
    const { sender, tenantId, type, folder } = received;
    const kept: { staged: StagedFile; journalId: string | undefined; published: string | undefined; name: string }[] =
      [];
    const stored: { path: string; name: string; size: number; sha256: string }[] = [];
    try {
      for (let file = await received.nextFile(); file; file = await received.nextFile()) {
        if (kept.length >= received.tooMany.max) {
          file.content.resume();
          throw received.tooMany.error();
        }
        const name = safeUploadName(file.fileName);
        if (!name.ok) {
          file.content.resume();
          throw name.rule ? nameRefused(name.rule, 'file') : pathRefused(name.reason);
        }
        const staged = await stage(storage, { fileName: name.name, content: file.content });
        const entry: (typeof kept)[number] = { staged, journalId: undefined, published: undefined, name: name.name };
        kept.push(entry);
        entry.journalId = await journalUpload(db, {
          tenantId,
          staged,
          folder,
          desiredName: name.name,
          type,
          uploadedBy: sender.userId,
          ip: sender.ip,
          userAgent: sender.userAgent,
          asVersion: false,
          viaLink: undefined,
        });
        const publishedFile = await callStorage(log, () => storage.publish(staged, folder, name.name));
        entry.published = publishedFile.path;
        stored.push(publishedFile);
      }
      const uploader = await findUser(db, sender.userId);
      const result = await db.transaction().execute(async (trx) => {
        const uploads: TUploadRecord[] = [];
        for (const [index, entry] of kept.entries()) {
          const file = stored[index]!;
          if (!(await closeJournalEntry(trx, entry.journalId!))) throw new TakenOverByRecovery();
          const row = await insertUpload(trx, {
            tenantId,
            type,
            uploadedBy: sender.userId,
            fileName: file.name,
            path: file.path,
            size: file.size,
            sha256: file.sha256,
          });
          const document = await catalogUpload(trx, {
            tenantId,
            folder,
            desiredName: entry.name,
            asVersion: false,
            type,
            storagePath: file.path,
            size: file.size,
            sha256: file.sha256,
            uploadedBy: sender.userId,
            uploadId: row.id,
            viaLink: undefined,
          });
          const upload: TUploadRecord = {
            id: row.id,
            tenant_uuid: tenantId,
            type,
            file_name: document.name,
            path: joinPath(folder, document.name),
            document_id: document.documentId,
            version: document.version,
            size: Number(row.size),
            sha256: row.sha256,
            uploaded_by: { uuid: sender.userId, name: uploader?.name ?? '', side: sender.side },
            created_at: row.created_at.toISOString(),
          };
          await received.recordFile(trx, upload);
          uploads.push(upload);
        }
        return received.commitWith(trx, uploads);
      });
      for (const entry of kept) {
        await storage.discardStaged(entry.staged.id).catch((error: unknown) => {
          log.warn({ err: error, staged: entry.staged.id }, 'staged copy of a stored upload left for the sweep');
        });
      }
      return result;
    } catch (error) {
      if (!(error instanceof TakenOverByRecovery)) {
        for (const entry of kept) await undo(storage, entry.staged, entry.journalId, entry.published);
      }
      throw error;
    }
  }

  return { refuseDeclaredTooLarge, storeAndRecord, storeAndRecordMany };
}
