import type { TUploadType } from '@ledgerport/contract';
import type { Db } from '../../platform/db/schema.ts';
import type { StagedFile } from '../../platform/storage/storage.ts';

/** What recovery needs to finish or undo an upload whose process died: the staged bytes, their place, their sender. */
export type JournaledUpload = {
  tenantId: string;
  staged: StagedFile;
  folder: string;
  desiredName: string;
  type: TUploadType;
  uploadedBy: string;
  ip: string | null;
  userAgent: string | null;
  asVersion: boolean;
  viaLink?: { linkId: string; email: string | null } | undefined;
  /** The resumable (tus) upload these bytes finish, if any. */
  resumableUploadId?: string | undefined;
};

export const journalUpload = async (db: Db, upload: JournaledUpload): Promise<string> =>
  (
    await db
      .insertInto('pending_uploads')
      .values({
        tenant_id: upload.tenantId,
        staged_id: upload.staged.id,
        folder: upload.folder,
        desired_name: upload.desiredName,
        type: upload.type,
        uploaded_by: upload.uploadedBy,
        size: upload.staged.size,
        sha256: upload.staged.sha256,
        ip: upload.ip,
        as_version: upload.asVersion,
        user_agent: upload.userAgent,
        via_link_id: upload.viaLink?.linkId ?? null,
        via_link_email: upload.viaLink?.email ?? null,
        resumable_upload_id: upload.resumableUploadId ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** Ends a journal entry; answers whether it was still there (recovery may have taken it meanwhile). */
export const closeJournalEntry = async (db: Db, id: string): Promise<boolean> =>
  Number((await db.deleteFrom('pending_uploads').where('id', '=', id).executeTakeFirst()).numDeletedRows) > 0;

/** Entries begun before `cutoff`, oldest first: uploads whose process is taken to have died. */
export const findStaleEntries = (db: Db, cutoff: Date, limit: number) =>
  db
    .selectFrom('pending_uploads')
    .selectAll()
    .where('created_at', '<', cutoff)
    .orderBy('created_at')
    .limit(limit)
    .execute();

/** The staged ids the journal still names (a handful: entries live for moments): the sweep leaves those alone. */
export const journaledStagedIds = async (db: Db): Promise<Set<string>> =>
  new Set((await db.selectFrom('pending_uploads').select('staged_id').execute()).map((row) => row.staged_id));
