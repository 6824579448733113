import { createHash } from 'node:crypto';
import type { TFileEntry, TUploadLink } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { filesApi, useFilesTestApp } from '../files/files.test-support.ts';
import { linksApi, linkWorld } from './upload-links.test-support.ts';

const LIMIT = 1_000_000;
const ctx = useFilesTestApp({ UPLOAD_MAX_BYTES: String(LIMIT) });
const api = linksApi(ctx);
const files = filesApi(ctx);
const db = () => ctx.database.db;
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`);

const entriesIn = async (token: string, tenantId: string, path: string) =>
  (await files.list(token, tenantId, { path })).json().entries as TFileEntry[];
const eventsOf = (tenantId: string) =>
  db().selectFrom('audit_events').selectAll().where('tenant_id', '=', tenantId).orderBy('seq').execute();

describe('upload links: staff make one, a person without an account sends files through it', () => {
  it('keeps only the token’s hash, files arrive New in the company’s Others folder marked via link, staff are told', async () => {
    const { tenant, staff, staffToken } = await linkWorld(ctx);
    const made = await api.create(staffToken, tenant.id, { label: 'Year-end receipts' });
    expect(made.statusCode).toBe(201);
    const link = made.json() as TUploadLink & { url: string };
    expect(link).toMatchObject({
      label: 'Year-end receipts',
      folder: 'Others',
      request: null,
      require_email_code: false,
      max_files: 20,
      max_total_bytes: 10 * LIMIT,
      uploads_count: 0,
      status: 'active',
      created_by_name: 'Sam Staff',
    });
    const days = (Date.parse(link.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    expect(link.url).toMatch(/\/app\/upload\/link\?token=[\w-]{43}$/);
    const token = api.tokenOf(link.url);
    const row = await db().selectFrom('upload_links').selectAll().where('id', '=', link.uuid).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);

    const page = await api.page(token);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({
      firm_name: expect.any(String),
      company_name: tenant.name,
      label: 'Year-end receipts',
      purpose: { kind: 'folder', folder: 'Others' },
      expires_at: link.expires_at,
      needs_email_code: false,
      files_left: 20,
      bytes_left: 10 * LIMIT,
      max_file_bytes: LIMIT,
    });

    const sent = await api.send(token, 'receipts.pdf', pdf('receipts'));
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ file_name: 'receipts.pdf', type: 'OTHERS', files_left: 19 });

    const [file] = await entriesIn(staffToken, tenant.id, 'Others');
    expect(file).toMatchObject({ file: 'receipts.pdf', via_link: true, uploaded_by: null, review_status: 'NEW' });
    expect((await api.list(staffToken, tenant.id)).json().data[0]).toMatchObject({ uploads_count: 1 });
    const events = await eventsOf(tenant.id);
    expect(events.map((e) => [e.action, e.result, e.actor_user_id, e.target, e.detail])).toEqual([
      ['UPLOAD_LINK_CREATE', 'OK', staff.id, `upload-link:${link.uuid}`, null],
      ['FILE_UPLOAD', 'OK', null, 'Others/receipts.pdf', `upload-link:${link.uuid}`],
      ['FOLDER_LIST', 'OK', staff.id, 'Others', null],
    ]);
    const told = await db().selectFrom('notifications').selectAll().where('user_id', '=', staff.id).execute();
    expect(told).toEqual([
      expect.objectContaining({ kind: 'FILES_UPLOADED', tenant_id: tenant.id, params: expect.anything() }),
    ]);
    // The holder never sees a listing: the page has no file in it, and the company's files route wants a session.
    expect(JSON.stringify((await api.page(token)).json())).not.toContain('receipts.pdf');
  });

  it('asks for an e-mailed code when staff say so: one answer for any address, the file marked with the one confirmed', async () => {
    const { tenant, staffToken } = await linkWorld(ctx);
    const link = await api.make(staffToken, tenant.id, { require_email_code: true, expires_in_days: 3 });
    expect((await api.page(link.token)).json()).toMatchObject({ needs_email_code: true });

    const unproved = await api.send(link.token, 'w2.pdf', pdf('w2'));
    expect(unproved.statusCode).toBe(403);
    expect(unproved.json().error.code).toBe('UPLOAD_LINK_CODE_REQUIRED');

    const asked = await api.askCode(link.token, 'Spouse@Example.test');
    const other = await api.askCode(link.token, 'nobody-known@example.test');
    expect([asked.statusCode, other.statusCode]).toEqual([202, 202]);
    expect(asked.body).toBe(other.body);
    const code = await api.codeFor('spouse@example.test');

    const wrong = await api.verify(link.token, 'spouse@example.test', code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('UPLOAD_LINK_CODE_INVALID');
    // A code is for its own address only.
    expect((await api.verify(link.token, 'nobody-known@example.test', code)).statusCode).toBe(400);

    const verified = await api.verify(link.token, 'spouse@example.test', code);
    expect(verified.statusCode).toBe(200);
    const { grant, email } = verified.json() as { grant: string; email: string };
    expect(email).toBe('spouse@example.test');
    // Spent: the same code does not open a second grant.
    expect((await api.verify(link.token, 'spouse@example.test', code)).statusCode).toBe(400);

    const sent = await api.send(link.token, 'w2.pdf', pdf('w2'), grant);
    expect(sent.statusCode).toBe(201);
    const [file] = await entriesIn(staffToken, tenant.id, 'Others');
    expect(file).toMatchObject({ file: 'w2.pdf', via_link: true, uploaded_by: 'spouse@example.test' });

    // A grant is for its own link: another link of the same company asks for its own code.
    const second = await api.make(staffToken, tenant.id, { require_email_code: true });
    expect((await api.send(second.token, 'w2-again.pdf', pdf('again'), grant)).statusCode).toBe(403);
    const actions = (await eventsOf(tenant.id)).map((e) => `${e.action} ${e.result}`);
    expect(actions).toContain('UPLOAD_LINK_CODE_SENT OK');
    expect(actions).toContain('UPLOAD_LINK_VERIFY DENIED');
    expect(actions).toContain('UPLOAD_LINK_VERIFY OK');
  });

  it('serves one open request of the company: files go to its folder and submit it; another company’s request is 404', async () => {
    const { tenant, other, staff, staffToken } = await linkWorld(ctx);
    const admin = await createUser(db(), { name: 'Ada Admin', staffRoles: ['Admin'] });
    const insertRequest = async (tenantId: string, kind: 'BANK_STATEMENT' | 'SALES_TAX') =>
      (
        await db()
          .insertInto('document_requests')
          .values({ tenant_id: tenantId, title: `March ${kind}`, kind, due_on: '2099-04-10' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const requestId = await insertRequest(tenant.id, 'BANK_STATEMENT');

    expect(
      (await api.create(staffToken, tenant.id, { request_uuid: await insertRequest(other.id, 'BANK_STATEMENT') }))
        .statusCode,
    ).toBe(404);
    const figures = await api.create(staffToken, tenant.id, {
      request_uuid: await insertRequest(tenant.id, 'SALES_TAX'),
    });
    expect(figures.statusCode).toBe(400);
    expect(figures.json().error.details).toEqual([{ field: 'request_uuid', message: expect.any(String) }]);

    const link = await api.make(staffToken, tenant.id, { request_uuid: requestId });
    expect((await api.page(link.token)).json().purpose).toEqual({
      kind: 'request',
      title: 'March BANK_STATEMENT',
      description: '',
    });
    expect((await api.send(link.token, 'march.pdf', pdf('march'))).statusCode).toBe(201);

    const request = await db()
      .selectFrom('document_requests')
      .selectAll()
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({ status: 'SUBMITTED', submitted_by: null });
    expect(request.submitted_at).toBeInstanceOf(Date);
    const [file] = await entriesIn(staffToken, tenant.id, 'Bank Statements');
    const attached = await db()
      .selectFrom('request_documents')
      .selectAll()
      .where('request_id', '=', requestId)
      .execute();
    expect(attached).toEqual([expect.objectContaining({ document_id: file!.id, attached_by: null })]);
    // Files are told to staff who see files; the submission to those who manage requests (an Admin).
    const told = await db().selectFrom('notifications').select('kind').where('user_id', '=', staff.id).execute();
    expect(told.map((n) => n.kind)).toEqual(['FILES_UPLOADED']);
    const submitted = await db()
      .selectFrom('notifications')
      .select(['user_id', 'params'])
      .where('kind', '=', 'REQUEST_SUBMITTED')
      .where('tenant_id', '=', tenant.id)
      .execute();
    expect(submitted.map((n) => n.user_id)).toContain(admin.id);
  });

  it('is staff’s to make, list and revoke: a company owner gets 403, another company’s user 404; bad choices are 400', async () => {
    const { tenant, staffToken, ownerToken, outsiderToken } = await linkWorld(ctx);
    const link = await api.make(staffToken, tenant.id);
    expect((await api.create(ownerToken, tenant.id)).statusCode).toBe(403);
    expect((await api.list(ownerToken, tenant.id)).statusCode).toBe(403);
    expect((await api.revoke(ownerToken, tenant.id, link.id)).statusCode).toBe(403);
    expect((await api.create(outsiderToken, tenant.id)).statusCode).toBe(404);
    expect((await api.list(outsiderToken, tenant.id)).statusCode).toBe(404);
    expect((await api.revoke(outsiderToken, tenant.id, link.id)).statusCode).toBe(404);

    const refused = async (body: object, field: string) => {
      const response = await api.create(staffToken, tenant.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.details.map((d: { field: string }) => d.field)).toContain(field);
    };
    await refused({ expires_in_days: 31 }, 'expires_in_days');
    await refused({ folder: 'No Such Folder' }, 'folder');
    await refused({ max_total_bytes: 10 * LIMIT + 1 }, 'max_total_bytes');
    await refused({ max_files: 0 }, 'max_files');
    expect((await api.list(staffToken, tenant.id)).json().total).toBe(1);
  });
});
