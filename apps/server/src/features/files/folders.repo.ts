import { sql } from 'kysely';
import type { Db } from '../../platform/db/schema.ts';
import { folderEntryJson, pageAsOneText } from './catalog-entry-json.ts';
import { afterEntry, type After } from './catalog-order.ts';
import { belowPattern, foldersDownTo, splitPath } from './catalog-paths.ts';

export function findLiveFolder(db: Db, tenantId: string, path: string) {
  return db
    .selectFrom('folders')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('path', '=', path)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function findFolder(db: Db, tenantId: string, id: string) {
  return db.selectFrom('folders').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

/** A folder's revision, its row locked until the caller's transaction ends (undefined when it is gone). */
export async function lockFolderRevision(db: Db, id: string) {
  const row = await db.selectFrom('folders').select('revision').where('id', '=', id).forUpdate().executeTakeFirst();
  return row?.revision;
}

/** A page of the folders directly inside `parent`, in the listing order, after `after` when given, as one text. */
export function pageChildFolders(db: Db, tenantId: string, parent: string, after: After | undefined, shown: number) {
  const rows = db
    .selectFrom('folders')
    .select(['id', 'name_key as sort_key', folderEntryJson()])
    .where('tenant_id', '=', tenantId)
    .where('parent', '=', parent)
    .where('deleted_at', 'is', null)
    .$if(after !== undefined, (q) => q.where(afterEntry('folders', after!)))
    .orderBy('name_key')
    .orderBy('id');
  return pageAsOneText(db, rows, shown);
}

/**
 * Makes `path` and every folder above it exist (an upload into "a/b" makes "a" too). Two requests doing it at
 * once both succeed: the live-path index turns the second insert into nothing.
 */
export async function ensureFolders(db: Db, tenantId: string, path: string, userId: string | null) {
  for (const folder of foldersDownTo(path)) await insertFolderIfMissing(db, tenantId, folder, userId);
}

/**
 * Makes one folder unless a live one has its path: answers its id when this call made it, undefined when it was
 * there (or a concurrent call made it first: the live-path index turns this insert into nothing, after waiting for
 * that call's transaction).
 */
export async function insertFolderIfMissing(db: Db, tenantId: string, path: string, userId: string | null) {
  const { folder: parent, name } = splitPath(path);
  const row = await db
    .insertInto('folders')
    .values({ tenant_id: tenantId, path, parent, name, created_by: userId })
    .onConflict((oc) => oc.columns(['tenant_id', 'path']).where('deleted_at', 'is', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export function insertFolder(db: Db, tenantId: string, path: string, userId: string) {
  const { folder: parent, name } = splitPath(path);
  return db
    .insertInto('folders')
    .values({ tenant_id: tenantId, path, parent, name, created_by: userId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Live folders at or below `path`, for a move or a deletion. */
export function liveFoldersFrom(db: Db, tenantId: string, path: string) {
  return db
    .selectFrom('folders')
    .select(['id', 'path'])
    .where('tenant_id', '=', tenantId)
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('path', '=', path), eb('path', 'like', belowPattern(path))]))
    .execute();
}

/** Renames or moves a folder and everything below it: one statement per table, inside the caller's transaction. */
export async function rebaseFolders(db: Db, tenantId: string, from: string, to: string) {
  const rest = sql<string>`substr(path, ${from.length + 1})`;
  const { folder: parent, name } = splitPath(to);
  await db
    .updateTable('folders')
    .set((eb) => ({
      path: sql`${to} || ${rest}`,
      parent: eb
        .case()
        .when('path', '=', from)
        .then(parent)
        .else(sql<string>`${to} || substr(parent, ${from.length + 1})`)
        .end(),
      name: eb.case().when('path', '=', from).then(name).else(eb.ref('name')).end(),
      revision: sql`revision + 1`,
    }))
    .where('tenant_id', '=', tenantId)
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('path', '=', from), eb('path', 'like', belowPattern(from))]))
    .execute();
  await db
    .updateTable('documents')
    .set({ folder: sql`${to} || substr(folder, ${from.length + 1})`, revision: sql`revision + 1` })
    .where('tenant_id', '=', tenantId)
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('folder', '=', from), eb('folder', 'like', belowPattern(from))]))
    .execute();
}

/** Puts a folder, the folders below it and every file in them in the trash as one deletion (`trashId`). */
export async function trashFolderTree(db: Db, tenantId: string, path: string, trashId: string, userId: string) {
  const mark = {
    deleted_at: sql<Date>`now()`,
    deleted_by: userId,
    trash_id: trashId,
    revision: sql<number>`revision + 1`,
  };
  await db
    .updateTable('folders')
    .set(mark)
    .where('tenant_id', '=', tenantId)
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('path', '=', path), eb('path', 'like', belowPattern(path))]))
    .execute();
  const files = await db
    .updateTable('documents')
    .set(mark)
    .where('tenant_id', '=', tenantId)
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('folder', '=', path), eb('folder', 'like', belowPattern(path))]))
    .executeTakeFirst();
  return Number(files.numUpdatedRows);
}

/** Brings one deletion back out of the trash. The caller checks first that nothing live now holds its paths. */
export async function restoreTrash(db: Db, tenantId: string, trashId: string) {
  const back = { deleted_at: null, deleted_by: null, trash_id: null, revision: sql<number>`revision + 1` };
  await db.updateTable('folders').set(back).where('tenant_id', '=', tenantId).where('trash_id', '=', trashId).execute();
  const files = await db
    .updateTable('documents')
    .set(back)
    .where('tenant_id', '=', tenantId)
    .where('trash_id', '=', trashId)
    .executeTakeFirst();
  return Number(files.numUpdatedRows);
}
