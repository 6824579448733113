import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { trashRetentionDays } from '../../platform/branding/firm-branding.repo.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { StorageResolver } from '../../platform/storage/storage.ts';
import { auditBatch } from '../../platform/audit/audited.ts';
import { heldAmongLocked } from '../../platform/records/legal-hold-check.ts';
import { drainStorageRemovals, queueStorageRemovals } from '../../platform/storage/storage-removals.ts';
import { joinPath } from './catalog-paths.ts';
import { deleteDocumentRows, deleteExpiredEmptyFolders, expiredDocuments, versionPathsOf } from './trash.repo.ts';

/** Documents purged per pass: each pass is one short transaction. */
const PURGE_BATCH = 500;

export type PurgeReport = {
  documents: number;
  versions: number;
  folders: number;
  retentionDays: number;
  /** Past the trash's retention but on legal hold (issue 35): kept, for a run after the hold's release. */
  held: number;
};

/**
 * Removes for good what has been in the trash longer than the firm's retention period (its setting, read at each
 * run; else `defaultRetentionDays`, the server's TRASH_RETENTION_DAYS): the rows, then every version's bytes.
 * Each batch's rows go in one transaction that first checks legal holds under the companies' key-share locks
 * (a hold being placed waits for it, or is seen by it: nothing held is purged, issue 35) and queues the bytes
 * for removal (platform/storage/storage-removals.ts); the bytes go once it commits. A crash in between leaves
 * the paths queued and the next run removes them, so no bytes are left that nobody can find. A company whose
 * storage cannot be reached keeps its queued bytes for the next run; the others go on.
 */
export async function purgeTrash(
  deps: { db: Db; storageFor: StorageResolver; log: FastifyBaseLogger },
  defaultRetentionDays: number,
) {
  const { db, log } = deps;
  const retentionDays = await trashRetentionDays(db, defaultRetentionDays);
  const report: PurgeReport = { documents: 0, versions: 0, folders: 0, retentionDays, held: 0 };
  // What a crash left queued by an earlier run goes first.
  await drain(deps);
  // The cut-off as the database sees now, fixed for the whole run.
  const { cutoff } = await sql<{ cutoff: Date }>`SELECT now() - make_interval(days => ${retentionDays}) AS cutoff`
    .execute(db)
    .then((result) => result.rows[0]!);
  const heldDocuments = new Set<string>();
  for (;;) {
    const batch = await expiredDocuments(db, cutoff, [...heldDocuments], PURGE_BATCH);
    if (batch.length === 0) break;
    const { purged, versions, held } = await db.transaction().execute(async (trx) => {
      // Nothing on legal hold is purged: it stays in the trash (restorable) and the run goes on without it.
      const held = await heldAmongLocked(trx, batch);
      const purged = batch.filter((d) => !held.has(d.id));
      const versions = purged.length
        ? await versionPathsOf(
            trx,
            purged.map((d) => d.id),
          )
        : [];
      const placeOf = new Map(purged.map((d) => [d.id, d]));
      await queueStorageRemovals(
        trx,
        versions.map((v) => ({
          root_directory: placeOf.get(v.document_id)!.root_directory,
          root_directory_type: placeOf.get(v.document_id)!.root_directory_type,
          storage_path: v.storage_path,
        })),
      );
      // Each file's end is on the trail (no one acted: the retention period did), with the rows it removes.
      const trail = auditBatch({ userId: null, ip: null });
      for (const document of purged) {
        trail.add({
          action: 'FILE_PURGE',
          tenantId: document.tenant_id,
          target: joinPath(document.folder, document.name),
          detail: `after ${retentionDays} days in the trash`,
        });
      }
      if (purged.length)
        await deleteDocumentRows(
          trx,
          purged.map((d) => d.id),
        );
      await trail.flush(trx);
      return { purged, versions, held };
    });
    for (const id of held) heldDocuments.add(id);
    if (held.size > 0) log.info({ held: held.size }, 'trash purge: documents on legal hold kept');
    report.held += held.size;
    report.documents += purged.length;
    report.versions += versions.length;
    await drain(deps);
  }
  // A folder row holds no bytes; one deleted with files stays until they are gone, so a restore stays whole.
  report.folders = await deleteExpiredEmptyFolders(db, cutoff);
  return report;
}

async function drain(deps: { db: Db; storageFor: StorageResolver; log: FastifyBaseLogger }) {
  const { unreachable } = await drainStorageRemovals(deps);
  for (const [root, error] of unreachable)
    deps.log.error({ err: error, root }, 'trash purge: storage unreachable, its files left for the next run');
}
