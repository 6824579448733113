import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bearer, createRole, createUser, tokenFor } from '../../../test/factories.ts';
import { auditOf, filesApi, tenantWithClients, useFilesTestApp } from './files.test-support.ts';

// S3 tenants of this file point at a port where nothing listens: the storage is unreachable.
const ctx = useFilesTestApp({
  S3_ENDPOINT: 'http://127.0.0.1:9',
  S3_ACCESS_KEY_ID: 'unused',
  S3_SECRET_ACCESS_KEY: 'unused',
  S3_FORCE_PATH_STYLE: 'true',
});
const api = filesApi(ctx);

describe('files: tenant boundary and permissions', () => {
  it('answers a client of another tenant 404 on list, upload and link, and records each attempt as DENIED', async () => {
    const { tenant, ownerToken, outsiderToken } = await tenantWithClients(ctx);
    expect((await api.upload(ownerToken, tenant.id, 'march.pdf', 'statement')).statusCode).toBe(201);

    const list = await api.list(outsiderToken, tenant.id);
    const upload = await api.upload(outsiderToken, tenant.id, 'intruder.pdf', 'x');
    const link = await api.link(outsiderToken, tenant.id, { path: 'Bank Statements/march.pdf' });

    for (const response of [list, upload, link]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    const listing = await api.list(ownerToken, tenant.id, { path: 'Bank Statements' });
    expect(listing.json().entries.map((e: { file: string }) => e.file)).toEqual(['march.pdf']);
    const denied = (await auditOf(ctx, tenant.id)).filter((e) => e.result === 'DENIED');
    expect(denied.map((e) => [e.action, e.detail])).toEqual([
      ['FOLDER_LIST', 'NOT_FOUND'],
      ['FILE_UPLOAD', 'NOT_FOUND'],
      ['FILE_DOWNLOAD', 'NOT_FOUND'],
    ]);
  });

  it('refuses an upload to a member whose role lacks "upload files", but lets them list', async () => {
    const { tenant } = await tenantWithClients(ctx);
    const viewer = await createRole(ctx.database.db, { scope: 'tenant', permissions: ['view files'] });
    const member = await createUser(ctx.database.db, { tenantRoles: { [tenant.id]: viewer.name } });
    const token = await tokenFor(ctx.app, member.email);

    const upload = await api.upload(token, tenant.id, 'note.txt', 'hello');

    expect(upload.statusCode).toBe(403);
    expect(upload.json().error.code).toBe('FORBIDDEN');
    expect((await api.list(token, tenant.id)).statusCode).toBe(200);
    const [event] = (await auditOf(ctx, tenant.id)).filter((e) => e.action === 'FILE_UPLOAD');
    expect(event).toMatchObject({ result: 'DENIED', detail: 'FORBIDDEN', actor_user_id: member.id });
  });

  it('refuses listing and links to a member whose role lacks "view files"', async () => {
    const { tenant } = await tenantWithClients(ctx);
    const uploader = await createRole(ctx.database.db, { scope: 'tenant', permissions: ['upload files'] });
    const member = await createUser(ctx.database.db, { tenantRoles: { [tenant.id]: uploader.name } });
    const token = await tokenFor(ctx.app, member.email);

    expect((await api.list(token, tenant.id)).statusCode).toBe(403);
    expect((await api.link(token, tenant.id, { path: 'Bank Statements/x.pdf' })).statusCode).toBe(403);
  });

  it('asks for a session', async () => {
    const { tenant } = await tenantWithClients(ctx);
    const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/tenants/${tenant.id}/files` });
    expect(response.statusCode).toBe(401);
  });
});

// Each entry is what arrives at the server after the query string or JSON is decoded once.
const TRAVERSAL = [
  ['plain', '../../etc/passwd'],
  ['plain, inside a folder', 'Bank Statements/../../outside'],
  ['absolute', '/etc/passwd'],
  ['URL-encoded', '..%2F..%2Fetc%2Fpasswd'],
  ['URL-encoded dots', '%2e%2e/%2e%2e/etc'],
  ['double-encoded', '..%252F..%252Fetc'],
  ['backslash', '..\\..\\windows'],
] as const;
const NUL_PATH = 'Bank Statements/a.pdf\u0000.txt';

describe('files: the traversal corpus', () => {
  it.each(TRAVERSAL)('refuses a %s folder path on list with PATH_REFUSED, recorded DENIED', async (_, bad) => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);

    const response = await api.list(ownerToken, tenant.id, { path: bad });

    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('PATH_REFUSED');
    const events = await auditOf(ctx, tenant.id);
    expect(events).toEqual([
      expect.objectContaining({
        action: 'FOLDER_LIST',
        result: 'DENIED',
        detail: 'PATH_REFUSED',
        target: bad,
      }),
    ]);
  });

  it.each(TRAVERSAL)('refuses a %s file path on link with PATH_REFUSED, recorded DENIED', async (_, bad) => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);

    const response = await api.link(ownerToken, tenant.id, { path: bad, disposition: 'attachment' });

    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('PATH_REFUSED');
    expect(await auditOf(ctx, tenant.id)).toEqual([
      expect.objectContaining({ action: 'FILE_DOWNLOAD', result: 'DENIED', detail: 'PATH_REFUSED' }),
    ]);
  });

  it('refuses a NUL in a path at the door, for every route, naming the field', async () => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);
    for (const response of [
      await api.list(ownerToken, tenant.id, { path: NUL_PATH }),
      await api.link(ownerToken, tenant.id, { path: NUL_PATH, disposition: 'attachment' }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'path' }] });
    }
  });

  it.each([
    ...TRAVERSAL,
    ['NUL', NUL_PATH],
    ['a lone dot-dot', '..'],
    ['the folder config file', '.ledgerport.json'],
  ] as const)('refuses a %s upload file name with PATH_REFUSED, stores nothing and records DENIED', async (_, bad) => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);

    const response = await api.upload(ownerToken, tenant.id, bad, 'payload');

    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('PATH_REFUSED');
    expect((await api.list(ownerToken, tenant.id)).json().entries).toEqual([]);
    const uploads = await ctx.database.db.selectFrom('uploads').where('tenant_id', '=', tenant.id).execute();
    expect(uploads).toEqual([]);
    const events = (await auditOf(ctx, tenant.id)).filter((e) => e.action === 'FILE_UPLOAD');
    expect(events).toEqual([expect.objectContaining({ result: 'DENIED', detail: 'PATH_REFUSED' })]);
  });

  it('refuses a link to the folder config file and to a folder as not found', async () => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);
    await api.upload(ownerToken, tenant.id, 'a.pdf', 'x');

    const folder = await api.link(ownerToken, tenant.id, { path: 'Bank Statements' });
    const missing = await api.link(ownerToken, tenant.id, { path: 'Bank Statements/none.pdf' });

    expect(folder.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    const links = (await auditOf(ctx, tenant.id)).filter((e) => e.action === 'FILE_DOWNLOAD');
    expect(links.map((e) => [e.result, e.detail])).toEqual([
      ['DENIED', 'NOT_FOUND'],
      ['DENIED', 'NOT_FOUND'],
    ]);
  });

  it('never lets a link token stand in for a session', async () => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);
    await api.upload(ownerToken, tenant.id, 'a.pdf', 'x');
    const link = (await api.link(ownerToken, tenant.id, { path: 'Bank Statements/a.pdf' })).json();
    const linkToken = new URL(link.url, 'http://x').searchParams.get('token')!;

    const asSession = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(linkToken) });
    const sessionAsLink = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/files/download?token=${encodeURIComponent(ownerToken)}`,
    });

    expect(asSession.statusCode).toBe(401);
    expect(sessionAsLink.statusCode).toBe(403);
    expect(sessionAsLink.json().error.code).toBe('LINK_INVALID');
  });
});

describe('files: where the storage itself refuses', () => {
  it('never reaches what was put into the storage behind the catalog (a symlink out of the root)', async () => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);
    const root = path.join(ctx.storageRoot, tenant.root_directory);
    fs.mkdirSync(root, { recursive: true });
    fs.symlinkSync(path.dirname(ctx.storageRoot), path.join(root, 'escape'));

    const list = await api.list(ownerToken, tenant.id, { path: 'escape' });
    const link = await api.link(ownerToken, tenant.id, { path: 'escape/etc/passwd' });

    expect([list.statusCode, list.json().error.code]).toEqual([404, 'NOT_FOUND']);
    expect([link.statusCode, link.json().error.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('answers 503 STORAGE_UNAVAILABLE when the tenant storage cannot be reached, recorded FAILED', async () => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);
    await ctx.database.db
      .updateTable('tenants')
      .set({ root_directory_type: 'AWS_S3', root_directory: 'firm-docs/unreachable' })
      .where('id', '=', tenant.id)
      .execute();

    const response = await api.upload(ownerToken, tenant.id, 'a.pdf', 'x');
    // The folders are the catalog's: they still open while the storage is away.
    const list = await api.list(ownerToken, tenant.id);

    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('STORAGE_UNAVAILABLE');
    expect(list.statusCode).toBe(200);
    expect(await auditOf(ctx, tenant.id)).toEqual([
      expect.objectContaining({ action: 'FILE_UPLOAD', result: 'FAILED', detail: 'STORAGE_UNAVAILABLE' }),
      expect.objectContaining({ action: 'FOLDER_LIST', result: 'OK' }),
    ]);
  });
});
