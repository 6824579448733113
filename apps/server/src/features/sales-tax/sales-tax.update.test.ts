import { VALIDATION_MESSAGES } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { createRole, createUser, tokenFor } from '../../../test/factories.ts';
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
const answer = { payable_tax_amount: '321.09', process_date: '2026-04-15' };

describe('PATCH /api/v1/sales-tax/{salesTaxId}', () => {
  it('processes the record and tells each active user of the tenant in their own language', async () => {
    const { tenant, owner, ownerToken } = await tenantWithOwner(ctx, { tenantName: 'Nordwind GmbH' });
    const db = ctx.database.db;
    const german = await createUser(db, { name: 'Greta', locale: 'de', tenantRoles: { [tenant.id]: 'TenantManager' } });
    const russian = await createUser(db, { name: 'Ivan', locale: 'ru', tenantRoles: { [tenant.id]: 'TenantManager' } });
    const invited = await createUser(db, { status: 'INVITED', tenantRoles: { [tenant.id]: 'TenantManager' } });
    const disabled = await createUser(db, { status: 'DISABLED', tenantRoles: { [tenant.id]: 'TenantManager' } });
    const { user: staff, token } = await staffMember(ctx, 'Processor');
    const record = (await api.submit(ownerToken, tenant.id, submission())).json();

    const response = await api.update(token, record.uuid, answer);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      uuid: record.uuid,
      sale_tax_status: 'PROCESSED',
      payable_tax_amount: '321.09',
      process_date: '2026-04-15',
      sale_amount: '1234.50',
    });
    const row = await db
      .selectFrom('sales_tax_records')
      .select(['processed_by', 'status'])
      .where('id', '=', record.uuid)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ processed_by: staff.id, status: 'PROCESSED' });

    const [germanMail] = await mailsTo(ctx, german.email, 'sales-tax-processed');
    expect(germanMail).toMatchObject({
      locale: 'de',
      subject: 'Umsatzsteuer-Benachrichtigung: Nordwind GmbH, März 2026',
    });
    expect(germanMail?.text_body).toContain('Zu zahlender Steuerbetrag: 321,09');
    expect(germanMail?.text_body).toContain('15. April 2026');
    const [englishMail] = await mailsTo(ctx, owner.email, 'sales-tax-processed');
    expect(englishMail?.subject).toBe('Sale Tax Notification: Nordwind GmbH, March 2026');
    expect(englishMail?.text_body).toContain(`/app/tenant/get/sales/tax/list?company_uuid=${tenant.id}`);
    expect((await mailsTo(ctx, russian.email, 'sales-tax-processed'))[0]?.subject).toBe(
      'Уведомление о налоге с продаж: Nordwind GmbH, март 2026 г.',
    );
    for (const nobody of [invited, disabled, staff]) {
      expect(await mailsTo(ctx, nobody.email, 'sales-tax-processed'), nobody.email).toEqual([]);
    }
    expect(await notificationsOf(ctx, german.id)).toEqual([
      {
        id: expect.any(String),
        kind: 'SALES_TAX_PROCESSED',
        tenant_id: tenant.id,
        subject_id: record.uuid,
        params: {
          tenant_name: 'Nordwind GmbH',
          sale_month_date: '2026-03-01',
          payable_tax_amount: '321.09',
          process_date: '2026-04-15',
        },
        read_at: null,
      },
    ]);
    expect(await notificationsOf(ctx, invited.id)).toEqual([]);
  });

  it('may correct a processed record, telling the tenant again', async () => {
    const { tenant, owner, ownerToken } = await tenantWithOwner(ctx);
    const { token } = await staffMember(ctx, 'Admin');
    const record = (await api.submit(ownerToken, tenant.id, submission())).json();

    await api.update(token, record.uuid, answer);
    const corrected = await api.update(token, record.uuid, { payable_tax_amount: '300', process_date: '2026-04-16' });

    expect(corrected.json()).toMatchObject({ payable_tax_amount: '300.00', process_date: '2026-04-16' });
    const mails = await mailsTo(ctx, owner.email, 'sales-tax-processed');
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text_body).toContain('Payable tax amount: 300.00');
    expect(await notificationsOf(ctx, owner.id)).toHaveLength(2);
  });

  it('refuses a superseded record with 409 SALES_TAX_SUPERSEDED and changes nothing', async () => {
    const { tenant, owner, ownerToken } = await tenantWithOwner(ctx);
    const { token } = await staffMember(ctx, 'Admin');
    const first = (await api.submit(ownerToken, tenant.id, submission())).json();
    await api.submit(ownerToken, tenant.id, submission());

    const response = await api.update(token, first.uuid, answer);

    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('SALES_TAX_SUPERSEDED');
    const [row] = (await api.listTenant(ownerToken, tenant.id, { status: 'SUPERSEDED' })).json().data;
    expect(row).toMatchObject({ uuid: first.uuid, payable_tax_amount: null, process_date: null });
    expect(await mailsTo(ctx, owner.email, 'sales-tax-processed')).toEqual([]);
  });

  it.each([
    [
      'empty fields',
      { payable_tax_amount: '', process_date: '' },
      [
        ['payable_tax_amount', VALIDATION_MESSAGES.payableTaxRequired],
        ['process_date', VALIDATION_MESSAGES.processDateRequired],
      ],
    ],
    [
      'a negative amount and a malformed date',
      { payable_tax_amount: '-5', process_date: '2026-13-01' },
      [
        ['payable_tax_amount', VALIDATION_MESSAGES.amountNotNegative],
        ['process_date', VALIDATION_MESSAGES.dateInvalid],
      ],
    ],
  ])('refuses %s with 400 naming each field', async (_, payload, expected) => {
    const { tenant, ownerToken } = await tenantWithOwner(ctx);
    const { token } = await staffMember(ctx, 'Admin');
    const record = (await api.submit(ownerToken, tenant.id, submission())).json();

    const response = await api.update(token, record.uuid, payload);

    expect(response.statusCode).toBe(400);
    const details = response.json().error.details.map((d: { field: string; message: string }) => [d.field, d.message]);
    expect(details).toEqual(expect.arrayContaining(expected));
  });

  it("answers 404 for an unknown record and 403 to tenant users and staff without 'update sales tax'", async () => {
    const { tenant, ownerToken } = await tenantWithOwner(ctx);
    const record = (await api.submit(ownerToken, tenant.id, submission())).json();
    const { token: adminToken } = await staffMember(ctx, 'Admin');
    const viewer = await createRole(ctx.database.db, { scope: 'firm', permissions: ['view sales tax', 'view tenant'] });
    const viewerToken = await tokenFor(
      ctx.app,
      (await createUser(ctx.database.db, { staffRoles: [viewer.name] })).email,
    );

    expect((await api.update(adminToken, '00000000-0000-4000-8000-000000000000', answer)).statusCode).toBe(404);
    expect((await api.update(adminToken, 'nope', answer)).statusCode).toBe(400);
    expect((await api.update(ownerToken, record.uuid, answer)).statusCode).toBe(403);
    expect((await api.update(viewerToken, record.uuid, answer)).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'PATCH', url: `/api/v1/sales-tax/${record.uuid}`, payload: answer })).statusCode,
    ).toBe(401);
  });
});
