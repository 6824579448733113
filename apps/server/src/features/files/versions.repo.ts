import type { Db } from '../../platform/db/schema.ts';

/** Every version of one document, newest first, with the uploader's name. */
export function listVersions(db: Db, documentId: string) {
  return db
    .selectFrom('document_versions as v')
    .leftJoin('users as u', 'u.id', 'v.uploaded_by')
    .select(['v.number', 'v.size', 'v.created_at', 'v.storage_path', 'u.name as uploader_name'])
    .where('v.document_id', '=', documentId)
    .orderBy('v.number', 'desc')
    .execute();
}

export function findVersion(db: Db, documentId: string, number: number) {
  return db
    .selectFrom('document_versions')
    .selectAll()
    .where('document_id', '=', documentId)
    .where('number', '=', number)
    .executeTakeFirst();
}

/** The document's row, locked until the transaction ends: a restore adds its version on top of what it read. */
export function lockDocument(db: Db, documentId: string) {
  return db.selectFrom('documents').selectAll().where('id', '=', documentId).forUpdate().executeTakeFirstOrThrow();
}
