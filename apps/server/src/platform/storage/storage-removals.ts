import type { Db } from '../db/schema.ts';
import type { StorageResolver } from './storage.ts';

export type QueuedRemoval = {
  root_directory: string;
  root_directory_type: 'LOCAL_FOLDER' | 'AWS_S3';
  storage_path: string;
};

/** Rows per statement: well under the 65,535 bind parameters (three per row). */
const QUEUE_CHUNK = 5_000;
/** Removals read per pass of the drain. */
const DRAIN_BATCH = 500;

/**
 * Queues bytes for removal in the caller's transaction, the one that deletes their rows: once it commits the
 * bytes belong to nobody, and `drainStorageRemovals` removes them (now, or after a crash on the next run).
 */
export async function queueStorageRemovals(trx: Db, removals: readonly QueuedRemoval[]) {
  for (let i = 0; i < removals.length; i += QUEUE_CHUNK)
    await trx
      .insertInto('storage_removals')
      .values(removals.slice(i, i + QUEUE_CHUNK))
      .execute();
}

/**
 * Removes the queued bytes, oldest first, and forgets each once its storage said it is gone (removing a missing
 * file is fine: a crash after the removal and before the forgetting only repeats it). A storage that cannot be
 * reached keeps its paths queued for the next run; the others go on. Answers how many were removed and the roots
 * left for later.
 */
export async function drainStorageRemovals(deps: { db: Db; storageFor: StorageResolver }) {
  const { db, storageFor } = deps;
  const unreachable = new Map<string, unknown>();
  let removed = 0;
  for (;;) {
    const batch = await db
      .selectFrom('storage_removals')
      .selectAll()
      .$if(unreachable.size > 0, (q) => q.where('root_directory', 'not in', [...unreachable.keys()]))
      .orderBy('id')
      .limit(DRAIN_BATCH)
      .execute();
    if (batch.length === 0) break;
    const done: string[] = [];
    for (const removal of batch) {
      if (unreachable.has(removal.root_directory)) continue;
      try {
        await storageFor(removal).remove(removal.storage_path);
        done.push(removal.id);
      } catch (error) {
        unreachable.set(removal.root_directory, error);
      }
    }
    if (done.length > 0) await db.deleteFrom('storage_removals').where('id', 'in', done).execute();
    removed += done.length;
  }
  return { removed, unreachable };
}
