import { TRASH_LIST_LIMIT, type TTrashItem, type TTrashList } from '@ledgerport/contract';
import type { FastifyBaseLogger } from 'fastify';
import { auditActorOf, createAudited } from '../../platform/audit/audited.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { requireTenant } from '../../platform/auth/tenant-scope.ts';
import { trashRetentionDays } from '../../platform/branding/firm-branding.repo.ts';
import type { Db } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { refusingTakenNames } from './catalog-steps.ts';
import { joinPath } from './catalog-paths.ts';
import { ensureFolders, restoreTrash } from './folders.repo.ts';
import { isFolderId, listTrash, mergeTrashedFoldersLiveAgain, trashedRows } from './trash.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A company's trash ('manage files'): what was deleted, by whom, until when, and bringing it back. How long it is
 * kept is the firm's setting, read on every list (another process may just have changed it), else the server's
 * TRASH_RETENTION_DAYS (`defaultRetentionDays`).
 */
export function createTrashService(deps: { db: Db; log: FastifyBaseLogger; defaultRetentionDays: number }) {
  const { db } = deps;
  const audited = createAudited(db, deps.log);

  return {
    async list(actor: Principal, tenantId: string): Promise<TTrashList> {
      await requireTenant(db, actor.access, tenantId, 'manage files');
      const retentionDays = await trashRetentionDays(db, deps.defaultRetentionDays);
      const purgeAfter = (deletedAt: Date) => new Date(deletedAt.getTime() + retentionDays * DAY_MS).toISOString();
      const { files, folders } = await listTrash(db, tenantId, TRASH_LIST_LIMIT + 1);
      const items: TTrashItem[] = [
        ...files.map((f) => ({
          trash_id: f.trash_id!,
          is_file: true,
          path: joinPath(f.folder, f.name),
          deleted_at: f.deleted_at!.toISOString(),
          deleted_by: f.deleted_by,
          files: 1,
          purge_after: purgeAfter(f.deleted_at!),
        })),
        ...folders.map((f) => ({
          trash_id: f.trash_id!,
          is_file: false,
          path: f.path,
          deleted_at: f.deleted_at!.toISOString(),
          deleted_by: f.deleted_by,
          files: Number(f.files ?? 0),
          purge_after: purgeAfter(f.deleted_at!),
        })),
      ].sort((a, b) => b.deleted_at.localeCompare(a.deleted_at));
      return {
        items: items.slice(0, TRASH_LIST_LIMIT),
        truncated: items.length > TRASH_LIST_LIMIT,
        retention_days: retentionDays,
      };
    },

    /**
     * Brings one deletion back where it was. Folders that exist again meanwhile (an upload made them) are merged
     * with, a missing parent is made again; a file whose name is taken there now is a 409 NAME_TAKEN and
     * nothing is restored.
     */
    restore: async (actor: Principal, tenantId: string, trashId: string) => {
      // Which kind of restore it is only names the event; the tenant check comes first inside it.
      const action = (await isFolderId(db, trashId)) ? 'FOLDER_RESTORE' : 'FILE_RESTORE';
      return audited(auditActorOf(actor), { action, tenantId, target: trashId }, async (scope) => {
        await requireTenant(db, actor.access, tenantId, 'manage files');
        return refusingTakenNames(db, async (trx) => {
          const rows = await trashedRows(trx, tenantId, trashId);
          const top = rows.folders.find((f) => f.id === trashId);
          const file = rows.documents.find((d) => d.id === trashId);
          if (!top && !file) throw notFound('Deleted item');
          scope.target = top ? top.path : joinPath(file!.folder, file!.name);
          await ensureFolders(trx, tenantId, top ? top.parent : file!.folder, actor.access.userId);
          await mergeTrashedFoldersLiveAgain(
            trx,
            tenantId,
            trashId,
            rows.folders.map((f) => f.path),
          );
          const files = await restoreTrash(trx, tenantId, trashId);
          await scope.recordIn(trx);
          return { trash_id: trashId, files };
        });
      });
    },
  };
}
export type TrashService = ReturnType<typeof createTrashService>;
