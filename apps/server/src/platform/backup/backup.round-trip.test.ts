import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startServer, type RunningServer } from '../../../../../e2e/support/server-process.ts';
import { createScratchDatabase } from '../../../../../scripts/lib/scratch-database.ts';

/**
 * `npm run backup` and `npm run restore` as an operator runs them: real server processes, the scripts as their own
 * processes with the same settings, on the database this run tests (PGlite, or PostgreSQL with TEST_DB=postgres).
 * The backup is taken while the server runs; the restore goes into a fresh DATA_DIR (and a fresh database), and
 * a server started on it must know the same people, keep the sessions opened before the backup, and serve the
 * same bytes. Damaged or mismatched backups and occupied targets are refused, and then nothing is written.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
const STAFF = { email: 'processor@backup.test', password: 'Backup-Processor-Pass-1!' };

/**
 * The set-up starts a real server (up to 90 s under load: startServer), takes a backup with its own process and
 * stops the server: past the 60 s a hook gets by default on a busy CI machine (it timed out once there).
 */
const SETUP_MS = 180_000;

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
}, SETUP_MS);

const scratchRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-backup-'));
cleanups.push(() => fs.rmSync(scratchRoot, { recursive: true, force: true }));
const scratchPath = (name: string) => path.join(scratchRoot, name);

async function scratchDatabase(): Promise<string | undefined> {
  if (!onPostgres) return undefined;
  const scratch = await createScratchDatabase(process.env.DATABASE_URL!, 'lp_backup');
  cleanups.push(() => scratch.drop());
  return scratch.url;
}

/** One of the operator scripts, as `npm run <name> -- <dir>` starts it, with `env` as its settings. */
function runScript(name: 'backup' | 'restore', dir: string, env: { DATA_DIR: string; DATABASE_URL?: string }) {
  const child = spawn(process.execPath, [path.join(repoRoot, `scripts/${name}.ts`), dir], {
    cwd: repoRoot,
    // An empty DATABASE_URL counts as unset (config.ts): the suite's own URL must not leak into a PGlite run.
    env: { ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}

async function call<T>(server: RunningServer, method: string, route: string, token: string | null, body?: unknown) {
  const response = await fetch(`${server.url}/api/v1${route}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json().catch(() => undefined)) as T };
}

async function signIn(server: RunningServer, who: { email: string; password: string }): Promise<string> {
  const { status, body } = await call<{ token: string }>(server, 'POST', '/auth/login', null, {
    ...who,
    rememberMe: false,
  });
  expect(status).toBe(200);
  return body.token;
}

async function download(server: RunningServer, token: string, tenantId: string, filePath: string): Promise<Buffer> {
  const link = await call<{ url: string }>(server, 'POST', `/tenants/${tenantId}/files/link`, token, {
    path: filePath,
    disposition: 'attachment',
  });
  expect(link.status).toBe(200);
  const file = await fetch(new URL(link.body.url, server.url));
  expect(file.status).toBe(200);
  return Buffer.from(await file.arrayBuffer());
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Everything the targets hold after a refused restore: nothing, or only what was there before. */
async function tablesIn(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0].n as number;
  } finally {
    await client.end();
  }
}

describe('npm run backup and npm run restore', () => {
  const document = randomBytes(200_000);
  const sealKey = randomBytes(4_000);
  let original: RunningServer;
  let originalUrl: string | undefined;
  let backupDir: string;
  let adminToken: string;
  let staffToken: string;
  let tenantId: string;
  let documentPath: string;

  beforeAll(async () => {
    originalUrl = await scratchDatabase();
    original = await startServer({ databaseUrl: originalUrl });
    cleanups.push(() => fs.rmSync(original.dataDir, { recursive: true, force: true }));
    cleanups.push(() => original.stop());

    adminToken = await signIn(original, ADMIN);
    const tenant = await call<{ uuid: string }>(original, 'POST', '/tenants', adminToken, {
      name: 'Backup Books LLC',
      root_directory: 'backup-books',
      primary_contact_email: 'owner@backup-books.test',
    });
    expect(tenant.status).toBe(201);
    tenantId = tenant.body.uuid;
    const roles = await call<{ data: { id: number; name: string }[] }>(
      original,
      'GET',
      '/roles?per_page=100',
      adminToken,
    );
    const processor = roles.body.data.find((role) => role.name === 'Processor')!;
    const user = await call(original, 'POST', '/users', adminToken, {
      name: 'Pat Processor',
      email: STAFF.email,
      mobile: '+12125550100',
      roles: [processor.id],
      password: STAFF.password,
      password_confirmation: STAFF.password,
    });
    expect(user.status).toBe(201);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(document)]), 'ledger.pdf');
    const upload = await fetch(`${original.url}/api/v1/tenants/${tenantId}/uploads?type=BANK_STATEMENT`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    documentPath = ((await upload.json()) as { path: string }).path;
    staffToken = await signIn(original, STAFF);

    // The firm's generated seal key, as the first completed envelope leaves it (its bytes are all a backup sees).
    fs.mkdirSync(path.join(original.dataDir, 'signing'), { mode: 0o700 });
    fs.writeFileSync(path.join(original.dataDir, 'signing', 'firm-signing.p12'), sealKey, { mode: 0o600 });

    // Taken while the server runs and answers requests.
    backupDir = scratchPath('backup');
    const backup = await runScript('backup', backupDir, { DATA_DIR: original.dataDir, DATABASE_URL: originalUrl });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(onPostgres ? 'PostgreSQL, pg_dump' : 'taken through the running server');
    expect(backup.stdout).toContain('DATA_DIR/secrets.json is included');
    // The JWT key, never the data key: a backup that held it would open the secrets it protects.
    const copiedSecrets = JSON.parse(fs.readFileSync(path.join(backupDir, 'secrets.json'), 'utf8'));
    expect(Object.keys(copiedSecrets)).toEqual(['jwtSecret']);
    expect(fs.readFileSync(path.join(original.dataDir, 'secrets.json'), 'utf8')).toContain('dataKey');
    expect(backup.stdout).toContain('DATA_DIR/signing/firm-signing.p12 is included');
    expect((await call(original, 'GET', '/auth/me', adminToken)).status).toBe(200);
    await original.stop();
  }, SETUP_MS);

  it(
    'restores into a fresh data directory: same people, same sessions, same bytes, same counts',
    { timeout: 60_000 },
    async () => {
      const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'));
      expect(manifest).toMatchObject({
        database: { kind: onPostgres ? 'postgres' : 'pglite', row_counts: { users: 2, tenants: 1, uploads: 1 } },
        secrets: { included: true, source: 'secrets.json' },
      });
      expect(manifest.files).toContainEqual({ path: 'signing/firm-signing.p12', size: 4_000, sha256: sha256(sealKey) });
      expect(manifest.files).toContainEqual({
        path: `files/backup-books/${documentPath}`,
        size: document.length,
        sha256: sha256(document),
      });

      const dataDir = scratchPath('restored');
      const databaseUrl = await scratchDatabase();
      const restore = await runScript('restore', backupDir, { DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(restore.stdout).toContain('secrets.json restored');
      // The seal key came back, byte for byte, readable by the server's user only.
      const restoredKey = path.join(dataDir, 'signing', 'firm-signing.p12');
      expect(sha256(fs.readFileSync(restoredKey))).toBe(sha256(sealKey));
      expect(fs.statSync(restoredKey).mode & 0o777).toBe(0o600);
      expect(fs.statSync(path.dirname(restoredKey)).mode & 0o777).toBe(0o700);

      const restored = await startServer({ databaseUrl, dataDir });
      cleanups.push(() => restored.stop());
      // Sessions opened before the backup still work: the signing key came back with the data.
      expect((await call(restored, 'GET', '/auth/me', adminToken)).status).toBe(200);
      expect((await call(restored, 'GET', '/auth/me', staffToken)).status).toBe(200);
      const signedIn = await signIn(restored, STAFF);
      expect(sha256(await download(restored, signedIn, tenantId, documentPath))).toBe(sha256(document));
      const users = await call<{ total: number }>(restored, 'GET', '/users', adminToken);
      const tenants = await call<{ total: number }>(restored, 'GET', '/tenants', adminToken);
      expect([users.body.total, tenants.body.total]).toEqual([
        manifest.database.row_counts.users,
        manifest.database.row_counts.tenants,
      ]);
      await restored.stop();
    },
  );

  it.runIf(!onPostgres)('backs up with no server running, taking and then releasing the lock', async () => {
    const backup = await runScript('backup', scratchPath('backup-stopped'), { DATA_DIR: original.dataDir });
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain('taken with no server running');
    expect(fs.existsSync(path.join(original.dataDir, 'ledgerport.lock'))).toBe(false);
  });

  /** A copy of the backup, altered by `damage`, and a restore of it into fresh targets that must stay empty. */
  async function refusedRestore(damage: (copy: string) => void, expected: string) {
    const copy = scratchPath(`damaged-${randomBytes(4).toString('hex')}`);
    fs.cpSync(backupDir, copy, { recursive: true });
    damage(copy);
    const dataDir = scratchPath(`refused-${randomBytes(4).toString('hex')}`);
    const databaseUrl = await scratchDatabase();
    const restore = await runScript('restore', copy, { DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain('Ledgerport could not restore the backup.');
    expect(restore.stderr).toContain(expected);
    expect(fs.existsSync(dataDir)).toBe(false);
    if (databaseUrl) expect(await tablesIn(databaseUrl)).toBe(0);
  }

  it('refuses a damaged backup and writes nothing', { timeout: 60_000 }, async () => {
    const documentInBackup = (copy: string) => path.join(copy, 'files/backup-books', documentPath);
    await refusedRestore((copy) => {
      const bytes = fs.readFileSync(documentInBackup(copy));
      bytes[1234] = bytes[1234]! ^ 0xff;
      fs.writeFileSync(documentInBackup(copy), bytes);
    }, `is damaged: files/backup-books/${documentPath} is not the file that was backed up`);
    await refusedRestore((copy) => fs.rmSync(path.join(copy, 'manifest.json')), 'manifest.json is missing');
    await refusedRestore((copy) => fs.writeFileSync(path.join(copy, 'manifest.json'), '{"format":'), 'not valid JSON');
    await refusedRestore(
      (copy) => fs.writeFileSync(path.join(copy, 'files/backup-books/extra.pdf'), 'slipped in'),
      'the file files/backup-books/extra.pdf is not in manifest.json',
    );
    await refusedRestore((copy) => fs.rmSync(path.join(copy, 'secrets.json')), 'secrets.json is missing');
  });

  it('refuses a backup from a newer version, or of the other kind of database', async () => {
    await refusedRestore((copy) => {
      const file = path.join(copy, 'manifest.json');
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
      manifest.database.latest_migration = '2999_01_01_0000_from_the_future';
      fs.writeFileSync(file, JSON.stringify(manifest));
    }, 'comes from a newer Ledgerport');

    const dataDir = scratchPath('other-kind');
    const otherKind = onPostgres
      ? { DATA_DIR: dataDir }
      : { DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://nobody@127.0.0.1:1/none' };
    const restore = await runScript('restore', backupDir, otherKind);
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain(onPostgres ? 'DATABASE_URL is not set' : 'holds an embedded (PGlite) database');
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('refuses a DATA_DIR or a database that is not empty, naming what is in the way', async () => {
    const dataDir = scratchPath('occupied');
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, 'notes.txt'), 'keep me');
    const occupied = await runScript('restore', backupDir, {
      DATA_DIR: dataDir,
      DATABASE_URL: await scratchDatabase(),
    });
    expect(occupied.code).toBe(1);
    expect(occupied.stderr).toContain(`DATA_DIR (${dataDir}) is not empty: it holds notes.txt.`);
    expect(fs.readdirSync(dataDir)).toEqual(['notes.txt']);

    if (onPostgres) {
      const before = await tablesIn(originalUrl!);
      const busy = await runScript('restore', backupDir, { DATA_DIR: scratchPath('fresh'), DATABASE_URL: originalUrl });
      expect(busy.code).toBe(1);
      expect(busy.stderr).toMatch(/The database "lp_backup_\w+" at 127\.0\.0\.1:5432 is not empty: it has \d+ tables/);
      expect(await tablesIn(originalUrl!)).toBe(before);
      expect(fs.existsSync(scratchPath('fresh'))).toBe(false);
    }
  });
});
