import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadTus } from '../../platform/lazy/heavy-modules.ts';
import { tenantWithClients, useFilesTestApp } from './files.test-support.ts';
import { resumableApi } from './resumable-uploads.test-support.ts';

/** Set by a test: the next import of @tus/server fails, as a package missing from an install would. */
const failing = vi.hoisted(() => ({ next: false }));
vi.mock('@tus/server', async (importOriginal) => {
  if (failing.next) {
    failing.next = false;
    throw new Error('Cannot find package @tus/server');
  }
  return importOriginal();
});

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-resumable-loading-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const ctx = useFilesTestApp({ DATA_DIR: dataDir });
const tusApi = resumableApi(ctx);
const pdf = { filename: 'march.pdf', type: 'BANK_STATEMENT' };

describe('the tus libraries load at the first resumable upload (issue 36: idle memory)', () => {
  it('a creation whose libraries cannot load is a 500, and the next one loads them and is created', async () => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);
    expect(loadTus.loaded()).toBe(false);

    failing.next = true;
    const failed = await tusApi.create(ownerToken, tenant.id, 4, pdf);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toMatchObject({ error: { code: 'INTERNAL_ERROR' } });

    const created = await tusApi.create(ownerToken, tenant.id, 4, pdf);
    expect(created.statusCode).toBe(201);
    expect(loadTus.loaded()).toBe(true);
  });
});
