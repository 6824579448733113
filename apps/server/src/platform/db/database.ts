import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { connectWithRetry, type RetryOptions } from './connect-with-retry.ts';
import { loadPglite } from '../lazy/heavy-modules.ts';
import { PreparingClient, preparingPGlite } from './prepared-statements.ts';
import type { DB } from './schema.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  db: Kysely<DB>;
  kind: DatabaseKind;
  /** The embedded engine itself (PGlite only): the job queue needs it for its own multi-statement migrations. */
  pglite?: PGlite;
  /** Flushes what PGlite holds in memory to disk, then closes every connection. */
  close: () => Promise<void>;
};

export type DatabaseTarget =
  /** `connect`: wait for a server that is not reachable yet (start-up); without it the first failure throws. */
  | { kind: 'postgres'; url: string; connect?: Omit<RetryOptions, 'url'> }
  /**
   * `dataDir` undefined keeps the database in memory (tests). `from`: start as a copy of a dumped data directory
   * (PGlite's dumpDataDir) instead of an empty one; the tests clone one migrated database this way, as creating
   * an empty one (initdb, about 3 s) cost far more than migrating it.
   */
  | { kind: 'pglite'; dataDir: string | undefined; from?: Blob };

/**
 * PGlite runs PostgreSQL inside this process, and WebAssembly memory never shrinks: every buffer page it ever
 * touched stays in our RSS. With PostgreSQL's default 128 MB of shared buffers the server sat at 600-800 MB
 * after a day's queries; 16 MB keeps it near 200 MB (bench/), and the operating system's page cache still
 * caches the data files beneath it. A firm outgrowing that runs on PostgreSQL (DATABASE_URL).
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB'];

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    // PreparingClient: the few statements marked preparedAs are planned once per connection (prepared-statements.ts).
    const pool = new pg.Pool({ connectionString: target.url, max: 10, Client: PreparingClient });
    // An idle connection the server drops (restart, failover, a terminated backend) must not crash the
    // process: the pool discards it and opens a fresh one on the next query.
    pool.on('error', () => {});
    // The same for a connection that dies while checked out between two queries (a pg-boss poll, a transaction):
    // node-postgres emits 'error' on that client, and an 'error' event nobody hears ends the process. Its next
    // query fails instead (answered 503 DATABASE_UNAVAILABLE), and the pool replaces it.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    try {
      await connectWithRetry(() => sql`select 1`.execute(db), { timeoutMs: 0, ...target.connect, url: target.url });
    } catch (error) {
      await db.destroy();
      throw error;
    }
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const { PGlite, PGLITE_EXTENSIONS } = await loadPglite();
  const pglite = await PGlite.create(target.dataDir, {
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
    extensions: PGLITE_EXTENSIONS,
    ...(target.from ? { loadDataDir: target.from } : {}),
  });
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite: preparingPGlite(pglite) }) });
  return {
    db,
    kind: 'pglite',
    pglite,
    close: async () => {
      // PGlite does not fsync as it goes: CHECKPOINT writes everything out before we close.
      if (!pglite.closed) await pglite.query('CHECKPOINT');
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}
