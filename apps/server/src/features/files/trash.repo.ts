import type { Db } from '../../platform/db/schema.ts';

/**
 * The deletions of one company, newest first: files deleted on their own, and the top folder of each folder
 * deletion with how many files went with it. Each half reads its trash index; the caller merges.
 */
export async function listTrash(db: Db, tenantId: string, limit: number) {
  const files = db
    .selectFrom('documents as d')
    .leftJoin('users as u', 'u.id', 'd.deleted_by')
    .select(['d.trash_id', 'd.folder', 'd.name', 'd.deleted_at', 'u.name as deleted_by'])
    .where('d.tenant_id', '=', tenantId)
    .where('d.deleted_at', 'is not', null)
    .whereRef('d.trash_id', '=', 'd.id')
    .orderBy('d.deleted_at', 'desc')
    .limit(limit)
    .execute();
  const folders = db
    .selectFrom('folders as f')
    .leftJoin('users as u', 'u.id', 'f.deleted_by')
    .select((eb) => [
      'f.trash_id',
      'f.path',
      'f.deleted_at',
      'u.name as deleted_by',
      eb
        .selectFrom('documents as d')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .whereRef('d.trash_id', '=', 'f.id')
        .as('files'),
    ])
    .where('f.tenant_id', '=', tenantId)
    .where('f.deleted_at', 'is not', null)
    .whereRef('f.trash_id', '=', 'f.id')
    .orderBy('f.deleted_at', 'desc')
    .limit(limit)
    .execute();
  return { files: await files, folders: await folders };
}

/** One deletion's rows: what a restore brings back, to check nothing live has taken their places since. */
export async function trashedRows(db: Db, tenantId: string, trashId: string) {
  const folders = await db
    .selectFrom('folders')
    .select(['id', 'path', 'parent'])
    .where('tenant_id', '=', tenantId)
    .where('trash_id', '=', trashId)
    .execute();
  const documents = await db
    .selectFrom('documents')
    .select(['id', 'folder', 'name'])
    .where('tenant_id', '=', tenantId)
    .where('trash_id', '=', trashId)
    .execute();
  return { folders, documents };
}

/**
 * Folders of a deletion whose paths are live again (an upload made them meanwhile): dropped from the deletion,
 * so that restoring it merges into the live ones instead of clashing with them.
 */
export async function mergeTrashedFoldersLiveAgain(db: Db, tenantId: string, trashId: string, paths: string[]) {
  if (paths.length === 0) return;
  const live = await db
    .selectFrom('folders')
    .select('path')
    .where('tenant_id', '=', tenantId)
    .where('deleted_at', 'is', null)
    .where('path', 'in', paths)
    .execute();
  if (live.length === 0) return;
  await db
    .deleteFrom('folders')
    .where('trash_id', '=', trashId)
    .where(
      'path',
      'in',
      live.map((f) => f.path),
    )
    .execute();
}

/** Whether a deletion's id names a folder (else a file): which restore it is. */
export async function isFolderId(db: Db, id: string) {
  return (await db.selectFrom('folders').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Documents in the trash since before `cutoff`, oldest deletion first, with where their company keeps bytes. */
export function expiredDocuments(
  db: Db,
  cutoff: Date,
  /** Held documents already seen this run (kept in the trash). */
  skipDocuments: string[],
  limit: number,
) {
  return db
    .selectFrom('documents as d')
    .innerJoin('tenants as t', 't.id', 'd.tenant_id')
    .select(['d.id', 'd.tenant_id', 'd.folder', 'd.name', 't.root_directory', 't.root_directory_type'])
    .where('d.deleted_at', '<', cutoff)
    .$if(skipDocuments.length > 0, (q) => q.where('d.id', 'not in', skipDocuments))
    .orderBy('d.deleted_at')
    .limit(limit)
    .execute();
}

/** Where every version of these documents keeps its bytes. */
export function versionPathsOf(db: Db, documentIds: string[]) {
  return db
    .selectFrom('document_versions')
    .select(['document_id', 'storage_path'])
    .where('document_id', 'in', documentIds)
    .execute();
}

/** Rows of documents whose bytes are gone (their versions go with them: ON DELETE CASCADE). */
export function deleteDocumentRows(db: Db, ids: string[]) {
  return db.deleteFrom('documents').where('id', 'in', ids).execute();
}

/** Folders in the trash since before `cutoff` whose deletion holds no document any more. */
export async function deleteExpiredEmptyFolders(db: Db, cutoff: Date) {
  const result = await db
    .deleteFrom('folders as f')
    .where('f.deleted_at', '<', cutoff)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('documents as d').select('d.id').whereRef('d.trash_id', '=', 'f.trash_id'))),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
