import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { trashRetentionDays } from '../../platform/branding/firm-branding.repo.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { StorageResolver } from '../../platform/storage/storage.ts';

/** Documents purged per pass: each pass is one short transaction. */
const PURGE_BATCH = 500;

export type PurgeReport = { documents: number; versions: number; folders: number; retentionDays: number };

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
  const report: PurgeReport = { documents: 0, versions: 0, folders: 0, retentionDays };
  const cutoff = sql<Date>`now() - make_interval(days => ${retentionDays})`;
  const skippedTenants = new Set<string>();
  for (;;) {
    const expired = await db
      .selectFrom('documents as d')
      .innerJoin('tenants as t', 't.id', 'd.tenant_id')
      .select(['d.id', 'd.tenant_id', 't.root_directory', 't.root_directory_type'])
      .where('d.deleted_at', '<', cutoff)
      .$if(skippedTenants.size > 0, (q) => q.where('d.tenant_id', 'not in', [...skippedTenants]))
      .orderBy('d.deleted_at')
      .limit(PURGE_BATCH)
      .execute();
    if (expired.length === 0) break;
    const versions = await db
      .selectFrom('document_versions')
      .select(['document_id', 'storage_path'])
      .where(
        'document_id',
        'in',
        expired.map((d) => d.id),
      )
      .execute();
    const purged: string[] = [];
    for (const document of expired) {
      try {
        const storage = storageFor(document);
        for (const version of versions.filter((v) => v.document_id === document.id))
          await storage.remove(version.storage_path);
        purged.push(document.id);
      } catch (error) {
        skippedTenants.add(document.tenant_id);
        log.error(
          { err: error, tenantId: document.tenant_id },
          'trash purge: storage unreachable, left for the next run',
        );
      }
    }
    if (purged.length > 0) {
      await db.deleteFrom('documents').where('id', 'in', purged).execute();
      report.documents += purged.length;
      report.versions += versions.filter((v) => purged.includes(v.document_id)).length;
    }
  }
  // A folder row holds no bytes; one deleted with files stays until they are gone, so a restore stays whole.
  const folders = await db
    .deleteFrom('folders as f')
    .where('f.deleted_at', '<', cutoff)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('documents as d').select('d.id').whereRef('d.trash_id', '=', 'f.trash_id'))),
    )
    .executeTakeFirst();
  report.folders = Number(folders.numDeletedRows);
  return report;
}
