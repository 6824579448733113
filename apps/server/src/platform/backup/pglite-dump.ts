import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/**
 * A consistent copy of the embedded database, taken inside the process that owns it (PGlite is single-process:
 * no other may read its files while it runs). CHECKPOINT first goes through Kysely, so it waits for a
 * transaction in progress and writes what PGlite holds in memory to disk; dumpDataDir then tars the data
 * directory while holding PGlite's query lock, so no statement runs during the copy. A transaction opened in
 * between is simply not in the copy: the files are those of a clean stop at that instant (WAL included), which
 * PostgreSQL opens like any crash-safe data directory. Requests wait for the copy: about half a second for a
 * small firm's database, longer for a large one.
 */
export async function dumpPglite(database: Database): Promise<Blob> {
  if (!database.pglite) throw new Error('dumpPglite needs the embedded database');
  await sql`CHECKPOINT`.execute(database.db);
  return database.pglite.dumpDataDir('gzip');
}
