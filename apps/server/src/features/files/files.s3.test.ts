import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUser, tokenFor } from '../../../test/factories.ts';
import { filesApi, useFilesTestApp } from './files.test-support.ts';
import { idOf, resumableApi } from './resumable-uploads.test-support.ts';

const BUCKET = 'firm-docs';
const s3Directory = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-files-s3rver-'));
let s3rver: S3rver;
// Filled in once s3rver has a port; useTestApp reads its env when it builds the app, after this hook.
const env: Record<string, string> = {};
beforeAll(async () => {
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3rver.run();
  Object.assign(env, {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  });
});
afterAll(async () => {
  await s3rver?.close();
  fs.rmSync(s3Directory, { recursive: true, force: true });
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-files-s3-data-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
env.DATA_DIR = dataDir;
const ctx = useFilesTestApp(env);
const api = filesApi(ctx);

describe('files on an S3 tenant (s3rver)', () => {
  it('uploads into the bucket, lists it, and hands out a presigned link that returns the same bytes', async () => {
    const db = ctx.database.db;
    const tenant = await createTenant(db);
    await db
      .updateTable('tenants')
      .set({ root_directory_type: 'AWS_S3', root_directory: `${BUCKET}/clients/${tenant.id}` })
      .where('id', '=', tenant.id)
      .execute();
    const owner = await createUser(db, { tenantRoles: { [tenant.id]: 'TenantOwner' } });
    const token = await tokenFor(ctx.app, owner.email);
    const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7) % 256));

    const upload = await api.upload(token, tenant.id, 'Überweisung März.pdf', bytes);
    expect(upload.statusCode).toBe(201);
    expect(upload.json().sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    const listing = await api.list(token, tenant.id, { path: 'Bank Statements' });
    expect(listing.json().entries).toEqual([
      expect.objectContaining({ file: 'Überweisung März.pdf', is_file: true, size: bytes.length }),
    ]);

    const link = await api.link(token, tenant.id, { path: upload.json().path, disposition: 'attachment' });
    expect(link.statusCode).toBe(200);
    expect(link.json().url).toMatch(new RegExp(`^${env.S3_ENDPOINT}/${BUCKET}/`));
    const download = await fetch(link.json().url);

    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Uberweisung Marz.pdf"; filename*=UTF-8''%C3%9Cberweisung%20M%C3%A4rz.pdf`,
    );
  });

  it('keeps a resumable upload sent in two parts in the bucket, byte for byte (staged on the server till then)', async () => {
    const db = ctx.database.db;
    const tenant = await createTenant(db);
    await db
      .updateTable('tenants')
      .set({ root_directory_type: 'AWS_S3', root_directory: `${BUCKET}/clients/${tenant.id}` })
      .where('id', '=', tenant.id)
      .execute();
    const owner = await createUser(db, { tenantRoles: { [tenant.id]: 'TenantOwner' } });
    const token = await tokenFor(ctx.app, owner.email);
    const bytes = Buffer.from(Array.from({ length: 700_000 }, (_, i) => (i * 13) % 256));
    const tus = resumableApi(ctx);

    const created = await tus.create(token, tenant.id, bytes.length, { filename: 'resumed.pdf', type: 'OTHERS' });
    const id = idOf(created.headers.location);
    expect((await tus.patch(token, tenant.id, id, 0, bytes.subarray(0, 250_000))).statusCode).toBe(204);
    expect((await tus.patch(token, tenant.id, id, 250_000, bytes.subarray(250_000))).statusCode).toBe(204);

    const listing = await api.list(token, tenant.id, { path: 'Others' });
    expect(listing.json().entries).toEqual([expect.objectContaining({ file: 'resumed.pdf', size: bytes.length })]);
    const link = await api.link(token, tenant.id, { path: 'Others/resumed.pdf' });
    const download = await fetch(link.json().url);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
  });
});
