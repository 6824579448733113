import { VALIDATION_MESSAGES } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer, createRole, createUser, tokenFor } from '../../../test/factories.ts';
import {
  mailsTo,
  notificationsOf,
  salesTaxApi,
  staffMember,
  submission,
  tenantWithOwner,
} from './sales-tax.test-support.ts';

const ctx = useTestApp();
const api = salesTaxApi(ctx);

const liveRecords = (tenantId: string) =>
  ctx.database.db
    .selectFrom('sales_tax_records')
    .select(['id', 'status', 'superseded_by'])
    .where('tenant_id', '=', tenantId)
    .execute();

describe('POST /api/v1/tenants/{tenantId}/sales-tax', () => {
  it('stores the submission exactly as sent and answers it with two decimals and plain days', async () => {
    const { tenant, owner, ownerToken } = await tenantWithOwner(ctx, { tenantName: 'Harbor Bakery' });

    const response = await api.submit(ownerToken, tenant.id, submission({ sale_amount: ' 1234.5 ' }));

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      uuid: expect.any(String),
      tenant_uuid: tenant.id,
      tenant_name: 'Harbor Bakery',
      sale_amount: '1234.50',
      collected_tax_amount: '98.76',
      payable_tax_amount: null,
      sale_month_date: '2026-03-01',
      submitted_date: '2026-04-02',
      process_date: null,
      sale_tax_status: 'SUBMITTED',
      superseded_by: null,
      submitted_by_name: owner.name,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it("tells the firm's active staff who may view sales tax, each in their own language, and no one else", async () => {
    const { tenant, owner, ownerToken } = await tenantWithOwner(ctx, { tenantName: 'Maple & Sons' });
    const { user: processor } = await staffMember(ctx, 'Processor');
    const { user: germanAdmin } = await staffMember(ctx, 'Admin', { locale: 'de' });
    const disabled = await createUser(ctx.database.db, { staffRoles: ['Admin'], status: 'DISABLED' });
    const invited = await createUser(ctx.database.db, { staffRoles: ['Admin'], status: 'INVITED' });
    const noPermission = await createRole(ctx.database.db, { scope: 'firm', permissions: ['view tenant'] });
    const blind = await createUser(ctx.database.db, { staffRoles: [noPermission.name] });
    // A firm role plus a tenant role makes a client (spec §1), not firm staff.
    const alsoClient = await createUser(ctx.database.db, {
      staffRoles: ['Admin'],
      tenantRoles: { [tenant.id]: 'TenantManager' },
    });

    const record = (await api.submit(ownerToken, tenant.id, submission())).json();

    const [english] = await mailsTo(ctx, processor.email, 'sales-tax-submitted');
    expect(english).toMatchObject({ locale: 'en', subject: 'Sales tax information from Maple & Sons for March 2026' });
    expect(english?.text_body).toContain('/app/admin/get/sales/tax/list');
    expect(english?.html_body).toContain('Maple &amp; Sons');
    const [german] = await mailsTo(ctx, germanAdmin.email, 'sales-tax-submitted');
    expect(german).toMatchObject({ locale: 'de', subject: 'Umsatzsteuerangaben von Maple & Sons für März 2026' });
    for (const nobody of [disabled, invited, blind, alsoClient, owner]) {
      expect(await mailsTo(ctx, nobody.email, 'sales-tax-submitted'), nobody.email).toEqual([]);
      expect(await notificationsOf(ctx, nobody.id)).toEqual([]);
    }
    expect(await notificationsOf(ctx, germanAdmin.id)).toEqual([
      {
        id: expect.any(String),
        kind: 'SALES_TAX_SUBMITTED',
        tenant_id: tenant.id,
        subject_id: record.uuid,
        params: { tenant_name: 'Maple & Sons', sale_month_date: '2026-03-01' },
        read_at: null,
      },
    ]);
  });

  it('supersedes the live record of the same month and keeps it listed; other months stay as they are', async () => {
    const { tenant, ownerToken } = await tenantWithOwner(ctx);
    const february = (await api.submit(ownerToken, tenant.id, submission({ sale_month_date: '2026-02-01' }))).json();
    const first = (await api.submit(ownerToken, tenant.id, submission({ sale_amount: '100.00' }))).json();

    const second = await api.submit(ownerToken, tenant.id, submission({ sale_amount: '150.00' }));

    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ sale_amount: '150.00', sale_tax_status: 'SUBMITTED', superseded_by: null });
    const rows = (await api.listTenant(ownerToken, tenant.id)).json().data as Record<string, unknown>[];
    expect(rows.map((r) => [r.uuid, r.sale_amount, r.sale_tax_status, r.superseded_by])).toEqual([
      [second.json().uuid, '150.00', 'SUBMITTED', null],
      [first.uuid, '100.00', 'SUPERSEDED', second.json().uuid],
      [february.uuid, '1234.50', 'SUBMITTED', null],
    ]);
  });

  it('supersedes a processed record too', async () => {
    const { tenant, ownerToken } = await tenantWithOwner(ctx);
    const { token: adminToken } = await staffMember(ctx, 'Admin');
    const first = (await api.submit(ownerToken, tenant.id, submission())).json();
    await api.update(adminToken, first.uuid, { payable_tax_amount: '50.00', process_date: '2026-04-10' });

    const second = (await api.submit(ownerToken, tenant.id, submission())).json();

    const rows = await liveRecords(tenant.id);
    expect(rows).toEqual(
      expect.arrayContaining([
        { id: first.uuid, status: 'SUPERSEDED', superseded_by: second.uuid },
        { id: second.uuid, status: 'SUBMITTED', superseded_by: null },
      ]),
    );
  });

  it('leaves exactly one live record when submissions for the same month arrive at once', async () => {
    const { tenant, ownerToken } = await tenantWithOwner(ctx);
    const amounts = ['1.00', '2.00', '3.00', '4.00', '5.00', '6.00'];

    const responses = await Promise.all(
      amounts.map((sale_amount) => api.submit(ownerToken, tenant.id, submission({ sale_amount }))),
    );

    expect(responses.map((r) => r.statusCode)).toEqual(amounts.map(() => 201));
    const rows = await liveRecords(tenant.id);
    expect(rows).toHaveLength(amounts.length);
    const live = rows.filter((r) => r.status !== 'SUPERSEDED');
    expect(live).toHaveLength(1);
    // Every other one points at a record of the same batch, and following the chain ends at the live one.
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const row of rows) {
      let current = row;
      for (let hops = 0; current.superseded_by && hops < rows.length; hops++)
        current = byId.get(current.superseded_by)!;
      expect(current.id).toBe(live[0]!.id);
    }
  });

  it.each([
    [
      'empty fields',
      { sale_amount: '', collected_tax_amount: '', sale_month_date: '', submitted_date: '' },
      [
        ['sale_amount', VALIDATION_MESSAGES.amountRequired],
        ['collected_tax_amount', VALIDATION_MESSAGES.collectedRequired],
        ['sale_month_date', VALIDATION_MESSAGES.saleMonthRequired],
        ['submitted_date', VALIDATION_MESSAGES.submittedDateRequired],
      ],
    ],
    [
      'missing fields',
      {},
      [
        ['sale_amount', VALIDATION_MESSAGES.amountRequired],
        ['collected_tax_amount', VALIDATION_MESSAGES.collectedRequired],
        ['sale_month_date', VALIDATION_MESSAGES.saleMonthRequired],
        ['submitted_date', VALIDATION_MESSAGES.submittedDateRequired],
      ],
    ],
    [
      'a negative amount, three decimals, a month that is not its first day and a day that does not exist',
      { sale_amount: '-1', collected_tax_amount: '1.234', sale_month_date: '2026-03-15', submitted_date: '2026-02-30' },
      [
        ['sale_amount', VALIDATION_MESSAGES.amountNotNegative],
        ['collected_tax_amount', VALIDATION_MESSAGES.amountFormat],
        ['sale_month_date', VALIDATION_MESSAGES.monthInvalid],
        ['submitted_date', VALIDATION_MESSAGES.dateInvalid],
      ],
    ],
    [
      'numbers instead of decimal strings, a month without its day, a malformed day',
      { sale_amount: 12.5, collected_tax_amount: '1e3', sale_month_date: '2026-03', submitted_date: '02/04/2026' },
      [
        ['sale_amount', VALIDATION_MESSAGES.amountRequired],
        ['collected_tax_amount', VALIDATION_MESSAGES.amountFormat],
        ['sale_month_date', VALIDATION_MESSAGES.monthInvalid],
        ['submitted_date', VALIDATION_MESSAGES.dateInvalid],
      ],
    ],
  ])('refuses %s with 400 naming each field, and stores nothing', async (_, payload, expected) => {
    const { tenant, ownerToken } = await tenantWithOwner(ctx);

    const response = await api.submit(ownerToken, tenant.id, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
    const details = (response.json().error.details as { field: string; message: string }[]).map((d) => [
      d.field,
      d.message,
    ]);
    expect(details).toEqual(expect.arrayContaining(expected));
    expect(await liveRecords(tenant.id)).toEqual([]);
  });

  it('refuses unknown fields (the tenant comes from the URL, never from the body)', async () => {
    const { tenant, otherTenant, ownerToken } = await tenantWithOwner(ctx);
    const response = await api.submit(ownerToken, tenant.id, submission({ company_uuid: otherTenant.id }));
    expect(response.statusCode).toBe(400);
  });

  it("refuses another tenant's user (404), staff without the permission firm-wide and members without it (403)", async () => {
    const { tenant, outsiderToken } = await tenantWithOwner(ctx);
    const { token: processorToken } = await staffMember(ctx, 'Processor');
    const viewOnly = await createRole(ctx.database.db, { scope: 'tenant', permissions: ['view sales tax'] });
    const viewer = await createUser(ctx.database.db, { tenantRoles: { [tenant.id]: viewOnly.name } });

    const outsider = await api.submit(outsiderToken, tenant.id, submission());
    const staff = await api.submit(processorToken, tenant.id, submission());
    const member = await api.submit(await tokenFor(ctx.app, viewer.email), tenant.id, submission());
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/tenants/${tenant.id}/sales-tax`,
      payload: submission(),
    });

    expect(outsider.statusCode).toBe(404);
    expect(staff.statusCode).toBe(403);
    expect(member.statusCode).toBe(403);
    expect(anonymous.statusCode).toBe(401);
    expect(await liveRecords(tenant.id)).toEqual([]);
  });

  it('lets staff holding the permission firm-wide submit for a tenant, and answers 404 for an unknown tenant', async () => {
    const { tenant } = await tenantWithOwner(ctx);
    const { token } = await staffMember(ctx, 'SuperAdmin');

    expect((await api.submit(token, tenant.id, submission())).statusCode).toBe(201);
    const unknown = await api.submit(token, '00000000-0000-4000-8000-000000000000', submission());
    expect(unknown.statusCode).toBe(404);
    expect((await api.submit(token, 'not-a-uuid', submission())).statusCode).toBe(400);
  });

  it('refuses a user of an in-active tenant (404)', async () => {
    const { tenant, ownerToken } = await tenantWithOwner(ctx);
    await ctx.database.db.updateTable('tenants').set({ status: 0 }).where('id', '=', tenant.id).execute();
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/tenants/${tenant.id}/sales-tax`,
      headers: bearer(ownerToken),
      payload: submission(),
    });
    expect(response.statusCode).toBe(404);
  });
});
