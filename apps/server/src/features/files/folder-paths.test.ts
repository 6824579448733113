import { FOLDER_PATH_MAX_DEPTH } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { bearer, createRole, createUser, tokenFor } from '../../../test/factories.ts';
import { auditOf, filesApi, multipartBody, tenantWithClients, useFilesTestApp } from './files.test-support.ts';
import { idOf, resumableApi } from './resumable-uploads.test-support.ts';

const ctx = useFilesTestApp();
const api = filesApi(ctx);
const tusApi = resumableApi(ctx);

const ensure = (token: string, tenantId: string, path: string, parent?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/tenants/${tenantId}/folder-paths`,
    headers: bearer(token),
    payload: parent === undefined ? { path } : { parent, path },
  });

const uploadInto = (token: string, tenantId: string, folder: string, name: string, content: string) => {
  const body = multipartBody(name, content);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/tenants/${tenantId}/uploads?type=OTHERS&folder=${encodeURIComponent(folder)}`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};

const foldersOf = async (tenantId: string) =>
  (
    await ctx.database.db
      .selectFrom('folders')
      .select('path')
      .where('tenant_id', '=', tenantId)
      .where('deleted_at', 'is', null)
      .orderBy('path')
      .execute()
  ).map((row) => row.path);

const folderEvents = async (tenantId: string) =>
  (await auditOf(ctx, tenantId))
    .filter((event) => event.action === 'FOLDER_CREATE')
    .map((event) => [event.result, event.target, event.detail]);

describe('a dropped folder: its directories made below the open folder, its files uploaded into them', () => {
  it('makes the path and the folders between, audited one by one; the files land in them, one request or resumably', async () => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);
    const made = await ensure(ownerToken, tenant.id, 'Receipts/2025/March');
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toEqual({ id: expect.any(String), path: 'Receipts/2025/March', created: 3 });
    const below = await ensure(ownerToken, tenant.id, 'Cards/Visa', 'Receipts/2025');
    expect(below.json()).toMatchObject({ path: 'Receipts/2025/Cards/Visa', created: 2 });

    const sent = await uploadInto(ownerToken, tenant.id, 'Receipts/2025/March', 'taxi.pdf', 'taxi');
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ path: 'Receipts/2025/March/taxi.pdf' });
    const metadata = { filename: 'hotel.pdf', type: 'OTHERS', folder: 'Receipts/2025/Cards/Visa' };
    const created = await tusApi.create(ownerToken, tenant.id, 5, metadata);
    expect(created.statusCode, created.body).toBe(201);
    const patched = await tusApi.patch(ownerToken, tenant.id, idOf(created.headers.location), 0, Buffer.from('hotel'));
    expect(patched.statusCode, patched.body).toBe(204);

    const listed = async (path: string) => (await api.listAll(ownerToken, tenant.id, { path })).map((e) => e.path);
    expect(await listed('Receipts/2025')).toEqual(['Receipts/2025/Cards', 'Receipts/2025/March']);
    expect(await listed('Receipts/2025/March')).toEqual(['Receipts/2025/March/taxi.pdf']);
    expect(await listed('Receipts/2025/Cards/Visa')).toEqual(['Receipts/2025/Cards/Visa/hotel.pdf']);
    expect(await folderEvents(tenant.id)).toEqual([
      ['OK', 'Receipts', null],
      ['OK', 'Receipts/2025', null],
      ['OK', 'Receipts/2025/March', null],
      ['OK', 'Receipts/2025/Cards', null],
      ['OK', 'Receipts/2025/Cards/Visa', null],
    ]);
    const uploads = (await auditOf(ctx, tenant.id)).filter((event) => event.action === 'FILE_UPLOAD');
    expect(uploads.map((event) => [event.result, event.target])).toEqual([
      ['OK', 'Receipts/2025/March/taxi.pdf'],
      ['OK', 'Receipts/2025/Cards/Visa/hotel.pdf'],
    ]);
  });

  it('reuses what is there: the same id, nothing made, nothing on the trail; even when two ask at once', async () => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);
    const first = (await ensure(ownerToken, tenant.id, 'Payroll/Q1')).json();
    const again = (await ensure(ownerToken, tenant.id, 'Payroll/Q1')).json();
    expect(again).toEqual({ ...first, created: 0 });
    expect((await ensure(ownerToken, tenant.id, 'Payroll/Q2')).json()).toMatchObject({ created: 1 });

    // Two files of one drop asking for their directory at the same moment: one folder each, the same answer.
    const racing = await Promise.all([
      ensure(ownerToken, tenant.id, 'Raced/a/b'),
      ensure(ownerToken, tenant.id, 'Raced/a/b'),
      ensure(ownerToken, tenant.id, 'Raced/a/c'),
    ]);
    expect(racing.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const [one, two, sibling] = racing.map((response) => response.json());
    expect(one.id).toBe(two.id);
    expect(one.created + two.created + sibling.created).toBe(4);
    expect(await foldersOf(tenant.id)).toEqual([
      'Payroll',
      'Payroll/Q1',
      'Payroll/Q2',
      'Raced',
      'Raced/a',
      'Raced/a/b',
      'Raced/a/c',
    ]);
    expect((await folderEvents(tenant.id)).map(([, target]) => target)).toHaveLength(7);
  });

  it('refuses a crafted path with its code, making nothing of it, and puts each refusal on the trail', async () => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);
    const deep = Array.from({ length: FOLDER_PATH_MAX_DEPTH + 1 }, (_, i) => `d${i}`).join('/');
    // 1,003 characters: a parent this long leaves no room for a 30-character folder below it.
    const long = Array.from({ length: 4 }, (_, i) => `${i}${'x'.repeat(249)}`).join('/');
    const cases: [string, number, string][] = [
      ['Good/../../etc', 400, 'PATH_REFUSED'],
      ['..', 400, 'PATH_REFUSED'],
      ['/etc/passwd', 400, 'PATH_REFUSED'],
      ['Good\\evil', 400, 'PATH_REFUSED'],
      ['Good//twice', 400, 'PATH_REFUSED'],
      ['Good/%2e%2e', 400, 'PATH_REFUSED'],
      ['Good/CON', 400, 'NAME_REFUSED'],
      ['Good/trailing.', 400, 'NAME_REFUSED'],
      [`Good/${'n'.repeat(256)}`, 400, 'PATH_REFUSED'],
      ['Good/what?', 400, 'NAME_REFUSED'],
      [deep, 400, 'FOLDER_PATH_TOO_LONG'],
      [`${long}/${'m'.repeat(30)}`, 400, 'VALIDATION_ERROR'],
      ['', 400, 'VALIDATION_ERROR'],
    ];
    for (const [path, status, code] of cases) {
      const response = await ensure(ownerToken, tenant.id, path);
      expect([path, response.statusCode, response.json().error.code]).toEqual([path, status, code]);
    }
    expect((await ensure(ownerToken, tenant.id, long)).statusCode).toBe(200);
    const tooLong = await ensure(ownerToken, tenant.id, 'y'.repeat(30), long);
    expect([tooLong.statusCode, tooLong.json().error.code]).toEqual([400, 'FOLDER_PATH_TOO_LONG']);
    // A file where a folder of the path would go: 409; every check comes before the first insert, so a refusal
    // never leaves the folders above it behind.
    expect((await api.upload(ownerToken, tenant.id, 'Taken', 'a file', 'OTHERS')).statusCode).toBe(201);
    const blocked = await ensure(ownerToken, tenant.id, 'Others/Taken/below');
    expect([blocked.statusCode, blocked.json().error.code]).toEqual([409, 'NAME_TAKEN']);
    const taken = await ensure(ownerToken, tenant.id, 'Taken/below', 'Others');
    expect(taken.json().error.code).toBe('NAME_TAKEN');
    expect(await foldersOf(tenant.id)).toEqual([
      ...long.split('/').map((_, i, all) => all.slice(0, i + 1).join('/')),
      'Others',
    ]);

    const refused = (await folderEvents(tenant.id)).filter(([result]) => result === 'DENIED');
    expect(refused.map(([, , detail]) => detail)).toEqual([
      ...cases.filter(([, , code]) => code !== 'VALIDATION_ERROR').map(([, , code]) => code),
      'FOLDER_PATH_TOO_LONG',
      'NAME_TAKEN',
      'NAME_TAKEN',
    ]);
  });

  it("answers 404 for another company's folder or company, 403 without the upload permission or switch", async () => {
    const { tenant, otherTenant, ownerToken, outsiderToken } = await tenantWithClients(ctx);
    await ensure(outsiderToken, otherTenant.id, 'Theirs');
    // A parent that is only the other company's, and the other company itself.
    expect((await ensure(ownerToken, tenant.id, 'x', 'Theirs')).statusCode).toBe(404);
    const intruding = await ensure(ownerToken, otherTenant.id, 'Mine');
    expect(intruding.statusCode).toBe(404);
    expect(intruding.body).not.toContain('Theirs');
    expect(await foldersOf(otherTenant.id)).toEqual(['Theirs']);
    // An upload may only name a folder of its own company, and a safe one.
    expect((await uploadInto(ownerToken, tenant.id, 'Theirs', 'a.pdf', 'a')).statusCode).toBe(404);
    expect((await uploadInto(ownerToken, tenant.id, '../Theirs', 'a.pdf', 'a')).json().error.code).toBe('PATH_REFUSED');
    const tusInto = await tusApi.create(ownerToken, tenant.id, 1, {
      filename: 'a.pdf',
      type: 'OTHERS',
      folder: 'Theirs',
    });
    expect(tusInto.statusCode).toBe(404);

    const db = ctx.database.db;
    const lookers = await createRole(db, { scope: 'firm', permissions: ['view tenant', 'view files'] });
    const looker = await createUser(db, { staffRoles: [lookers.name] });
    const refused = await ensure(await tokenFor(ctx.app, looker.email), tenant.id, 'Peek');
    expect(refused.statusCode).toBe(403);

    const switchTo = (status: 0 | 1) =>
      db.updateTable('feature_settings').set({ status }).where('key', '=', 'CLIENT_FILE_UPLOAD').execute();
    await switchTo(0);
    try {
      const off = await ensure(ownerToken, tenant.id, 'While off');
      expect([off.statusCode, off.json().error.code]).toEqual([403, 'FEATURE_DISABLED']);
    } finally {
      await switchTo(1);
    }
    expect(await foldersOf(tenant.id)).toEqual([]);
  });
});
