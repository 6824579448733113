import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesApi, tenantWithClients, useFilesTestApp } from './files.test-support.ts';

// A real small file system under STORAGE_ROOT: a tmpfs we can fill up and remount read-only. Mounting needs
// root, which CI and this project's machine have; elsewhere the suite says so rather than pretending.
const isRoot = process.getuid?.() === 0;
const storageRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-faults-'));
const mount = (...args: string[]) => execFileSync('mount', args);

beforeAll(() => {
  if (isRoot) mount('-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', storageRoot);
});
afterAll(() => {
  if (isRoot) execFileSync('umount', [storageRoot]);
  fs.rmSync(storageRoot, { recursive: true, force: true });
});

const ctx = useFilesTestApp({ STORAGE_ROOT: storageRoot });
const api = filesApi(ctx);
const health = async () => (await ctx.app.inject({ method: 'GET', url: '/api/v1/health' })).json();

/** Every file under the tenant's folder, hidden temp files included. */
const filesUnder = (folder: string): string[] =>
  fs.existsSync(folder)
    ? (fs.readdirSync(folder, { recursive: true }) as string[]).filter((f) =>
        fs.statSync(path.join(folder, f)).isFile(),
      )
    : [];

describe.runIf(isRoot)('storage faults are the server’s, not the client’s', () => {
  it('a full disk answers 507 STORAGE_FULL, stores nothing, is audited FAILED, and health says full; read-only answers 503', async () => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);
    const tenantFolder = path.join(storageRoot, tenant.root_directory);
    expect(await health()).toMatchObject({ status: 'ok', storage: 'ok' });
    expect((await api.upload(ownerToken, tenant.id, 'first.pdf', 'fits easily')).statusCode).toBe(201);

    // Fill the file system but for 200 KB, then send 600 KB.
    const { bavail, bsize } = fs.statfsSync(storageRoot);
    fs.writeFileSync(path.join(storageRoot, 'filler'), Buffer.alloc(bavail * bsize - 200 * 1024));
    expect(await health()).toMatchObject({ status: 'degraded', storage: 'full' });

    const full = await api.upload(ownerToken, tenant.id, 'big.pdf', Buffer.alloc(600 * 1024, 7));
    expect(full.statusCode).toBe(507);
    expect(full.json().error.code).toBe('STORAGE_FULL');
    expect(filesUnder(tenantFolder).map((f) => path.basename(f))).toEqual(['first.pdf']);
    const uploads = await ctx.database.db
      .selectFrom('uploads')
      .select('file_name')
      .where('tenant_id', '=', tenant.id)
      .execute();
    expect(uploads.map((u) => u.file_name)).toEqual(['first.pdf']);
    const failed = await ctx.database.db
      .selectFrom('audit_events')
      .select(['result', 'detail'])
      .where('action', '=', 'FILE_UPLOAD')
      .where('tenant_id', '=', tenant.id)
      .where('result', '!=', 'OK')
      .execute();
    expect(failed).toEqual([{ result: 'FAILED', detail: 'STORAGE_FULL' }]);

    fs.rmSync(path.join(storageRoot, 'filler'));
    mount('-o', 'remount,ro', storageRoot);
    try {
      expect(await health()).toMatchObject({ status: 'degraded', storage: 'read_only' });
      const readOnly = await api.upload(ownerToken, tenant.id, 'later.pdf', 'no place to go');
      expect(readOnly.statusCode).toBe(503);
      expect(readOnly.json().error.code).toBe('STORAGE_UNAVAILABLE');
    } finally {
      mount('-o', 'remount,rw', storageRoot);
    }
    expect(await health()).toMatchObject({ status: 'ok', storage: 'ok' });
  });
});
