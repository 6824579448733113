import fs from 'node:fs';
import path from 'node:path';
import type { DB } from '../db/schema.ts';
import { Kysely, PGliteDialect, sql } from 'kysely';
import { openDatabase } from '../db/database.ts';
import { loadPglite } from '../lazy/heavy-modules.ts';
import { readDatabaseFacts, type DatabaseFacts } from './database-facts.ts';
import { runPgTool } from './pg-tools.ts';

/** Unpacks a PGlite snapshot into DATA_DIR/db (absent: checked before) and reads back what it holds. */
export async function restorePglite(snapshot: string, dataDir: string): Promise<DatabaseFacts> {
  const { PGlite, PGLITE_EXTENSIONS } = await loadPglite();
  const pglite = await PGlite.create(path.join(dataDir, 'db'), {
    loadDataDir: await fs.openAsBlob(snapshot),
    extensions: PGLITE_EXTENSIONS,
  });
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
  try {
    const facts = await readDatabaseFacts(db);
    // PGlite does not fsync as it goes: written out before it closes, as the server does.
    await sql`CHECKPOINT`.execute(db);
    return facts;
  } finally {
    await db.destroy();
  }
}

/**
 * pg_restore into the empty database (checked before): all of it in one transaction, stopping at the first
 * error, so a failure leaves the database empty. Owners and grants are those of DATABASE_URL's user, not the
 * original server's roles, which the target server may not have.
 */
export async function restorePostgres(dump: string, url: string): Promise<DatabaseFacts> {
  await runPgTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', '--no-password', dump],
    url,
  );
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    return await readDatabaseFacts(database.db);
  } finally {
    await database.close();
  }
}
