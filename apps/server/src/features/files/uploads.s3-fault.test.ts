import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUser, tokenFor } from '../../../test/factories.ts';
import { filesApi, useFilesTestApp } from './files.test-support.ts';

// An S3 endpoint that is up but failing: every request answers 500 InternalError, as S3 does in an outage.
let requests = 0;
const failing = http.createServer((request, response) => {
  requests++;
  request.resume();
  response.writeHead(500, { 'content-type': 'application/xml' });
  response.end(
    '<?xml version="1.0"?><Error><Code>InternalError</Code><Message>We encountered an internal error.</Message></Error>',
  );
});
const env: Record<string, string> = {};
beforeAll(async () => {
  await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
  Object.assign(env, {
    S3_ENDPOINT: `http://127.0.0.1:${(failing.address() as AddressInfo).port}`,
    S3_ACCESS_KEY_ID: 'KEY',
    S3_SECRET_ACCESS_KEY: 'SECRET',
    S3_FORCE_PATH_STYLE: 'true',
  });
});
afterAll(() => new Promise<void>((resolve) => failing.close(() => resolve())));

const ctx = useFilesTestApp(env);
const api = filesApi(ctx);

describe('an S3 service answering 500', () => {
  it('is 503 STORAGE_UNAVAILABLE for the client, audited FAILED, with nothing recorded', async () => {
    const db = ctx.database.db;
    const tenant = await createTenant(db);
    await db
      .updateTable('tenants')
      .set({ root_directory_type: 'AWS_S3', root_directory: `firm-docs/clients/${tenant.id}` })
      .where('id', '=', tenant.id)
      .execute();
    const owner = await createUser(db, { tenantRoles: { [tenant.id]: 'TenantOwner' } });
    const token = await tokenFor(ctx.app, owner.email);

    const upload = await api.upload(token, tenant.id, 'statement.pdf', Buffer.alloc(50_000, 1));
    expect(upload.statusCode).toBe(503);
    expect(upload.json().error.code).toBe('STORAGE_UNAVAILABLE');
    expect(requests).toBeGreaterThan(0);
    expect(await db.selectFrom('uploads').select('id').where('tenant_id', '=', tenant.id).execute()).toEqual([]);
    const event = await db
      .selectFrom('audit_events')
      .select(['result', 'detail'])
      .where('action', '=', 'FILE_UPLOAD')
      .where('tenant_id', '=', tenant.id)
      .executeTakeFirstOrThrow();
    expect(event).toEqual({ result: 'FAILED', detail: 'STORAGE_UNAVAILABLE' });

    // The folders are the catalog's: they still open (empty: nothing was stored) while S3 is failing.
    const listing = await api.list(token, tenant.id);
    expect([listing.statusCode, listing.json().entries]).toEqual([200, []]);
    expect(await db.selectFrom('documents').select('id').where('tenant_id', '=', tenant.id).execute()).toEqual([]);
  });
});
