import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { latestEvent } from '../../../test/audit-trail.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer } from '../../../test/factories.ts';
import { addMonths } from './request-periods.ts';
import { makeDuePeriods } from './request-series-run.ts';
import { bookkeeping, templatesApi, waitForRun } from './request-templates.test-support.ts';
import {
  monthsAgo,
  oneOff,
  requestsApi,
  requestsWorld,
  submissionLookups,
  thisMonth,
  today,
} from './requests.test-support.ts';

const ctx = useTestApp();
const api = requestsApi(ctx);

type Listed = { uuid: string; kind: string; period_start: string; status: string; fulfilled_by: string | null };
const listed = async (token: string, tenantId: string) =>
  (await api.list(token, tenantId, '?per_page=100')).json().data as Listed[];
const statuses = async (token: string, tenantId: string) =>
  (await listed(token, tenantId)).map((r) => `${r.kind} ${r.period_start} ${r.status}`);

const monthly = (kind: string, firstPeriod: string) =>
  oneOff({
    title: `${kind} each month`,
    kind,
    due_on: undefined,
    recurrence: { cadence: 'MONTHLY', due_days: 0, first_period: firstPeriod },
  });

async function sendSalesTax(token: string, tenantId: string, month: string) {
  const sent = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/tenants/${tenantId}/sales-tax`,
    headers: bearer(token),
    payload: { sale_amount: '100.00', collected_tax_amount: '8.00', sale_month_date: month, submitted_date: today() },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  return sent.json().uuid as string;
}

async function sendPayroll(token: string, tenantId: string, from: string, to: string) {
  const boundary = 'lpAlreadySent';
  const info = {
    payroll_amount: '5400.25',
    payroll_period_type: 'BI_WEEKLY',
    payroll_period_date_from: from,
    payroll_period_date_to: to,
  };
  const sent = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/tenants/${tenantId}/payroll`,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload:
      `--${boundary}\r\nContent-Disposition: form-data; name="payroll_info"\r\n\r\n${JSON.stringify(info)}\r\n` +
      `--${boundary}--\r\n`,
  });
  expect(sent.statusCode, sent.body).toBe(201);
  return sent.json().uuid as string;
}

const createdNotices = (userId: string) =>
  ctx.database.db
    .selectFrom('notifications')
    .select(['kind', 'params'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'REQUEST_CREATED')
    .execute();

describe('a request for what was already submitted is DONE at creation', () => {
  it('a payroll series: the month whose run ended in it is DONE, naming the run; the others stay OPEN and overdue', async () => {
    const w = await requestsWorld(ctx);
    // A run from the 24th of two months ago to the 6th of last month: last month's payroll (the month it ends in).
    const runId = await sendPayroll(
      w.adminToken,
      w.tenant.id,
      `${monthsAgo(2).slice(0, 7)}-24`,
      `${monthsAgo(1).slice(0, 7)}-06`,
    );
    const created = await api.create(w.adminToken, w.tenant.id, monthly('PAYROLL', monthsAgo(2)));
    expect(created.statusCode, created.body).toBe(201);
    expect(await statuses(w.adminToken, w.tenant.id)).toEqual([
      `PAYROLL ${monthsAgo(2)} OPEN`,
      `PAYROLL ${monthsAgo(1)} DONE`,
      `PAYROLL ${thisMonth()} OPEN`,
    ]);
    const done = (await listed(w.adminToken, w.tenant.id))[1]!;
    expect(done.fulfilled_by).toBe(`payroll:${runId}`);
    expect(await latestEvent(ctx, 'REQUEST_FULFIL', `request:${done.uuid}`)).toMatchObject({
      result: 'OK',
      actor: { uuid: w.admin.id },
      detail: `payroll:${runId}`,
      changes: { status: { from: 'OPEN', to: 'DONE' } },
    });
    // The client is asked for the two months still owed, not for the one she sent.
    const [notice] = await createdNotices(w.client.id);
    expect(notice!.params).toMatchObject({ count: 2 });
    expect((await api.summary(w.clientToken, w.tenant.id)).json()).toMatchObject({ open: 2, overdue: 1 });
    // The staff dashboard's overdue card lists only the month not sent.
    await ctx.database.db
      .updateTable('tenants')
      .set({ responsible_staff_id: w.admin.id })
      .where('id', '=', w.tenant.id)
      .execute();
    const overdue = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/dashboard/overdue-requests?responsible=mine',
      headers: bearer(w.adminToken),
    });
    expect(overdue.json().total).toBe(1);
  });

  it("a one-off sales-tax request: DONE when the tenant's own month is sent, OPEN for another tenant's", async () => {
    const w = await requestsWorld(ctx);
    const month = monthsAgo(1);
    const period = { period_start: month, period_end: `${month.slice(0, 7)}-28` };
    const ask = oneOff({ title: 'Sales tax', kind: 'SALES_TAX', ...period });
    const ownerOfOther = await requestsWorld(ctx);
    await sendSalesTax(ownerOfOther.adminToken, w.otherTenant.id, month);
    expect((await api.create(w.adminToken, w.tenant.id, ask)).json().data[0].status).toBe('OPEN');

    const first = await sendSalesTax(w.adminToken, w.tenant.id, month);
    // The open one is fulfilled by the submission itself (SUBMITTED, for the firm to accept), as before.
    expect(await statuses(w.adminToken, w.tenant.id)).toEqual([`SALES_TAX ${month} SUBMITTED`]);
    // Sent again: the later record supersedes the first; a request made now names the live one.
    const live = await sendSalesTax(w.adminToken, w.tenant.id, month);
    expect(live).not.toBe(first);
    const made = (await api.create(w.adminToken, w.tenant.id, ask)).json().data[0];
    expect(made).toMatchObject({ status: 'DONE', fulfilled_by: `sales-tax:${live}`, overdue: false });
  });

  it("the series job's new period is DONE when its month was already sent", async () => {
    const w = await requestsWorld(ctx);
    await api.create(w.adminToken, w.tenant.id, monthly('SALES_TAX', thisMonth()));
    const next = addMonths(thisMonth(), 1);
    // Sent ahead of the month (a seed: the API takes any month, but the test should not depend on it).
    const { rows } = await sql<{ id: string }>`INSERT INTO sales_tax_records
        (tenant_id, sale_amount, collected_tax_amount, sale_month_date, submitted_date, submitted_by)
      VALUES (${w.tenant.id}, 1, 0, ${next}, ${today()}, ${w.client.id}) RETURNING id`.execute(ctx.database.db);
    const clock = { timeZone: 'UTC', now: () => new Date(`${next}T12:00:00Z`) };
    await makeDuePeriods(ctx.database.db, clock, submissionLookups);
    const all = await listed(w.adminToken, w.tenant.id);
    expect(all.map((r) => `${r.period_start} ${r.status}`)).toEqual([`${thisMonth()} OPEN`, `${next} DONE`]);
    expect(await latestEvent(ctx, 'REQUEST_FULFIL', `request:${all[1]!.uuid}`)).toMatchObject({
      actor: { uuid: w.client.id },
      detail: `sales-tax:${rows[0]!.id}`,
    });
  });

  it('a template run from a chosen first period: the months already sent are DONE and not announced', async () => {
    const w = await requestsWorld(ctx);
    await sendSalesTax(w.adminToken, w.tenant.id, monthsAgo(1));
    const templates = templatesApi(ctx);
    const template = (await templates.create(w.adminToken, bookkeeping({ name: 'Already sent' }))).json();
    const accepted = await templates.apply(w.adminToken, template.uuid, {
      tenant_ids: [w.tenant.id],
      first_period: monthsAgo(2),
    });
    expect(accepted.statusCode, accepted.body).toBe(202);
    const run = await waitForRun(ctx, w.adminToken, accepted.json().run_uuid);
    // One one-off, and two series of three months each (from two months ago).
    expect(run).toMatchObject({ state: 'DONE', created_requests: 7, created_series: 2 });
    const salesTax = (await statuses(w.adminToken, w.tenant.id)).filter((s) => s.startsWith('SALES_TAX'));
    expect(salesTax).toEqual([
      `SALES_TAX ${monthsAgo(2)} OPEN`,
      `SALES_TAX ${monthsAgo(1)} DONE`,
      `SALES_TAX ${thisMonth()} OPEN`,
    ]);
    const [notice] = await createdNotices(w.client.id);
    expect(notice!.params).toMatchObject({ count: 6 });
  });

  it('refuses a template first period more than 24 months back with a 400 naming the field', async () => {
    const w = await requestsWorld(ctx);
    const templates = templatesApi(ctx);
    const template = (await templates.create(w.adminToken, bookkeeping({ name: 'Too far back' }))).json();
    const refused = await templates.apply(w.adminToken, template.uuid, {
      tenant_ids: [w.tenant.id],
      first_period: monthsAgo(25),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual([expect.objectContaining({ field: 'first_period' })]);
  });
});
