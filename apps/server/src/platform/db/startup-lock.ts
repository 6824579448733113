import { sql } from 'kysely';
import type { Database } from './database.ts';

/** Any number no other advisory lock of ours uses: it names "preparing the database at start". */
const STARTUP_LOCK = 7_210_001;

/**
 * Instances starting at once on one PostgreSQL database take turns through `prepare` (migrations, the job
 * queue's schema, the first administrator): run together, both would create the same schemas and the same
 * administrator, and one would die on a unique index. The second waits, then finds everything done.
 * PGlite needs no lock: one process per data directory already.
 */
export async function whileHoldingStartupLock<T>(database: Database, prepare: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return prepare();
  // A session lock on one connection held aside; `prepare` runs on the pool's other connections.
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(connection);
    try {
      return await prepare();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection);
    }
  });
}
