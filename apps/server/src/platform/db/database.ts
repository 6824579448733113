import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
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
  | { kind: 'postgres'; url: string }
  /** `dataDir` undefined keeps the database in memory (tests). */
  | { kind: 'pglite'; dataDir: string | undefined };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server drops (restart, failover, a terminated backend) must not crash the
    // process: the pool discards it and opens a fresh one on the next query.
    pool.on('error', () => {});
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    await sql`select 1`.execute(db);
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const pglite = await PGlite.create(target.dataDir);
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
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
