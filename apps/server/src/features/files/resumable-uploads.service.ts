import fs from 'node:fs';
import { VALIDATION_MESSAGES, ZExistingFileChoice, ZUploadType, type TUploadRecord } from '@ledgerport/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Principal } from '../../platform/auth/guards.ts';
import type { Db } from '../../platform/db/schema.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { loadTus } from '../../platform/lazy/heavy-modules.ts';
import { nameRefused } from './document-name.ts';
import type { ResumableRequest, ResumableStaging } from './resumable-store.ts';
import {
  documentOfResumable,
  findOwnResumableUpload,
  isResumableJournaled,
  markResumableFinished,
  type ResumableUploadRow,
} from './resumable-uploads.repo.ts';
import { pathRefused, uploadTooLarge } from './storage-errors.ts';
import { safeUploadName } from './upload-name.ts';
import type { UploadsService } from './uploads.service.ts';

/** The creation headers the rules look at (tus: Upload-Length, Upload-Defer-Length, Upload-Metadata). */
export type CreationHeaders = { length?: string; deferLength?: string; metadata?: string };

/** The upload was marked finished by another completion between our check and our commit. */
class AlreadyFinished extends Error {
  constructor() {
    super('this resumable upload was already kept');
  }
}

/** The folder the creation named (Upload-Metadata `folder`), kept with the upload's metadata. */
const folderOf = (row: ResumableUploadRow) =>
  (JSON.parse(row.metadata) as Record<string, string | null>).folder ?? undefined;

const invalid = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_ERROR', `Invalid ${field}`, [{ field, message }]);

/** tus's own parser: a creation loads the tus libraries anyway, to be handed to @tus/server next. */
async function parseMetadata(header: string | undefined): Promise<Record<string, string | null>> {
  const { Metadata } = await loadTus();
  try {
    return header ? Metadata.parse(header) : {};
  } catch {
    throw invalid('upload_metadata', 'Upload-Metadata is not a list of key and base64 value pairs');
  }
}

/**
 * Resumable uploads (tus, issue 36), their rules: every request passes the same gate as a one-request upload
 * (company, permission 'upload files', a client's upload switch) and sees only its sender's uploads (anyone
 * else's id is 404); a creation names the file, its type, what to do with a taken name and optionally an existing
 * folder instead of the type's (Upload-Metadata `folder`, a dropped folder's, issue 36), as the multipart
 * route's query does, and is refused before a byte is sent; the last byte hands the staged file to the uploads
 * service, the same completion as a one-request upload, exactly once.
 */
export function createResumableUploadsService(deps: {
  db: Db;
  log: FastifyBaseLogger;
  uploads: UploadsService;
  staging: ResumableStaging;
  maxBytes: number;
}) {
  const { db, uploads, staging, maxBytes } = deps;

  /** The sender's own upload in this company, through the upload gate; anything else is not there. */
  async function own(actor: Principal, tenantId: string, id: string): Promise<ResumableUploadRow> {
    await uploads.admit(actor, tenantId);
    const row = await findOwnResumableUpload(db, id, tenantId, actor.access.userId);
    if (!row) throw notFound('Upload');
    return row;
  }

  /** Completions running in this process, by upload: a HEAD during the last PATCH's completion waits for it. */
  const finishing = new Map<string, Promise<TUploadRecord | undefined>>();

  /** Keeps the finished upload's file unless it already was (or a crash journal entry holds it for recovery). */
  async function keepOnce(actor: Principal, tenantId: string, row: ResumableUploadRow) {
    if (row.upload_id || (await isResumableJournaled(db, row.id))) return undefined;
    try {
      const upload = await uploads.keepResumed(actor, tenantId, {
        type: row.type,
        asVersion: row.as_version,
        folder: folderOf(row),
        file: { fileName: row.file_name, content: fs.createReadStream(staging.pathOf(row.id)) },
        resumableUploadId: row.id,
        commitWith: async (trx, kept) => {
          if (!(await markResumableFinished(trx, row.id, kept.id))) throw new AlreadyFinished();
        },
      });
      await staging.discardBytes(row.id);
      return upload;
    } catch (error) {
      // Another instance kept it meanwhile (its copy stands, ours was undone): for the client, it is done.
      if (error instanceof AlreadyFinished) return undefined;
      throw error;
    }
  }

  function finish(actor: Principal, tenantId: string, row: ResumableUploadRow) {
    const running = finishing.get(row.id);
    if (running) return running;
    const started = keepOnce(actor, tenantId, row).finally(() => finishing.delete(row.id));
    finishing.set(row.id, started);
    return started;
  }

  return {
    /** A creation's rules, checked before the upload exists: answers what the store records with it. */
    async admitCreation(actor: Principal, tenantId: string, headers: CreationHeaders): Promise<ResumableRequest> {
      // What cannot be read as an upload at all is refused after the gate (a stranger learns nothing) and,
      // like the multipart route's malformed query, is not on the trail.
      let metadata: Record<string, string | null>;
      try {
        metadata = await parseMetadata(headers.metadata);
      } catch (error) {
        await uploads.admit(actor, tenantId);
        throw error;
      }
      const type = ZUploadType.safeParse(metadata.type);
      if (!type.success) {
        await uploads.admit(actor, tenantId);
        throw invalid('type', 'Upload-Metadata "type" is one of the upload types');
      }
      const folder = metadata.folder ?? undefined;
      return uploads.auditRefusals(
        actor,
        tenantId,
        type.data,
        metadata.filename ?? '',
        async () => {
          await uploads.admit(actor, tenantId);
          // The folder is checked now, before a byte is sent, and again when the file is kept.
          await uploads.chosenFolder(tenantId, folder);
          if (headers.deferLength !== undefined || headers.length === undefined) {
            throw invalid('upload_length', 'Send Upload-Length: the size of the whole file');
          }
          const length = Number(headers.length);
          if (!/^\d+$/.test(headers.length) || !Number.isSafeInteger(length)) {
            throw invalid('upload_length', 'Upload-Length is the size of the file in bytes');
          }
          if (length > maxBytes) throw uploadTooLarge(maxBytes);
          if (!metadata.filename) {
            throw new AppError(400, 'VALIDATION_ERROR', 'Name the file in Upload-Metadata "filename"', [
              { field: 'file', message: VALIDATION_MESSAGES.selectFileToUpload },
            ]);
          }
          const name = safeUploadName(metadata.filename);
          if (!name.ok) throw name.rule ? nameRefused(name.rule, 'file') : pathRefused(name.reason);
          const existing = ZExistingFileChoice.default('version').safeParse(metadata.existing ?? undefined);
          if (!existing.success) throw invalid('existing', 'Upload-Metadata "existing" is version or keep_both');
          const creating = {
            tenantId,
            uploadedBy: actor.access.userId,
            fileName: name.name,
            type: type.data,
            asVersion: existing.data === 'version',
          };
          return { actor, tenantId, creating };
        },
        folder,
      );
    },

    /** HEAD, PATCH, DELETE: the sender's own upload, or 404. */
    admitOwn: own,

    /**
     * The last byte arrived (the PATCH that brought it): the file is kept, once. Answers the document it became
     * (a request's submit links it), also when it was kept by another completion meanwhile.
     */
    async finish(actor: Principal, tenantId: string, id: string): Promise<string | undefined> {
      const kept = await finish(actor, tenantId, await own(actor, tenantId, id));
      return kept?.document_id ?? (await documentOfResumable(db, id));
    },

    /** The document a finished upload's file became, for a HEAD after completion; undefined while unfinished. */
    documentOf: (id: string) => documentOfResumable(db, id),

    /**
     * A HEAD on an upload whose bytes all arrived but whose file was never kept (the process died, or the storage
     * failed, after the last byte): kept now, so a client resuming after a restart never sees "complete" for a
     * file that is not in its folder.
     */
    async finishIfComplete(actor: Principal, tenantId: string, row: ResumableUploadRow) {
      if (row.upload_id) return;
      const size = await fs.promises.stat(staging.pathOf(row.id)).then(
        (stats) => stats.size,
        () => -1,
      );
      if (size === Number(row.length)) await finish(actor, tenantId, row);
    },
  };
}
export type ResumableUploadsService = ReturnType<typeof createResumableUploadsService>;
