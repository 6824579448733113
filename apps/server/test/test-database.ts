import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createScratchDatabase, runAdminStatement } from '../../../scripts/lib/scratch-database.ts';
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
  const scratch = await copyOfTemplate(
    process.env.DATABASE_URL,
    await migratedPostgresTemplate(process.env.DATABASE_URL),
  );
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  // Nothing to apply on a copy of the template; kept so a stale template still yields a current database.
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

/**
 * A migrated PostgreSQL database to copy (CREATE DATABASE … TEMPLATE): migrating a fresh one took ~3 s per
 * test file, some 13 minutes of a CI run; a copy takes a fraction. Named by the same key as the PGlite copy, so a
 * changed migration makes a new one; made under a name of its own and renamed, so two processes making it at
 * once leave one whole template. Kept on the server between runs (CI drops its own scratch server database).
 */
async function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `lp_template_${templateKey()}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const existing = await openDatabase({ kind: 'postgres', url: url.toString() }).catch(() => null);
  if (existing) {
    await existing.close();
    return name;
  }
  const building = await createScratchDatabase(serverUrl, 'lp_template_building');
  const database = await openDatabase({ kind: 'postgres', url: building.url });
  try {
    await migrateToLatest(database.db);
  } finally {
    await database.close();
  }
  const buildingName = new URL(building.url).pathname.slice(1);
  await runAdminStatement(serverUrl, `alter database ${buildingName} rename to ${name}`).catch(building.drop);
  await dropOlderTemplates(serverUrl, name);
  return name;
}

/** PostgreSQL refuses to copy a template someone is connected to (55006): another process checking it, a moment. */
async function copyOfTemplate(serverUrl: string, template: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await createScratchDatabase(serverUrl, 'lp_test', { template });
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** Templates of earlier migrations, left by earlier runs: dropped when a new one is made (each is ~10 MB). */
async function dropOlderTemplates(serverUrl: string, current: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database
        where datname like 'lp\\_template\\_%' and datname not like 'lp\\_template\\_building%' and datname <> $1`,
      [current],
    );
    for (const { datname } of rows) await client.query(`drop database if exists ${datname}`).catch(() => {});
  } finally {
    await client.end();
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
