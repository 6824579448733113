import type { TUploadType } from '@ledgerport/contract';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/schema.ts';

/** One resumable (tus) upload: who sends it, to which company, under which name and type, how long it is. */
export type NewResumableUpload = {
  id: string;
  tenantId: string;
  uploadedBy: string;
  fileName: string;
  type: TUploadType;
  asVersion: boolean;
  length: number;
  metadata: Record<string, string | null>;
};

export const insertResumableUpload = (db: Db, upload: NewResumableUpload) =>
  db
    .insertInto('resumable_uploads')
    .values({
      id: upload.id,
      tenant_id: upload.tenantId,
      uploaded_by: upload.uploadedBy,
      file_name: upload.fileName,
      type: upload.type,
      as_version: upload.asVersion,
      length: upload.length,
      metadata: JSON.stringify(upload.metadata),
    })
    .execute();

export const findResumableUpload = (db: Db, id: string) =>
  db.selectFrom('resumable_uploads').selectAll().where('id', '=', id).executeTakeFirst();

export type ResumableUploadRow = NonNullable<Awaited<ReturnType<typeof findResumableUpload>>>;

/** The upload only its sender sees, in the company named: another company's or another person's is not there. */
export const findOwnResumableUpload = (db: Db, id: string, tenantId: string, userId: string) =>
  db
    .selectFrom('resumable_uploads')
    .selectAll()
    .where('id', '=', id)
    .where('tenant_id', '=', tenantId)
    .where('uploaded_by', '=', userId)
    .executeTakeFirst();

export const recordResumableOffset = (db: Db, id: string, offset: number) =>
  db
    .updateTable('resumable_uploads')
    .set({ offset, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();

/**
 * Marks the upload finished with its file, in the transaction that catalogs the file; answers false when it
 * already was (another completion, or recovery, got there first: that transaction must then not commit).
 */
export const markResumableFinished = async (db: Db, id: string, uploadId: string): Promise<boolean> =>
  Number(
    (
      await db
        .updateTable('resumable_uploads')
        .set({ upload_id: uploadId, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .where('upload_id', 'is', null)
        .executeTakeFirst()
    ).numUpdatedRows,
  ) > 0;

export const deleteResumableUpload = (db: Db, id: string) =>
  db.deleteFrom('resumable_uploads').where('id', '=', id).execute();

/** Whether a crash journal entry still holds this upload's file (recovery will finish or undo it). */
export const isResumableJournaled = async (db: Db, id: string) =>
  (await db.selectFrom('pending_uploads').select('id').where('resumable_upload_id', '=', id).executeTakeFirst()) !==
  undefined;

/** Uploads nobody has touched since `cutoff`, finished or not: their staged bytes and rows go. */
export const findUntouchedResumableUploads = (db: Db, cutoff: Date, limit: number) =>
  db
    .selectFrom('resumable_uploads')
    .select(['id'])
    .where('updated_at', '<', cutoff)
    .orderBy('updated_at')
    .limit(limit)
    .execute();

/**
 * The document a finished resumable upload's file became (undefined while not kept): through the version its
 * upload row made (document_versions_upload_idx), whichever completion or crash recovery kept it.
 */
export const documentOfResumable = async (db: Db, id: string): Promise<string | undefined> =>
  (
    await db
      .selectFrom('resumable_uploads as r')
      .innerJoin('document_versions as v', 'v.upload_id', 'r.upload_id')
      .select('v.document_id')
      .where('r.id', '=', id)
      .executeTakeFirst()
  )?.document_id;
