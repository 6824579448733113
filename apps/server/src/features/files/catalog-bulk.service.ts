import type {
  TAuditAction,
  TBulkDeleteRequest,
  TBulkMoveRequest,
  TBulkMoved,
  TBulkTrashed,
  TCatalogItemRef,
} from '@ledgerport/contract';
import { VALIDATION_MESSAGES } from '@ledgerport/contract';
import type { FastifyBaseLogger } from 'fastify';
import { auditActorOf, auditBatch, createAudited, type AuditScope } from '../../platform/audit/audited.ts';
import type { AuditChanges } from '../../platform/audit/changes.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { requireTenant } from '../../platform/auth/tenant-scope.ts';
import type { Db } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { presentDocument, presentFolder } from './catalog.presenter.ts';
import { joinPath } from './catalog-paths.ts';
import {
  existingFolderPath,
  liveDocumentById,
  liveFolderById,
  moveDocumentIn,
  moveFolderIn,
  refuseMoveIntoItself,
  refusingTakenNames,
  trashDocumentIn,
  trashFolderIn,
  type LiveDocument,
  type LiveFolder,
} from './catalog-steps.ts';
import { documentsWithUploader } from './documents.repo.ts';

type Loaded =
  | { ref: TCatalogItemRef; kind: 'file'; path: string; document: LiveDocument }
  | { ref: TCatalogItemRef; kind: 'folder'; path: string; folder: LiveFolder };

/** What one item's step leaves on the trail: the same event its single-item route would record. */
type ItemEvent = { action: TAuditAction; target: string; changes?: AuditChanges; detail?: string };

const ACTIONS = {
  move: { file: 'FILE_MOVE', folder: 'FOLDER_MOVE' },
  delete: { file: 'FILE_DELETE', folder: 'FOLDER_DELETE' },
} as const satisfies Record<string, Record<TCatalogItemRef['kind'], TAuditAction>>;

/** An item inside a folder that is also selected: it would move or go to the trash twice. */
const selectionNested = (path: string) =>
  new AppError(400, 'VALIDATION_ERROR', VALIDATION_MESSAGES.selectionNested, [
    { field: 'items', message: VALIDATION_MESSAGES.selectionNested },
    { field: 'path', message: path },
  ]);

/**
 * Moving or deleting a selection ('manage files') in ONE transaction through the single-item steps: either every
 * item is moved/trashed, or (a change made meanwhile, a name taken, a folder into itself) none is. The trail
 * reads as if each had been done alone: one FILE_/FOLDER_ event per item, committed with the change. A refusal is
 * one DENIED event naming how many items were asked for.
 */
export function createCatalogBulkService(deps: { db: Db; log: FastifyBaseLogger }) {
  const { db } = deps;
  const audited = createAudited(db, deps.log);

  /** Every item live in this company (else 404: another company's id changes nothing), none inside another. */
  async function load(tenantId: string, refs: TCatalogItemRef[]): Promise<Loaded[]> {
    const loaded: Loaded[] = [];
    for (const ref of refs) {
      if (ref.kind === 'file') {
        const document = await liveDocumentById(db, tenantId, ref.id);
        loaded.push({ ref, kind: 'file', path: joinPath(document.folder, document.name), document });
      } else {
        const folder = await liveFolderById(db, tenantId, ref.id);
        loaded.push({ ref, kind: 'folder', path: folder.path, folder });
      }
    }
    const folders = loaded.filter((item) => item.kind === 'folder').map((item) => item.path);
    const nested = loaded.find((item) => folders.some((folder) => item.path.startsWith(`${folder}/`)));
    if (nested) throw selectionNested(nested.path);
    return loaded;
  }

  /**
   * One audited bulk change: `each` runs per item inside the one transaction; the first item's event is the
   * request's own (so a refusal is one DENIED event), the others are written beside it, in the list's order.
   */
  const inOneTransaction = <R>(
    actor: Principal,
    tenantId: string,
    refs: TCatalogItemRef[],
    action: TAuditAction,
    prepare: () => Promise<Loaded[]>,
    each: (trx: Db, item: Loaded) => Promise<ItemEvent & { result: R }>,
  ) =>
    audited(auditActorOf(actor), { action, tenantId, target: `${refs.length} items` }, async (scope: AuditScope) => {
      await requireTenant(db, actor.access, tenantId, 'manage files');
      const items = await prepare();
      return refusingTakenNames(db, async (trx) => {
        const events: ItemEvent[] = [];
        const results: R[] = [];
        for (const item of items) {
          const { result, ...event } = await each(trx, item);
          events.push(event);
          results.push(result);
        }
        const [first, ...rest] = events;
        scope.target = first!.target;
        scope.changes = first!.changes ?? null;
        scope.detail = first!.detail ?? null;
        await scope.recordIn(trx);
        const batch = auditBatch(auditActorOf(actor));
        for (const event of rest) batch.add({ tenantId, ...event });
        await batch.flush(trx);
        return results;
      });
    });

  return {
    async move(actor: Principal, tenantId: string, request: TBulkMoveRequest): Promise<TBulkMoved> {
      let to = '';
      await inOneTransaction(
        actor,
        tenantId,
        request.items,
        ACTIONS.move[request.items[0]!.kind],
        async () => {
          const items = await load(tenantId, request.items);
          to = await existingFolderPath(db, tenantId, request.to);
          for (const item of items) if (item.kind === 'folder') refuseMoveIntoItself(item.folder, to);
          return items;
        },
        async (trx, item) => {
          const moved =
            item.kind === 'file'
              ? await moveDocumentIn(trx, tenantId, item.document, item.ref.revision, {
                  folder: to,
                  name: item.document.name,
                })
              : await moveFolderIn(trx, tenantId, item.folder, item.ref.revision, {
                  folder: to,
                  name: item.folder.name,
                });
          return { action: ACTIONS.move[item.kind], ...moved, result: null };
        },
      );
      return { moved: request.items.length, items: await entriesOf(tenantId, request.items) };
    },

    async delete(actor: Principal, tenantId: string, request: TBulkDeleteRequest): Promise<TBulkTrashed> {
      const userId = actor.access.userId;
      const items = await inOneTransaction(
        actor,
        tenantId,
        request.items,
        ACTIONS.delete[request.items[0]!.kind],
        () => load(tenantId, request.items),
        async (trx, item) => {
          const trashed =
            item.kind === 'file'
              ? await trashDocumentIn(trx, tenantId, item.document, item.ref.revision, userId)
              : await trashFolderIn(trx, tenantId, item.folder, item.ref.revision, userId);
          return {
            action: ACTIONS.delete[item.kind],
            target: trashed.path,
            ...(item.kind === 'folder' ? { detail: `${trashed.files} files` } : {}),
            result: { ...trashed, is_file: item.kind === 'file' },
          };
        },
      );
      return { trashed: items.length, items };
    },
  };

  /** The moved items as the folder view lists them, in the request's order. */
  async function entriesOf(tenantId: string, refs: TCatalogItemRef[]) {
    const fileIds = refs.filter((ref) => ref.kind === 'file').map((ref) => ref.id);
    const documents =
      fileIds.length === 0
        ? []
        : await documentsWithUploader(db).where('d.tenant_id', '=', tenantId).where('d.id', 'in', fileIds).execute();
    const folders = await Promise.all(
      refs.filter((ref) => ref.kind === 'folder').map((ref) => liveFolderById(db, tenantId, ref.id)),
    );
    const byId = new Map([
      ...documents.map((row) => [row.id, presentDocument(row)] as const),
      ...folders.map((row) => [row.id, presentFolder(row)] as const),
    ]);
    return refs.map((ref) => byId.get(ref.id)!);
  }
}
export type CatalogBulkService = ReturnType<typeof createCatalogBulkService>;
