import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { trashRetentionDays } from '../../platform/branding/firm-branding.repo.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { StorageResolver } from '../../platform/storage/storage.ts';
import { auditBatch } from '../../platform/audit/audited.ts';
import { heldAmong } from '../../platform/records/legal-hold-check.ts';
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
 * run; else `defaultRetentionDays`, the server's TRASH_RETENTION_DAYS): every version's bytes, then the rows.
 * Bytes go first, so a crash in between leaves rows whose bytes are gone (the next run deletes them: removing a
 * missing file is fine), never bytes nobody can find. A tenant whose storage cannot be reached keeps its trash
 * for the next run; the others go on.
 */
export async function purgeTrash(
  deps: { db: Db; storageFor: StorageResolver; log: FastifyBaseLogger },
  defaultRetentionDays: number,
) {
  const { db, storageFor, log } = deps;
  const retentionDays = await trashRetentionDays(db, defaultRetentionDays);
  const report: PurgeReport = { documents: 0, versions: 0, folders: 0, retentionDays, held: 0 };
  // The cut-off as the database sees now, fixed for the whole run.
  const { cutoff } = await sql<{ cutoff: Date }>`SELECT now() - make_interval(days => ${retentionDays}) AS cutoff`
    .execute(db)
    .then((result) => result.rows[0]!);
  const skippedTenants = new Set<string>();
  const heldDocuments = new Set<string>();
  for (;;) {
    const batch = await expiredDocuments(
      db,
      cutoff,
      { tenants: [...skippedTenants], documents: [...heldDocuments] },
      PURGE_BATCH,
    );
    if (batch.length === 0) break;
    // Nothing on legal hold is purged: it stays in the trash (restorable) and the run goes on without it.
    const held = await heldAmong(db, batch);
    for (const id of held) heldDocuments.add(id);
    if (held.size > 0) log.info({ held: held.size }, 'trash purge: documents on legal hold kept');
    report.held += held.size;
    const expired = batch.filter((d) => !held.has(d.id));
    if (expired.length === 0) continue;
    const versions = await versionPathsOf(
      db,
      expired.map((d) => d.id),
    );
    const purged: typeof expired = [];
    for (const document of expired) {
      try {
        const storage = storageFor(document);
        for (const version of versions.filter((v) => v.document_id === document.id))
          await storage.remove(version.storage_path);
        purged.push(document);
      } catch (error) {
        skippedTenants.add(document.tenant_id);
        log.error(
          { err: error, tenantId: document.tenant_id },
          'trash purge: storage unreachable, left for the next run',
        );
      }
    }
    if (purged.length > 0) {
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
      await db.transaction().execute(async (trx) => {
        await deleteDocumentRows(
          trx,
          purged.map((d) => d.id),
        );
        await trail.flush(trx);
      });
      report.documents += purged.length;
      report.versions += versions.filter((v) => purged.some((d) => d.id === v.document_id)).length;
    }
  }
  // A folder row holds no bytes; one deleted with files stays until they are gone, so a restore stays whole.
  report.folders = await deleteExpiredEmptyFolders(db, cutoff);
  return report;
}
