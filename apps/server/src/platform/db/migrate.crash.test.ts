import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN, freePort, spawnServer, startServer } from '../../../../../e2e/support/server-process.ts';
import { crashTestDatabase, openStoppedDatabase } from '../../../test/server-crash.ts';
import { migrations } from './migrations/index.ts';

/**
 * kill -9 in the middle of the migrations: a real server on an empty database dies (SIGKILL, from its own crash
 * point) after half of the migrations ran inside their transaction. The database must hold none of them (no
 * table, no migration recorded), and the next start must apply them all and open the portal normally.
 */
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function tablesAndMigrations(databaseUrl: string | undefined, dataDir: string) {
  const database = await openStoppedDatabase(databaseUrl, dataDir);
  try {
    const tables = (
      await database.rows<{ table_name: string }>(
        "select table_name from information_schema.tables where table_schema = 'public' order by 1",
      )
    ).map((row) => row.table_name);
    const applied = tables.includes('kysely_migration')
      ? (await database.rows<{ name: string }>('select name from kysely_migration order by name')).map((r) => r.name)
      : [];
    return { tables, applied };
  } finally {
    await database.close();
  }
}

describe('a crash in the middle of the migrations', () => {
  it('leaves the schema untouched, and the next start migrates and opens', { timeout: 180_000 }, async () => {
    const databaseUrl = await crashTestDatabase((cleanup) => cleanups.push(cleanup));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-migrate-crash-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));

    const port = await freePort();
    const dying = spawnServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      STAFF_MFA_REQUIRED: 'false',
      LEDGERPORT_CRASH_AT: 'migrations-midway',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    const signal = await new Promise<NodeJS.Signals | null>((resolve) =>
      dying.process.once('exit', (_code, exitSignal) => resolve(exitSignal)),
    );
    expect(signal, dying.output()).toBe('SIGKILL');

    const afterCrash = await tablesAndMigrations(databaseUrl, dataDir);
    expect(afterCrash.applied).toEqual([]);
    // Kysely's own bookkeeping tables are made before the transaction; none of ours may exist.
    expect(afterCrash.tables.filter((table) => !table.startsWith('kysely_'))).toEqual([]);

    const server = await startServer({ databaseUrl, dataDir });
    cleanups.push(() => server.stop());
    const signIn = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(signIn.status).toBe(200);
    await server.stop();
    const afterRestart = await tablesAndMigrations(databaseUrl, dataDir);
    expect(afterRestart.applied).toEqual(Object.keys(migrations).sort());
    expect(afterRestart.tables).toContain('pending_uploads');
  });
});
