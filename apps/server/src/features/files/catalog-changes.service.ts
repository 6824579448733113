import type { TCreateFolderRequest, TFileEntry, TPlaceRequest, TTrashed } from '@ledgerport/contract';
import type { FastifyBaseLogger } from 'fastify';
import { auditActorOf, createAudited } from '../../platform/audit/audited.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { requireTenant } from '../../platform/auth/tenant-scope.ts';
import type { Db } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { presentDocument, presentFolder } from './catalog.presenter.ts';
import { joinPath, splitPath } from './catalog-paths.ts';
import {
  liveDocumentById,
  liveFolderById,
  moveDocumentIn,
  moveFolderIn,
  nameTaken,
  refuseMoveIntoItself,
  refusingTakenNames,
  targetOf,
  trashDocumentIn,
  trashFolderIn,
} from './catalog-steps.ts';
import { checkedName, checkedPath } from './document-name.ts';
import { documentsWithUploader, findLiveDocument } from './documents.repo.ts';
import { findFolder, findLiveFolder, insertFolder } from './folders.repo.ts';

/**
 * Managing a company's files and folders ('manage files'): every change is one transaction on the catalog (the
 * bytes never move), audited with the path before and after. Deleting puts things in the trash; they are
 * removed for good only by the purge job, after the firm's retention period.
 */
export function createCatalogChangesService(deps: { db: Db; log: FastifyBaseLogger }) {
  const { db } = deps;
  const audited = createAudited(db, deps.log);
  const manage = (actor: Principal, tenantId: string) => requireTenant(db, actor.access, tenantId, 'manage files');

  async function documentEntry(tenantId: string, id: string): Promise<TFileEntry> {
    const row = await documentsWithUploader(db)
      .where('d.tenant_id', '=', tenantId)
      .where('d.id', '=', id)
      .executeTakeFirstOrThrow();
    return presentDocument(row);
  }

  return {
    createFolder: (actor: Principal, tenantId: string, request: TCreateFolderRequest) =>
      audited(auditActorOf(actor), { action: 'FOLDER_CREATE', tenantId, target: request.name }, async (scope) => {
        await manage(actor, tenantId);
        const parent = checkedPath(request.parent);
        const path = joinPath(parent, checkedName(request.name));
        scope.target = path;
        if (parent !== '' && !(await findLiveFolder(db, tenantId, parent))) throw notFound('Folder');
        const folder = await refusingTakenNames(db, async (trx) => {
          if (await findLiveDocument(trx, tenantId, parent, splitPath(path).name)) throw nameTaken();
          const row = await insertFolder(trx, tenantId, path, actor.access.userId);
          await scope.recordIn(trx);
          return row;
        });
        return presentFolder(folder);
      }),

    placeDocument: (actor: Principal, tenantId: string, id: string, request: TPlaceRequest) =>
      audited(
        auditActorOf(actor),
        { action: request.folder === undefined ? 'FILE_RENAME' : 'FILE_MOVE', tenantId, target: id },
        async (scope) => {
          await manage(actor, tenantId);
          const document = await liveDocumentById(db, tenantId, id);
          scope.target = joinPath(document.folder, document.name);
          const to = await targetOf(db, tenantId, request, document);
          await refusingTakenNames(db, async (trx) => {
            scope.changes = (await moveDocumentIn(trx, tenantId, document, request.revision, to)).changes;
            await scope.recordIn(trx);
          });
          return documentEntry(tenantId, id);
        },
      ),

    placeFolder: (actor: Principal, tenantId: string, id: string, request: TPlaceRequest) =>
      audited(
        auditActorOf(actor),
        { action: request.folder === undefined ? 'FOLDER_RENAME' : 'FOLDER_MOVE', tenantId, target: id },
        async (scope) => {
          await manage(actor, tenantId);
          const folder = await liveFolderById(db, tenantId, id);
          scope.target = folder.path;
          const to = await targetOf(db, tenantId, request, { folder: folder.parent, name: folder.name });
          refuseMoveIntoItself(folder, to.folder);
          const moved = await refusingTakenNames(db, async (trx) => {
            scope.changes = (await moveFolderIn(trx, tenantId, folder, request.revision, to)).changes;
            await scope.recordIn(trx);
            return (await findFolder(trx, tenantId, id))!;
          });
          return presentFolder(moved);
        },
      ),

    deleteDocument: (actor: Principal, tenantId: string, id: string, revision: number | undefined): Promise<TTrashed> =>
      audited(auditActorOf(actor), { action: 'FILE_DELETE', tenantId, target: id }, async (scope) => {
        await manage(actor, tenantId);
        const document = await liveDocumentById(db, tenantId, id);
        scope.target = joinPath(document.folder, document.name);
        return refusingTakenNames(db, async (trx) => {
          const { trash_id, files } = await trashDocumentIn(trx, tenantId, document, revision, actor.access.userId);
          await scope.recordIn(trx);
          return { trash_id, files };
        });
      }),

    /** A folder and everything below it to the trash as one deletion (one UPDATE per table, no job needed). */
    deleteFolder: (actor: Principal, tenantId: string, id: string, revision: number | undefined): Promise<TTrashed> =>
      audited(auditActorOf(actor), { action: 'FOLDER_DELETE', tenantId, target: id }, async (scope) => {
        await manage(actor, tenantId);
        const folder = await liveFolderById(db, tenantId, id);
        scope.target = folder.path;
        return refusingTakenNames(db, async (trx) => {
          const { trash_id, files } = await trashFolderIn(trx, tenantId, folder, revision, actor.access.userId);
          scope.detail = `${files} files`;
          await scope.recordIn(trx);
          return { trash_id, files };
        });
      }),
  };
}
export type CatalogChangesService = ReturnType<typeof createCatalogChangesService>;
