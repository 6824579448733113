import type { AuditChanges } from '../../platform/audit/changes.ts';
import type { Db } from '../../platform/db/schema.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { refuseHeldDocuments, refuseHeldFolder } from '../../platform/records/legal-hold-check.ts';
import { joinPath } from './catalog-paths.ts';
import { checkedName, checkedPath } from './document-name.ts';
import { findDocument, findLiveDocument, placeDocument, trashDocument } from './documents.repo.ts';
import { findFolder, findLiveFolder, lockFolderRevision, rebaseFolders, trashFolderTree } from './folders.repo.ts';

/**
 * The catalog's changes one item at a time, each inside the caller's transaction: the single-item routes run one
 * step in a transaction of its own, the bulk routes run one step per item in one transaction (all or nothing).
 */

/** 409 NAME_TAKEN; `name` (when known) goes in the details, so a bulk move can say which name clashed. */
export const nameTaken = (name?: string) =>
  new AppError(
    409,
    'NAME_TAKEN',
    'A file or folder of that name is already there',
    name === undefined ? undefined : [{ field: 'name', message: name }],
  );
export const changedMeanwhile = (path?: string) =>
  new AppError(
    409,
    'CHANGED_MEANWHILE',
    'Someone changed this since you opened it; reload and try again',
    path === undefined ? undefined : [{ field: 'path', message: path }],
  );
export const moveIntoItself = () => new AppError(400, 'MOVE_INTO_ITSELF', 'A folder cannot be moved into itself');

/** Runs `work` in a transaction; the live-name index refusing a second holder of a name is a 409, not a 500. */
export async function refusingTakenNames<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export type LiveDocument = NonNullable<Awaited<ReturnType<typeof findDocument>>>;
export type LiveFolder = NonNullable<Awaited<ReturnType<typeof findFolder>>>;

/** A document of this company not in the trash; 404 otherwise (another company's id included). */
export async function liveDocumentById(db: Db, tenantId: string, id: string): Promise<LiveDocument> {
  const document = await findDocument(db, tenantId, id);
  if (!document || document.deleted_at) throw notFound('File');
  return document;
}

export async function liveFolderById(db: Db, tenantId: string, id: string): Promise<LiveFolder> {
  const folder = await findFolder(db, tenantId, id);
  if (!folder || folder.deleted_at) throw notFound('Folder');
  return folder;
}

/** A destination folder as typed: checked, and existing ('' = the root); 404 when it does not. */
export async function existingFolderPath(db: Db, tenantId: string, folder: string): Promise<string> {
  const path = checkedPath(folder);
  if (path !== '' && !(await findLiveFolder(db, tenantId, path))) throw notFound('Folder');
  return path;
}

/** Where a rename/move puts something: the checked new name and folder (each defaulting to where it is now). */
export async function targetOf(
  db: Db,
  tenantId: string,
  request: { name?: string | undefined; folder?: string | undefined },
  now: { folder: string; name: string },
) {
  const name = request.name === undefined ? now.name : checkedName(request.name);
  const folder = request.folder === undefined ? now.folder : await existingFolderPath(db, tenantId, request.folder);
  return { folder, name };
}

/** Refuses a folder going into itself or below itself. */
export function refuseMoveIntoItself(folder: { path: string }, toFolder: string) {
  if (toFolder === folder.path || toFolder.startsWith(`${folder.path}/`)) throw moveIntoItself();
}

/** Whether anything else live (file or folder) already holds `name` in `folder`. */
async function nameHeldByAnother(trx: Db, tenantId: string, folder: string, name: string, selfId: string) {
  const document = await findLiveDocument(trx, tenantId, folder, name);
  if (document && document.id !== selfId) return true;
  const held = await findLiveFolder(trx, tenantId, joinPath(folder, name));
  return held !== undefined && held.id !== selfId;
}

export type Moved = { target: string; changes: AuditChanges };
type Place = { folder: string; name: string };

/** Renames/moves one document if still at `revision`; what the trail records of it. */
export async function moveDocumentIn(
  trx: Db,
  tenantId: string,
  document: LiveDocument,
  revision: number,
  to: Place,
): Promise<Moved> {
  const from = joinPath(document.folder, document.name);
  if (await nameHeldByAnother(trx, tenantId, to.folder, to.name, document.id)) throw nameTaken(to.name);
  if (!(await placeDocument(trx, tenantId, document.id, revision, to))) throw changedMeanwhile(from);
  return { target: from, changes: { path: { from, to: joinPath(to.folder, to.name) } } };
}

/** Renames/moves one folder with everything below it if still at `revision` (the caller refused "into itself"). */
export async function moveFolderIn(
  trx: Db,
  tenantId: string,
  folder: LiveFolder,
  revision: number,
  to: Place,
): Promise<Moved> {
  const path = joinPath(to.folder, to.name);
  if ((await lockFolderRevision(trx, folder.id)) !== revision) throw changedMeanwhile(folder.path);
  if (await nameHeldByAnother(trx, tenantId, to.folder, to.name, folder.id)) throw nameTaken(to.name);
  await rebaseFolders(trx, tenantId, folder.path, path);
  return { target: folder.path, changes: { path: { from: folder.path, to: path } } };
}

/** One document to the trash as its own deletion (its id names it); `revision` undefined = whatever it is now. */
export async function trashDocumentIn(
  trx: Db,
  tenantId: string,
  document: LiveDocument,
  revision: number | undefined,
  userId: string,
) {
  const path = joinPath(document.folder, document.name);
  // Nothing on legal hold goes to the trash (issue 35): 409 LEGAL_HOLD, and a bulk delete is undone whole.
  await refuseHeldDocuments(trx, tenantId, [document.id]);
  if (!(await trashDocument(trx, tenantId, document.id, revision, userId))) throw changedMeanwhile(path);
  return { trash_id: document.id, files: 1, path };
}

/**
 * A folder and everything below it to the trash as one deletion. It is one UPDATE per table, not a walk through
 * the storage, so 10,000 files take a fraction of a second (measured in the test) and need no job.
 */
export async function trashFolderIn(
  trx: Db,
  tenantId: string,
  folder: LiveFolder,
  revision: number | undefined,
  userId: string,
) {
  const current = await lockFolderRevision(trx, folder.id);
  if (current === undefined || (revision !== undefined && current !== revision)) throw changedMeanwhile(folder.path);
  await refuseHeldFolder(trx, tenantId, folder.path);
  const files = await trashFolderTree(trx, tenantId, folder.path, folder.id, userId);
  return { trash_id: folder.id, files, path: folder.path };
}
