import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUser, tokenFor } from '../../../test/factories.ts';
import { useFilesTestApp } from '../files/files.test-support.ts';
import { recordsApi } from '../records/records.test-support.ts';

// Issue 35, item 5, on an S3 company: the export streams her files from the bucket; erasure removes the objects.
const BUCKET = 'firm-docs';
const s3Directory = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-person-s3rver-'));
let s3rver: S3rver;
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
const ctx = useFilesTestApp(env);
const { call, upload } = recordsApi(ctx);

/** The objects s3rver holds whose key ends with `name`. */
const objectsNamed = (name: string) =>
  fs
    .readdirSync(s3Directory, { recursive: true, encoding: 'utf8' })
    .filter((entry) => entry.endsWith(`${name}._S3rver_object`));

describe("a person's data on an S3 company (s3rver)", () => {
  it('exports her files from the bucket, and erasure removes every object but the 8879 it keeps', async () => {
    const db = ctx.database.db;
    const tenant = await createTenant(db);
    await db
      .updateTable('tenants')
      .set({ root_directory_type: 'AWS_S3', root_directory: `${BUCKET}/clients/${tenant.id}` })
      .where('id', '=', tenant.id)
      .execute();
    await createUser(db, { tenantRoles: { [tenant.id]: 'TenantOwner' } });
    const client = await createUser(db, { tenantRoles: { [tenant.id]: 'TenantManager' } });
    const clientToken = await tokenFor(ctx.app, client.email);
    const admin = await tokenFor(ctx.app, (await createUser(db, { staffRoles: ['Admin'] })).email);
    await upload(clientToken, tenant.id, 'Form 8879 2026.pdf', 'OTHERS');
    await upload(clientToken, tenant.id, 'Holiday photo.pdf', 'OTHERS');
    expect(objectsNamed('Holiday photo.pdf')).toHaveLength(1);

    const exported = await call(admin, 'GET', `/users/${client.id}/data-export.zip`);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.rawPayload.includes(Buffer.from('bytes of Holiday photo.pdf'))).toBe(true);

    const erased = await call(admin, 'POST', `/users/${client.id}/erasure`);
    expect(erased.statusCode, erased.body).toBe(201);
    expect(erased.json().kept).toMatchObject([{ name: 'Form 8879 2026.pdf', reason: 'RETENTION' }]);
    expect(objectsNamed('Holiday photo.pdf')).toEqual([]);
    expect(objectsNamed('Form 8879 2026.pdf')).toHaveLength(1);
  });
});
