import { describe, expect, it } from 'vitest';
import { latestEvent } from '../../../test/audit-trail.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer } from '../../../test/factories.ts';
import { fulfilRequestsForMonth } from './request-fulfilment.service.ts';
import { monthsAgo, oneOff, requestsApi, requestsWorld } from './requests.test-support.ts';

const ctx = useTestApp();
const api = requestsApi(ctx);

const monthly = (kind: string) =>
  oneOff({
    title: `${kind} each month`,
    kind,
    due_on: undefined,
    recurrence: { cadence: 'MONTHLY', due_days: 20, first_period: monthsAgo(2) },
  });
const statuses = async (token: string, tenantId: string) =>
  (
    (await api.list(token, tenantId, '?per_page=100')).json().data as {
      kind: string;
      period_start: string;
      status: string;
    }[]
  ).map((r) => `${r.kind} ${r.period_start} ${r.status}`);

describe('a sales-tax or payroll submission fulfils its request', () => {
  it("a client's sales tax for a month marks that month's sales-tax request SUBMITTED, and no other", async () => {
    const w = await requestsWorld(ctx);
    await api.create(w.adminToken, w.tenant.id, monthly('SALES_TAX'));
    await api.create(w.adminToken, w.tenant.id, monthly('BANK_STATEMENT'));
    const owner = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/tenants/${w.tenant.id}/sales-tax`,
      headers: bearer(w.adminToken),
      payload: {
        sale_amount: '100.00',
        collected_tax_amount: '8.00',
        sale_month_date: monthsAgo(1),
        submitted_date: '2026-11-01',
      },
    });
    expect(owner.statusCode, owner.body).toBe(201);
    const now = await statuses(w.adminToken, w.tenant.id);
    expect(now.filter((s) => s.endsWith('SUBMITTED'))).toEqual([`SALES_TAX ${monthsAgo(1)} SUBMITTED`]);
    const fulfilled = (await api.list(w.adminToken, w.tenant.id, '?status=SUBMITTED')).json().data[0].uuid as string;
    expect(await latestEvent(ctx, 'REQUEST_SUBMIT', `request:${fulfilled}`)).toMatchObject({
      result: 'OK',
      actor: { uuid: w.admin.id },
      detail: `SALES_TAX for ${monthsAgo(1).slice(0, 7)}`,
    });
  });

  it('fulfils only OPEN requests of the kind, of that tenant, whose period holds the month', async () => {
    const w = await requestsWorld(ctx);
    await api.create(w.adminToken, w.tenant.id, monthly('PAYROLL'));
    await api.create(w.adminToken, w.otherTenant.id, monthly('PAYROLL'));
    const db = ctx.database.db;
    const actor = { userId: w.admin.id, ip: null };
    const month = monthsAgo(2);
    expect(await fulfilRequestsForMonth(db, actor, { tenantId: w.tenant.id, kind: 'PAYROLL', month })).toHaveLength(1);
    // Again: nothing OPEN is left for that month.
    expect(await fulfilRequestsForMonth(db, actor, { tenantId: w.tenant.id, kind: 'PAYROLL', month })).toEqual([]);
    expect(await fulfilRequestsForMonth(db, actor, { tenantId: w.tenant.id, kind: 'SALES_TAX', month })).toEqual([]);
    expect((await statuses(w.adminToken, w.otherTenant.id)).every((s) => s.endsWith('OPEN'))).toBe(true);
    expect(await statuses(w.adminToken, w.tenant.id)).toContain(`PAYROLL ${month} SUBMITTED`);
  });

  it('a payroll run fulfils the payroll request of the month it ends in, not the month it starts in', async () => {
    const w = await requestsWorld(ctx);
    await api.create(w.adminToken, w.tenant.id, monthly('PAYROLL'));
    const boundary = 'lpPayrollBoundary';
    const info = {
      payroll_amount: '5400.25',
      payroll_period_type: 'BI_WEEKLY',
      payroll_period_date_from: `${monthsAgo(2).slice(0, 7)}-24`,
      payroll_period_date_to: `${monthsAgo(1).slice(0, 7)}-06`,
    };
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/tenants/${w.tenant.id}/payroll`,
      headers: { ...bearer(w.adminToken), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="payroll_info"\r\n\r\n${JSON.stringify(info)}\r\n` +
        `--${boundary}--\r\n`,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const now = await statuses(w.adminToken, w.tenant.id);
    expect(now).toContain(`PAYROLL ${monthsAgo(1)} SUBMITTED`);
    expect(now).toContain(`PAYROLL ${monthsAgo(2)} OPEN`);
  });
});
