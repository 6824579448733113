import { sql } from 'kysely';
import type { Db, ReviewStatus } from '../../platform/db/schema.ts';
import type { DocumentsTable, UploadsTable } from '../../platform/db/schema.ts';
import { classifyDocument, type RecordOrigin } from '../../platform/records/record-class.ts';
import { documentEntryJson, pageAsOneText } from './catalog-entry-json.ts';
import { afterEntry, type After } from './catalog-order.ts';
import { belowPattern } from './catalog-paths.ts';

const allDocuments = (db: Db) => db.selectFrom('documents as d');

/**
 * The `newest` most recently uploaded live documents, as `d`. A LIMITed subquery is never merged into the query
 * around it, so the database reads exactly these (from documents_firm_recent_idx) and filters only them, whatever
 * it guesses about the filters. Same columns as the table, so it stands in for it.
 */
const newestDocuments = (db: Db, newest: number) =>
  db.selectFrom(
    db
      .selectFrom('documents')
      .selectAll()
      .where('deleted_at', 'is', null)
      .orderBy('uploaded_at', 'desc')
      .limit(newest)
      .as('d'),
  ) as unknown as ReturnType<typeof allDocuments>;

/** Documents (as `d`) with their uploaders (as `u`), nothing selected yet; of the `newest` ones when given. */
export const documentsAndUploaders = (db: Db, newest?: number) =>
  (newest === undefined ? allDocuments(db) : newestDocuments(db, newest)).leftJoin(
    'users as u',
    'u.id',
    'd.uploaded_by',
  );

/** The columns a listing or search shows of a document (documentsAndUploaders). */
export const withListedColumns = (query: ReturnType<typeof documentsAndUploaders>) =>
  query.select([
    'd.id',
    'd.tenant_id',
    'd.folder',
    'd.name',
    'd.type',
    'd.size',
    'd.uploaded_at',
    'd.created_at',
    'd.version_count',
    'd.review_status',
    'd.review_note',
    'd.revision',
    'u.name as uploader_name',
    'd.via_link_id',
    'd.via_link_email',
  ]);

/** What a listing or search shows of a document, with the uploader's name; of the `newest` ones when given. */
export function documentsWithUploader(db: Db, newest?: number) {
  return withListedColumns(documentsAndUploaders(db, newest));
}
export type DocumentListRow = Awaited<ReturnType<ReturnType<typeof documentsWithUploader>['execute']>>[number];

/** A page of the live documents in `folder`, in the listing order, after `after` when given, as one text. */
export function pageDocumentsIn(db: Db, tenantId: string, folder: string, after: After | undefined, shown: number) {
  const rows = documentsAndUploaders(db)
    .select(['d.id', 'd.name_key as sort_key', documentEntryJson()])
    .where('d.tenant_id', '=', tenantId)
    .where('d.folder', '=', folder)
    .where('d.deleted_at', 'is', null)
    .$if(after !== undefined, (q) => q.where(afterEntry('d', after!)))
    .orderBy('d.name_key')
    .orderBy('d.id');
  return pageAsOneText(db, rows, shown);
}

export function findLiveDocument(db: Db, tenantId: string, folder: string, name: string, forUpdate = false) {
  const query = db
    .selectFrom('documents')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('folder', '=', folder)
    .where('name', '=', name)
    .where('deleted_at', 'is', null);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

/** A live file in `folder` with exactly these bytes (the folder's own index narrows it; few files share a folder). */
export function findLiveDocumentHolding(db: Db, tenantId: string, folder: string, sha256: string) {
  return db
    .selectFrom('documents')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .where('folder', '=', folder)
    .where('sha256', '=', sha256)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function findDocument(db: Db, tenantId: string, id: string) {
  return db
    .selectFrom('documents')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export type NewDocument = {
  tenantId: string;
  folder: string;
  name: string;
  type: UploadsTable['type'] | null;
  storagePath: string;
  size: number;
  sha256: string;
  uploadedBy: string;
  uploadId: string | null;
  /**
   * Sent through an upload link (issue 32): nobody's account uploaded it, so the document and its version name
   * no uploader (`uploadedBy` is then only the folder's creator) and keep the link and the confirmed address.
   */
  viaLink?: { linkId: string; email: string | null } | undefined;
  /** What the record class rule cannot tell from the folder and type (issue 35): where it came from, its tax year. */
  record?: DocumentRecordHint | undefined;
};
export type DocumentRecordHint = { origin?: RecordOrigin; taxYear?: number | null };

/** Who a document's (or version's) row names as its uploader. */
const uploaderOf = (doc: NewDocument) => (doc.viaLink ? null : doc.uploadedBy);

/** A new document with its first version; undefined when a live one of that name appeared meanwhile. */
export async function insertDocument(db: Db, doc: NewDocument) {
  const row = await db
    .insertInto('documents')
    .values({
      tenant_id: doc.tenantId,
      folder: doc.folder,
      name: doc.name,
      type: doc.type,
      storage_path: doc.storagePath,
      size: doc.size,
      sha256: doc.sha256,
      uploaded_by: uploaderOf(doc),
      via_link_id: doc.viaLink?.linkId ?? null,
      via_link_email: doc.viaLink?.email ?? null,
      // The one place a document row is made, so the one place its record class is decided (issue 35).
      record_class: classifyDocument({
        folder: doc.folder,
        uploadType: doc.type,
        name: doc.name,
        origin: doc.record?.origin,
      }),
      tax_year: doc.record?.taxYear ?? null,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'folder', 'name']).where('deleted_at', 'is', null).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (row) await insertVersion(db, row.id, 1, doc);
  return row;
}

function insertVersion(db: Db, documentId: string, number: number, doc: NewDocument) {
  return db
    .insertInto('document_versions')
    .values({
      document_id: documentId,
      tenant_id: doc.tenantId,
      number,
      storage_path: doc.storagePath,
      size: doc.size,
      sha256: doc.sha256,
      uploaded_by: uploaderOf(doc),
      upload_id: doc.uploadId,
    })
    .execute();
}

/** The next version of a document (locked by the caller): its bytes become the current ones, to be reviewed again. */
export async function addVersion(db: Db, current: { id: string; version_count: number }, doc: NewDocument) {
  const number = current.version_count + 1;
  await insertVersion(db, current.id, number, doc);
  return db
    .updateTable('documents')
    .set({
      storage_path: doc.storagePath,
      size: doc.size,
      sha256: doc.sha256,
      uploaded_by: uploaderOf(doc),
      via_link_id: doc.viaLink?.linkId ?? null,
      via_link_email: doc.viaLink?.email ?? null,
      uploaded_at: sql<Date>`now()`,
      version_count: number,
      review_status: 'NEW' satisfies ReviewStatus,
      review_note: null,
      revision: sql<number>`revision + 1`,
    })
    .where('id', '=', current.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Live names in `folder` starting with `stem` (for the first free "name (n).ext"). */
export async function liveNamesStartingWith(db: Db, tenantId: string, folder: string, stem: string) {
  const rows = await db
    .selectFrom('documents')
    .select('name')
    .where('tenant_id', '=', tenantId)
    .where('folder', '=', folder)
    .where('deleted_at', 'is', null)
    .where(sql<boolean>`left(name, ${stem.length}) = ${stem}`)
    .execute();
  return new Set(rows.map((r) => r.name));
}

/** Renames or moves one live document if it is still at `revision`; false when someone changed it first. */
export async function placeDocument(
  db: Db,
  tenantId: string,
  id: string,
  revision: number,
  to: { folder: string; name: string },
) {
  const result = await db
    .updateTable('documents')
    .set({ folder: to.folder, name: to.name, revision: sql<number>`revision + 1` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('revision', '=', revision)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Puts one live document in the trash (its own id names the deletion); false when changed or gone meanwhile. */
export async function trashDocument(
  db: Db,
  tenantId: string,
  id: string,
  revision: number | undefined,
  userId: string,
) {
  let query = db
    .updateTable('documents')
    .set({ deleted_at: sql<Date>`now()`, deleted_by: userId, trash_id: id, revision: sql<number>`revision + 1` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null);
  if (revision !== undefined) query = query.where('revision', '=', revision);
  return (await query.executeTakeFirst()).numUpdatedRows > 0n;
}

/** The live documents at or below `folder`, each once, for a zip (the caller caps the count with `limit`). */
export function liveDocumentsFrom(db: Db, tenantId: string, folder: string, limit: number) {
  return db
    .selectFrom('documents')
    .select(['folder', 'name', 'storage_path', 'size', 'uploaded_at'])
    .where('tenant_id', '=', tenantId)
    .where('deleted_at', 'is', null)
    .$if(folder !== '', (q) =>
      q.where((eb) => eb.or([eb('folder', '=', folder), eb('folder', 'like', belowPattern(folder))])),
    )
    .orderBy('folder')
    .orderBy('name')
    .limit(limit)
    .execute();
}

/** A live document's record class and tax year, locked for their change (issue 35). */
/** A live document's record class and tax year (the preview's record panel). */
export function documentRecordOf(db: Db, tenantId: string, id: string) {
  return db
    .selectFrom('documents')
    .select(['record_class', 'tax_year'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function lockDocumentRecord(db: Db, tenantId: string, id: string) {
  return db
    .selectFrom('documents')
    .select(['record_class', 'tax_year'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export function setDocumentRecord(
  db: Db,
  id: string,
  record: { record_class: DocumentsTable['record_class']['__update__']; tax_year: number | null },
) {
  return db.updateTable('documents').set(record).where('id', '=', id).execute();
}
