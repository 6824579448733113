import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN, startServer, type RunningServer } from '../../../../../e2e/support/server-process.ts';
import { createScratchDatabase } from '../../../../../scripts/lib/scratch-database.ts';

/**
 * A backup taken while clients keep uploading (issue 30): a real server, uploads in a loop from three clients
 * at once, `npm run backup` as its own process in the middle of them, then a restore into a fresh DATA_DIR (and
 * database) and a server started on it. Every file the restore put on disk must be listed by the portal and
 * every listed file be on disk: an upload that finished after the database snapshot is not in the backup at all.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
const FOLDER = 'Bank Statements';
const ROOT_DIRECTORY = 'busy-books';
const RUN_MS = 240_000;

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
}, RUN_MS);
const scratchRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-busy-backup-'));
cleanups.push(() => fs.rmSync(scratchRoot, { recursive: true, force: true }));

async function scratchDatabase(): Promise<string | undefined> {
  if (!onPostgres) return undefined;
  const scratch = await createScratchDatabase(process.env.DATABASE_URL!, 'lp_busy_backup');
  cleanups.push(() => scratch.drop());
  return scratch.url;
}

/** `npm run backup|restore -- <dir>` as its own process with the server's settings. */
function runScript(name: 'backup' | 'restore', dir: string, env: { DATA_DIR: string; DATABASE_URL?: string }) {
  const child = spawn(process.execPath, [path.join(repoRoot, `scripts/${name}.ts`), dir], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, output })),
  );
}

async function api<T>(server: RunningServer, method: string, route: string, token: string | null, body?: unknown) {
  const response = await fetch(`${server.url}/api/v1${route}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.status, `${method} ${route}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/** Clients uploading one small statement after another until stopped; counts the uploads acknowledged. */
function keepUploading(server: RunningServer, token: string, tenantId: string, clients: number) {
  let stopped = false;
  let acknowledged = 0;
  const client = async (who: number) => {
    for (let n = 1; !stopped; n++) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(randomBytes(8_000))]), `client-${who}-statement-${n}.pdf`);
      const response = await fetch(`${server.url}/api/v1/tenants/${tenantId}/uploads?type=BANK_STATEMENT`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      expect(response.status).toBe(201);
      await response.arrayBuffer();
      acknowledged += 1;
    }
  };
  const running = Promise.all(Array.from({ length: clients }, (_, who) => client(who + 1)));
  return {
    acknowledged: () => acknowledged,
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

/** Every file the portal lists in the folder, a page at a time. */
async function listedFiles(server: RunningServer, token: string, tenantId: string): Promise<string[]> {
  const names: string[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ path: FOLDER, limit: '1000', ...(cursor ? { cursor } : {}) });
    const page: { entries: { file: string; is_file: boolean }[]; next_cursor: string | null } = await api(
      server,
      'GET',
      `/tenants/${tenantId}/files?${query}`,
      token,
    );
    names.push(...page.entries.filter((entry) => entry.is_file).map((entry) => entry.file));
    cursor = page.next_cursor;
  } while (cursor);
  return names.sort();
}

const signIn = async (server: RunningServer) =>
  (await api<{ token: string }>(server, 'POST', '/auth/login', null, { ...ADMIN, rememberMe: false })).token;

describe('a backup taken while clients upload', () => {
  it('restores exactly the files its database lists: none missing, none unlisted', { timeout: RUN_MS }, async () => {
    const databaseUrl = await scratchDatabase();
    const server = await startServer({ databaseUrl });
    cleanups.push(() => fs.rmSync(server.dataDir, { recursive: true, force: true }));
    cleanups.push(() => server.stop());
    const token = await signIn(server);
    const tenant = await api<{ uuid: string }>(server, 'POST', '/tenants', token, {
      name: 'Busy Books LLC',
      root_directory: ROOT_DIRECTORY,
      primary_contact_email: 'owner@busy-books.test',
    });

    const uploads = keepUploading(server, token, tenant.uuid, 3);
    await expect.poll(uploads.acknowledged, { timeout: 60_000, interval: 100 }).toBeGreaterThanOrEqual(10);
    const backupDir = path.join(scratchRoot, 'backup');
    const backup = await runScript('backup', backupDir, { DATA_DIR: server.dataDir, DATABASE_URL: databaseUrl });
    const acknowledgedByTheEnd = uploads.acknowledged();
    await uploads.stop();
    expect(backup.output).not.toContain('could not back up');
    expect(backup.code).toBe(0);

    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'));
    const inBackup: number = manifest.database.row_counts.uploads;
    // The uploads really went on during the backup: more were acknowledged by its end than its database holds.
    expect(acknowledgedByTheEnd).toBeGreaterThan(inBackup);
    await server.stop();

    const restoredDir = path.join(scratchRoot, 'restored');
    const restoredUrl = await scratchDatabase();
    const restore = await runScript('restore', backupDir, { DATA_DIR: restoredDir, DATABASE_URL: restoredUrl });
    expect(restore.code, restore.output).toBe(0);
    const restored = await startServer({ databaseUrl: restoredUrl, dataDir: restoredDir });
    cleanups.push(() => restored.stop());

    const listed = await listedFiles(restored, await signIn(restored), tenant.uuid);
    const onDisk = fs.readdirSync(path.join(restoredDir, 'files', ROOT_DIRECTORY, FOLDER)).sort();
    expect(listed.length).toBe(inBackup);
    expect(onDisk).toEqual(listed);
  });
});
