import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createScratchDatabase } from '../../../scripts/lib/scratch-database.ts';
import { openDatabase, type Database } from '../src/platform/db/database.ts';
import { migrateToLatest } from '../src/platform/db/migrate.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB=postgres) a scratch
 * database on the DATABASE_URL server that is dropped again afterwards.
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') {
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined, from: await migratedPgliteDump() });
    // Nothing to apply on a current copy; a copy made by older migrations gets the new ones, as a server would.
    await migrateToLatest(database.db);
    return database;
  }
  if (!process.env.DATABASE_URL) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'lp_test');
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  await migrateToLatest(database.db);
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

const here = path.dirname(fileURLToPath(import.meta.url));
const migrationsDir = path.join(here, '../src/platform/db/migrations');
const pglitePackage = path.join(here, '../../../node_modules/@electric-sql/pglite/package.json');

/**
 * An empty PGlite database costs about 3 s to create (its initdb) and 0.35 s to migrate; a copy of a migrated one
 * opens in about 0.7 s. With 165 server test files each opening one, that was ~6 minutes of every run. The copy
 * is made once per set of migrations and PGlite version, and kept in the temporary directory for later runs.
 */
async function migratedPgliteDump(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `ledgerport-test-db-${templateKey()}.tar`);
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  try {
    await migrateToLatest(database.db);
    const dump = await database.pglite!.dumpDataDir('none');
    // Written aside and renamed: two test processes making it at once each leave a whole file, never half of one.
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
    return dump;
  } finally {
    await database.close();
  }
}

function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(fs.readFileSync(pglitePackage));
  for (const name of fs.readdirSync(migrationsDir).sort()) {
    hash.update(name);
    hash.update(fs.readFileSync(path.join(migrationsDir, name)));
  }
  return hash.digest('hex').slice(0, 16);
}
