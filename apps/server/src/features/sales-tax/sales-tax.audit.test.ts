import { describe, expect, it } from 'vitest';
import { asCaller, fromCaller, latestEvent, readTrail, withOkEventRefused } from '../../../test/audit-trail.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { tokenWith } from '../users/users.test-support.ts';
import { salesTaxApi, staffMember, submission, tenantWithOwner } from './sales-tax.test-support.ts';

const ctx = useTestApp();
const api = salesTaxApi(ctx);

const submit = (token: string, tenantId: string, payload: object) =>
  ctx.app.inject(asCaller(token, { method: 'POST', url: `/api/v1/tenants/${tenantId}/sales-tax`, payload }));
const answer = (token: string, id: string, payload: object) =>
  ctx.app.inject(asCaller(token, { method: 'PATCH', url: `/api/v1/sales-tax/${id}`, payload }));
const ANSWER = { payable_tax_amount: '98.76', process_date: '2026-04-10' };

describe('sales tax on the audit trail', () => {
  it('records a submission with what was sent, and the firm’s answer before → after', async () => {
    const { tenant, owner, ownerToken } = await tenantWithOwner(ctx);
    const submitted = await submit(ownerToken, tenant.id, submission());
    expect(submitted.statusCode).toBe(201);
    const id = submitted.json().uuid as string;

    expect(await latestEvent(ctx, 'SALES_TAX_SUBMIT', `sales-tax:${id}`)).toMatchObject({
      result: 'OK',
      actor: { uuid: owner.id },
      tenant: { uuid: tenant.id },
      ...fromCaller,
      changes: {
        sale_month_date: { from: null, to: '2026-03-01' },
        sale_amount: { from: null, to: '1234.50' },
        collected_tax_amount: { from: null, to: '98.76' },
        submitted_date: { from: null, to: '2026-04-02' },
        sale_tax_status: { from: null, to: 'SUBMITTED' },
      },
    });

    const { user: admin, token } = await staffMember(ctx, 'Admin');
    expect((await answer(token, id, ANSWER)).statusCode).toBe(200);
    expect(await latestEvent(ctx, 'SALES_TAX_UPDATE', `sales-tax:${id}`)).toMatchObject({
      result: 'OK',
      actor: { uuid: admin.id },
      tenant: { uuid: tenant.id },
      changes: {
        payable_tax_amount: { from: null, to: '98.76' },
        process_date: { from: null, to: '2026-04-10' },
        sale_tax_status: { from: 'SUBMITTED', to: 'PROCESSED' },
      },
    });
  });

  it('records refusals as DENIED: another tenant’s user, a staff member without the permission', async () => {
    const { tenant, ownerToken, outsiderToken } = await tenantWithOwner(ctx);
    expect((await submit(outsiderToken, tenant.id, submission())).statusCode).toBe(404);
    expect((await readTrail(ctx, { action: 'SALES_TAX_SUBMIT', tenant_uuid: tenant.id }))[0]).toMatchObject({
      result: 'DENIED',
      detail: 'NOT_FOUND',
    });

    const id = (await api.submit(ownerToken, tenant.id, submission())).json().uuid as string;
    const viewer = await tokenWith(ctx, ['view sales tax']);
    expect((await answer(viewer, id, ANSWER)).statusCode).toBe(403);
    expect(await latestEvent(ctx, 'SALES_TAX_UPDATE', `sales-tax:${id}`)).toMatchObject({
      result: 'DENIED',
      detail: 'FORBIDDEN',
      ...fromCaller,
    });
  });

  it('leaves the record as it was, with no OK event, when the answer fails half-way', async () => {
    const { tenant, ownerToken } = await tenantWithOwner(ctx);
    const id = (await api.submit(ownerToken, tenant.id, submission())).json().uuid as string;
    const { token } = await staffMember(ctx, 'Admin');

    const failed = await withOkEventRefused(ctx, 'SALES_TAX_UPDATE', () => answer(token, id, ANSWER));

    expect(failed.statusCode).toBe(500);
    const [record] = (await api.listTenant(ownerToken, tenant.id)).json().data;
    expect(record).toMatchObject({ sale_tax_status: 'SUBMITTED', payable_tax_amount: null });
    const trail = await readTrail(ctx, { action: 'SALES_TAX_UPDATE', tenant_uuid: tenant.id });
    expect(trail.map((e) => e.result)).toEqual(['FAILED']);
  });
});
