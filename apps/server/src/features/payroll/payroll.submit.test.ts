import fs from 'node:fs';
import path from 'node:path';
import { VALIDATION_MESSAGES } from '@ledgerport/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bearer, createRole, createUser, tokenFor } from '../../../test/factories.ts';
import { auditOf, filesApi, useFilesTestApp } from '../files/files.test-support.ts';
import { mailsTo, notificationsOf, staffMember, tenantWithOwner } from '../sales-tax/sales-tax.test-support.ts';
import { payrollApi, payrollInfo, storedFor } from './payroll.test-support.ts';

const LIMIT = 100_000;
const ctx = useFilesTestApp({ UPLOAD_MAX_BYTES: String(LIMIT) });
const api = payrollApi(ctx);
const files = filesApi(ctx);

const payrollFolder = async (token: string, tenantId: string) => {
  const response = await files.list(token, tenantId, { path: 'Payroll Documents' });
  return response.statusCode === 404 ? [] : (response.json().entries as { file: string; path: string }[]);
};

describe('POST /api/v1/tenants/{tenantId}/payroll', () => {
  it('stores payroll information without a file and tells the staff who may view payroll', async () => {
    const { tenant, owner, ownerToken } = await tenantWithOwner(ctx, { tenantName: 'Pine Dental' });
    const { user: processor } = await staffMember(ctx, 'Processor', { locale: 'it' });
    const blindRole = await createRole(ctx.database.db, { scope: 'firm', permissions: ['view tenant'] });
    const blind = await createUser(ctx.database.db, { staffRoles: [blindRole.name] });

    const response = await api.submit(ownerToken, tenant.id, payrollInfo());

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      uuid: expect.any(String),
      tenant_uuid: tenant.id,
      tenant_name: 'Pine Dental',
      payroll_amount: '5400.25',
      payroll_period_type: 'BI_WEEKLY',
      payroll_period_date_from: '2026-03-01',
      payroll_period_date_to: '2026-03-14',
      file: null,
      submitted_by_name: owner.name,
      created_at: expect.any(String),
    });
    const [mail] = await mailsTo(ctx, processor.email, 'payroll-submitted');
    expect(mail).toMatchObject({ locale: 'it', subject: 'Dati delle buste paga di Pine Dental' });
    expect(mail?.text_body).toContain('bisettimanale');
    expect(mail?.text_body).toContain(`/app/tenant/get/payroll/list?company_uuid=${tenant.id}`);
    expect(await notificationsOf(ctx, processor.id)).toEqual([
      {
        id: expect.any(String),
        kind: 'PAYROLL_SUBMITTED',
        tenant_id: tenant.id,
        subject_id: response.json().uuid,
        params: {
          tenant_name: 'Pine Dental',
          payroll_period_type: 'BI_WEEKLY',
          payroll_period_date_from: '2026-03-01',
          payroll_period_date_to: '2026-03-14',
        },
        read_at: null,
      },
    ]);
    expect(await mailsTo(ctx, blind.email, 'payroll-submitted')).toEqual([]);
    expect(await mailsTo(ctx, owner.email, 'payroll-submitted')).toEqual([]);
    expect((await storedFor(ctx, tenant.id)).uploads).toEqual([]);
  });

  it('stores the file in Payroll Documents through the files feature, and the record points at it', async () => {
    const { tenant, ownerToken } = await tenantWithOwner(ctx);
    const bytes = Buffer.alloc(50_000, 3);

    const first = await api.submit(ownerToken, tenant.id, payrollInfo(), { name: 'march payroll.pdf', content: bytes });
    const second = await api.submit(ownerToken, tenant.id, payrollInfo(), { name: 'march payroll.pdf', content: 'x' });

    expect(first.statusCode).toBe(201);
    expect(first.json().file).toEqual({ name: 'march payroll.pdf', path: 'Payroll Documents/march payroll.pdf' });
    expect(second.json().file).toEqual({
      name: 'march payroll (1).pdf',
      path: 'Payroll Documents/march payroll (1).pdf',
    });
    expect((await payrollFolder(ownerToken, tenant.id)).map((e) => [e.file, e.path])).toEqual([
      ['march payroll (1).pdf', 'Payroll Documents/march payroll (1).pdf'],
      ['march payroll.pdf', 'Payroll Documents/march payroll.pdf'],
    ]);
    const { payroll, uploads } = await storedFor(ctx, tenant.id);
    expect(uploads.map((u) => [u.type, u.path]).sort()).toEqual([
      ['PAYROLL_DOCUMENT', 'Payroll Documents/march payroll (1).pdf'],
      ['PAYROLL_DOCUMENT', 'Payroll Documents/march payroll.pdf'],
    ]);
    for (const row of payroll) expect(uploads.find((u) => u.id === row.upload_id)?.path).toBe(row.file_path);
    const events = (await auditOf(ctx, tenant.id)).filter((e) => e.action === 'FILE_UPLOAD');
    expect(events.map((e) => [e.result, e.target])).toEqual([
      ['OK', 'Payroll Documents/march payroll.pdf'],
      ['OK', 'Payroll Documents/march payroll (1).pdf'],
    ]);
    // The list's download link works for the tenant.
    const link = await files.link(ownerToken, tenant.id, { path: first.json().file.path });
    expect((await files.fetchLink(link.json())).rawPayload).toEqual(bytes);
  });

  it.each([
    ['just over the limit (read, then refused)', LIMIT + 1],
    ['far over the limit (refused by its length)', LIMIT * 3],
  ])('refuses a file %s with 413 and keeps neither the record nor the file', async (_, size) => {
    const { tenant, ownerToken } = await tenantWithOwner(ctx);

    const response = await api.submit(ownerToken, tenant.id, payrollInfo(), {
      name: 'huge.pdf',
      content: Buffer.alloc(size, 1),
    });

    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      details: [{ field: 'max_bytes', message: String(LIMIT) }],
    });
    expect(await storedFor(ctx, tenant.id)).toEqual({ payroll: [], uploads: [] });
    expect(await payrollFolder(ownerToken, tenant.id)).toEqual([]);
    const [event] = (await auditOf(ctx, tenant.id)).filter((e) => e.action === 'FILE_UPLOAD');
    expect(event).toMatchObject({ result: 'DENIED', detail: 'PAYLOAD_TOO_LARGE' });
  });

  it('takes the stored file back when the record cannot be saved', async () => {
    const { tenant, ownerToken } = await tenantWithOwner(ctx);
    const db = ctx.database.db;
    // The database refuses this one amount, after the file is already stored.
    await sql`create function refuse_test_payroll() returns trigger language plpgsql as $$
      begin
        if new.payroll_amount = 666.66 then raise exception 'refused by the test'; end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger refuse_test_payroll before insert on payroll_submissions
      for each row execute function refuse_test_payroll()`.execute(db);
    try {
      const response = await api.submit(ownerToken, tenant.id, payrollInfo({ payroll_amount: '666.66' }), {
        name: 'doomed.pdf',
        content: 'payroll',
      });

      expect(response.statusCode).toBe(500);
      expect(await storedFor(ctx, tenant.id)).toEqual({ payroll: [], uploads: [] });
      expect(await payrollFolder(ownerToken, tenant.id)).toEqual([]);
      const folder = path.join(ctx.storageRoot, tenant.root_directory, 'Payroll Documents');
      expect(fs.existsSync(folder) ? fs.readdirSync(folder) : []).toEqual([]);
      const [event] = (await auditOf(ctx, tenant.id)).filter((e) => e.action === 'FILE_UPLOAD');
      expect(event).toMatchObject({ result: 'FAILED', target: 'Payroll Documents/doomed.pdf' });
      const told = await ctx.database.db
        .selectFrom('notifications')
        .select('id')
        .where('tenant_id', '=', tenant.id)
        .execute();
      expect(told).toEqual([]);
    } finally {
      await sql`drop trigger refuse_test_payroll on payroll_submissions`.execute(db);
      await sql`drop function refuse_test_payroll()`.execute(db);
    }
  });

  it.each([
    [
      'empty fields',
      payrollInfo({
        payroll_amount: '',
        payroll_period_type: '',
        payroll_period_date_from: '',
        payroll_period_date_to: '',
      }),
      [
        ['payroll_amount', VALIDATION_MESSAGES.completeRequiredFields],
        ['payroll_period_type', VALIDATION_MESSAGES.completeRequiredFields],
        ['payroll_period_date_from', VALIDATION_MESSAGES.completeRequiredFields],
        ['payroll_period_date_to', VALIDATION_MESSAGES.completeRequiredFields],
      ],
    ],
    [
      'a period that ends before it starts',
      payrollInfo({ payroll_period_date_from: '2026-03-31', payroll_period_date_to: '2026-03-01' }),
      [['payroll_period_date_to', VALIDATION_MESSAGES.periodReversed]],
    ],
    [
      'a negative amount, an unknown period type and malformed dates',
      payrollInfo({
        payroll_amount: '-10',
        payroll_period_type: 'YEARLY',
        payroll_period_date_from: '2026-02-30',
        payroll_period_date_to: '31/03/2026',
      }),
      [
        ['payroll_amount', VALIDATION_MESSAGES.amountNotNegative],
        ['payroll_period_type', VALIDATION_MESSAGES.completeRequiredFields],
        ['payroll_period_date_from', VALIDATION_MESSAGES.dateInvalid],
        ['payroll_period_date_to', VALIDATION_MESSAGES.dateInvalid],
      ],
    ],
    [
      'an amount of more than 13 whole digits',
      payrollInfo({ payroll_amount: '10000000000000' }),
      [['payroll_amount', VALIDATION_MESSAGES.amountFormat]],
    ],
    [
      'payroll_info that is not JSON',
      '{"payroll_amount": ',
      [['payroll_info', VALIDATION_MESSAGES.completeRequiredFields]],
    ],
    ['payroll_info that is not an object', '"5400"', [['payroll_info', expect.any(String)]]],
  ])('refuses %s with 400 naming the field, before reading the file, storing nothing', async (_, info, expected) => {
    const { tenant, ownerToken } = await tenantWithOwner(ctx);

    const response = await api.submit(ownerToken, tenant.id, info, { name: 'never-stored.pdf', content: 'x' });

    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
    const details = response.json().error.details.map((d: { field: string; message: string }) => [d.field, d.message]);
    expect(details).toEqual(expect.arrayContaining(expected));
    expect(await storedFor(ctx, tenant.id)).toEqual({ payroll: [], uploads: [] });
    expect(await payrollFolder(ownerToken, tenant.id)).toEqual([]);
  });

  it('keeps an amount exactly: 12345678901.23 and 9999999999999.99 round-trip, "0.1" answers "0.10"', async () => {
    const { tenant, ownerToken } = await tenantWithOwner(ctx);
    for (const [sent, answered] of [
      ['12345678901.23', '12345678901.23'],
      ['9999999999999.99', '9999999999999.99'],
      ['0.1', '0.10'],
    ]) {
      const response = await api.submit(ownerToken, tenant.id, payrollInfo({ payroll_amount: sent }));
      expect(response.json().payroll_amount).toBe(answered);
    }
    const listed = (await api.listTenant(ownerToken, tenant.id))
      .json()
      .data.map((r: { payroll_amount: string }) => r.payroll_amount);
    expect(listed.sort()).toEqual(['0.10', '12345678901.23', '9999999999999.99']);
  });

  it('accepts payroll_info sent as a JSON part, and an empty file input as no file', async () => {
    const { tenant, ownerToken } = await tenantWithOwner(ctx);

    const response = await api.submitParts(ownerToken, tenant.id, [
      { field: 'payroll_info', value: JSON.stringify(payrollInfo()), contentType: 'application/json' },
      { field: 'file', fileName: '', content: '' },
    ]);

    expect(response.statusCode).toBe(201);
    expect(response.json().file).toBeNull();
  });

  it('refuses a form whose file comes first, or whose file part has another name (400, nothing stored)', async () => {
    const { tenant, ownerToken } = await tenantWithOwner(ctx);
    const info = { field: 'payroll_info', value: JSON.stringify(payrollInfo()) };
    const file = { fileName: 'a.pdf', content: 'x' };

    const fileFirst = await api.submitParts(ownerToken, tenant.id, [{ field: 'file', ...file }, info]);
    const wrongName = await api.submitParts(ownerToken, tenant.id, [info, { field: 'attachment', ...file }]);
    const noInfo = await api.submitParts(ownerToken, tenant.id, []);

    expect(fileFirst.statusCode).toBe(400);
    expect(fileFirst.json().error.details).toEqual([
      { field: 'payroll_info', message: VALIDATION_MESSAGES.completeRequiredFields },
    ]);
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.json().error.details).toEqual([
      { field: 'file', message: VALIDATION_MESSAGES.selectFileToUpload },
    ]);
    expect(noInfo.statusCode).toBe(400);
    expect(await storedFor(ctx, tenant.id)).toEqual({ payroll: [], uploads: [] });
  });

  it('answers a JSON body 415', async () => {
    const { tenant, ownerToken } = await tenantWithOwner(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/tenants/${tenant.id}/payroll`,
      headers: bearer(ownerToken),
      payload: payrollInfo(),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it("refuses another tenant's user (404), staff and members without 'submit payroll' (403), anonymous (401)", async () => {
    const { tenant, outsiderToken } = await tenantWithOwner(ctx);
    // Processors hold 'view payroll' but not 'submit payroll': staff do not submit on a client's behalf.
    const { token: processorToken } = await staffMember(ctx, 'Processor');
    const viewOnly = await createRole(ctx.database.db, {
      scope: 'tenant',
      permissions: ['view payroll', 'upload files'],
    });
    const viewer = await createUser(ctx.database.db, { tenantRoles: { [tenant.id]: viewOnly.name } });
    const file = { name: 'a.pdf', content: 'x' };

    expect((await api.submit(outsiderToken, tenant.id, payrollInfo(), file)).statusCode).toBe(404);
    expect((await api.submit(processorToken, tenant.id, payrollInfo(), file)).statusCode).toBe(403);
    expect((await api.submit(await tokenFor(ctx.app, viewer.email), tenant.id, payrollInfo(), file)).statusCode).toBe(
      403,
    );
    const anonymous = await ctx.app.inject({ method: 'POST', url: `/api/v1/tenants/${tenant.id}/payroll` });
    expect(anonymous.statusCode).toBe(401);
    expect(await storedFor(ctx, tenant.id)).toEqual({ payroll: [], uploads: [] });
  });

  it('lets staff holding the permission firm-wide submit, and answers 404 for an unknown tenant', async () => {
    const { tenant } = await tenantWithOwner(ctx);
    const { token } = await staffMember(ctx, 'SuperAdmin');

    expect((await api.submit(token, tenant.id, payrollInfo())).statusCode).toBe(201);
    expect((await api.submit(token, '00000000-0000-4000-8000-000000000000', payrollInfo())).statusCode).toBe(404);
  });
});
