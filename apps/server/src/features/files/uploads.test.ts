import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/factories.ts';
import {
  auditOf,
  filesApi,
  multipartBody,
  staffToken,
  tenantWithClients,
  useFilesTestApp,
} from './files.test-support.ts';

const LIMIT = 2_000_000;
const ctx = useFilesTestApp({ UPLOAD_MAX_BYTES: String(LIMIT) });
const api = filesApi(ctx);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const rowsOf = (tenantId: string) =>
  ctx.database.db.selectFrom('uploads').selectAll().where('tenant_id', '=', tenantId).execute();

describe('uploads', () => {
  it('stores a client upload under its type folder, lists it with its size and records sha256 and audit', async () => {
    const { tenant, owner, ownerToken } = await tenantWithClients(ctx);
    // Larger than the app's 1 MB JSON body limit: multipart streams must not be capped by it.
    const bytes = Buffer.alloc(1_500_000, 7);
    bytes.write('%PDF-1.4 statement');

    const response = await api.upload(ownerToken, tenant.id, 'march.pdf', bytes);

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      tenant_uuid: tenant.id,
      type: 'BANK_STATEMENT',
      file_name: 'march.pdf',
      path: 'Bank Statements/march.pdf',
      size: bytes.length,
      sha256: sha256(bytes),
      uploaded_by: { uuid: owner.id, name: 'Olga Owner', side: 'client' },
    });
    const root = (await api.list(ownerToken, tenant.id)).json();
    expect(root.entries).toEqual([
      expect.objectContaining({ file: 'Bank Statements', is_file: false, path: 'Bank Statements', size: null }),
    ]);
    const folder = (await api.list(ownerToken, tenant.id, { path: 'Bank Statements' })).json();
    expect(folder.entries).toEqual([
      expect.objectContaining({
        file: 'march.pdf',
        path: 'Bank Statements/march.pdf',
        is_file: true,
        size: bytes.length,
      }),
    ]);
    expect(await rowsOf(tenant.id)).toEqual([
      expect.objectContaining({ uploaded_by: owner.id, type: 'BANK_STATEMENT', sha256: sha256(bytes) }),
    ]);
    const events = await auditOf(ctx, tenant.id);
    expect(events.map((e) => [e.action, e.result, e.target])).toEqual([
      ['FILE_UPLOAD', 'OK', 'Bank Statements/march.pdf'],
      ['FOLDER_LIST', 'OK', ''],
      ['FOLDER_LIST', 'OK', 'Bank Statements'],
    ]);
  });

  it('makes a second file of the same name its new version: one file listed, the new bytes served', async () => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);

    const first = await api.upload(ownerToken, tenant.id, 'scan.jpg', 'first', 'OTHERS');
    const second = await api.upload(ownerToken, tenant.id, 'scan.jpg', 'second!', 'OTHERS');

    expect(second.json()).toMatchObject({ file_name: 'scan.jpg', path: 'Others/scan.jpg', size: 7, version: 2 });
    expect(second.json().document_id).toBe(first.json().document_id);
    const entries = (await api.list(ownerToken, tenant.id, { path: 'Others' })).json().entries;
    expect(entries).toEqual([expect.objectContaining({ file: 'scan.jpg', size: 7, versions: 2 })]);
    const link = (await api.link(ownerToken, tenant.id, { path: 'Others/scan.jpg' })).json();
    expect((await api.fetchLink(link)).body).toBe('second!');
  });

  it('keeps both when asked: the second file of the same name gets " (1)"', async () => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);

    await api.upload(ownerToken, tenant.id, 'scan.jpg', 'first', 'OTHERS');
    const second = await api.upload(ownerToken, tenant.id, 'scan.jpg', 'second', 'OTHERS', 'keep_both');

    expect(second.json()).toMatchObject({ file_name: 'scan (1).jpg', path: 'Others/scan (1).jpg', size: 6 });
    const names = (await api.list(ownerToken, tenant.id, { path: 'Others' }))
      .json()
      .entries.map((e: { file: string }) => e.file);
    expect(names).toEqual(['scan (1).jpg', 'scan.jpg']);
  });

  it('lists folders first, then files by name, and filters by a case-insensitive search', async () => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);
    for (const [name, type] of [
      ['March statement.pdf', 'BANK_STATEMENT'],
      ['april.pdf', 'BANK_STATEMENT'],
      ['w2.pdf', 'PAYROLL_DOCUMENT'],
    ] as const) {
      await api.upload(ownerToken, tenant.id, name, 'x', type);
    }
    const names = async (query: Record<string, string>) =>
      (await api.list(ownerToken, tenant.id, query)).json().entries.map((e: { file: string }) => e.file);

    expect(await names({})).toEqual(['Bank Statements', 'Payroll Documents']);
    expect(await names({ path: 'Bank Statements' })).toEqual(['april.pdf', 'March statement.pdf']);
    expect(await names({ path: 'Bank Statements', search: 'MARCH' })).toEqual(['March statement.pdf']);
    expect((await api.list(ownerToken, tenant.id, { path: 'No Such Folder' })).statusCode).toBe(404);
  });

  it('marks a staff upload into a client folder as the staff side', async () => {
    const { tenant } = await tenantWithClients(ctx);

    const response = await api.upload(await staffToken(ctx), tenant.id, 'letter.pdf', 'x', 'CORPORATION_DOCUMENT');

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ path: 'Corporation Documents/letter.pdf', uploaded_by: { side: 'staff' } });
  });

  it('keeps a non-ASCII name, drops control characters and cuts a long name keeping its extension', async () => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);

    const accented = await api.upload(ownerToken, tenant.id, 'Überweisung März.pdf', 'x');
    const controls = await api.upload(ownerToken, tenant.id, '  rep\u0007ort.txt ', 'x');
    const long = await api.upload(ownerToken, tenant.id, `${'a'.repeat(300)}.xlsx`, 'x');

    expect(accented.json().file_name).toBe('Überweisung März.pdf');
    expect(controls.json().file_name).toBe('report.txt');
    expect(long.json().file_name).toBe(`${'a'.repeat(195)}.xlsx`);
  });

  it.each([
    ['just over the limit (read, then refused)', LIMIT + 1],
    ['far over the limit (refused by its length)', LIMIT * 2],
  ])('answers a file %s 413 with nothing listed and no row', async (_, size) => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);

    const response = await api.upload(ownerToken, tenant.id, 'huge.bin', Buffer.alloc(size, 1));

    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    // The screen tells the user the limit.
    expect(response.json().error.details).toEqual([{ field: 'max_bytes', message: String(LIMIT) }]);
    const root = (await api.list(ownerToken, tenant.id)).json().entries as { file: string }[];
    const inFolder = root.length
      ? (await api.list(ownerToken, tenant.id, { path: 'Bank Statements' })).json().entries
      : [];
    expect(inFolder).toEqual([]);
    expect(await rowsOf(tenant.id)).toEqual([]);
    const [event] = (await auditOf(ctx, tenant.id)).filter((e) => e.action === 'FILE_UPLOAD');
    expect(event).toMatchObject({ result: 'DENIED', detail: 'PAYLOAD_TOO_LARGE' });
  });

  it('accepts a file of exactly the limit', async () => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);
    const response = await api.upload(ownerToken, tenant.id, 'exact.bin', Buffer.alloc(LIMIT, 2));
    expect(response.statusCode).toBe(201);
    expect(response.json().size).toBe(LIMIT);
  });

  it('answers a form without a file part 400 and a JSON body 415', async () => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);
    const url = `/api/v1/tenants/${tenant.id}/uploads?type=OTHERS`;
    const wrongField = multipartBody('a.txt', 'x', 'attachment');

    const noFile = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(ownerToken), ...wrongField.headers },
      payload: wrongField.payload,
    });
    const json = await ctx.app.inject({ method: 'POST', url, headers: bearer(ownerToken), payload: { file: 'x' } });
    const badType = await api.upload(ownerToken, tenant.id, 'a.txt', 'x', 'PHOTOS');

    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'file' }] });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(badType.statusCode).toBe(400);
    expect(await rowsOf(tenant.id)).toEqual([]);
  });
});
