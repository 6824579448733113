import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { createTenant } from '../../../test/factories.ts';
import { bookkeeping, templateStaff, templatesApi, waitForRun } from './request-templates.test-support.ts';
import { monthsAgo, oneOff, requestsApi, thisMonth } from './requests.test-support.ts';

const ctx = useTestApp();
const api = templatesApi(ctx);
const requests = requestsApi(ctx);

const monthlySeries = (title: string, kind: string) =>
  oneOff({
    title,
    kind,
    due_on: undefined,
    recurrence: { cadence: 'MONTHLY', due_days: 10, first_period: thisMonth() },
  });

describe("the apply dialog's repeat warning", () => {
  it('names the items that repeat a live series (same kind and cadence, a similar title), and a run skips what staff chose', async () => {
    const s = await templateStaff(ctx);
    const db = ctx.database.db;
    const [a, b, c] = [
      await createTenant(db, { name: 'Alpha' }),
      await createTenant(db, { name: 'Beta' }),
      await createTenant(db, { name: 'Gamma' }),
    ];
    // Alpha: a similar title of the same kind and cadence (a repeat); Beta: same kind, another title (none);
    // Gamma: the same title but quarterly (none).
    await requests.create(s.adminToken, a.id, monthlySeries('Bank statements', 'BANK_STATEMENT'));
    await requests.create(s.adminToken, b.id, monthlySeries('Payroll register', 'BANK_STATEMENT'));
    await requests.create(s.adminToken, c.id, {
      ...monthlySeries('Bank statement', 'BANK_STATEMENT'),
      recurrence: { cadence: 'QUARTERLY', due_days: 10, first_period: '2026-01-01' },
    });
    const template = (await api.create(s.adminToken, bookkeeping({ name: 'Repeats' }))).json();
    const warned = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/request-templates/${template.uuid}/repeats`,
      headers: { authorization: `Bearer ${s.adminToken}` },
      payload: { tenant_ids: [a.id, b.id, c.id] },
    });
    expect(warned.statusCode, warned.body).toBe(200);
    const bank = template.items.find((i: { title: string }) => i.title === 'Bank statement');
    expect(warned.json()).toEqual({
      total: 1,
      data: [expect.objectContaining({ tenant_uuid: a.id, item_uuid: bank.uuid, series_title: 'Bank statements' })],
    });
    // Every active tenant: the same one repeat (the In-active and the other tenants' series are not listed).
    const all = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/request-templates/${template.uuid}/repeats`,
      headers: { authorization: `Bearer ${s.adminToken}` },
      payload: { all_tenants: true },
    });
    expect(
      all.json().data.filter((r: { tenant_uuid: string }) => [a.id, b.id, c.id].includes(r.tenant_uuid)),
    ).toHaveLength(1);

    // Applied with "skip every repeat": Alpha gets no second bank-statement series, the others do.
    const accepted = await api.apply(s.adminToken, template.uuid, { tenant_ids: [a.id, b.id], skip_repeats: true });
    const run = await waitForRun(ctx, s.adminToken, accepted.json().run_uuid);
    expect(run).toMatchObject({ state: 'DONE', created_series: 3 });
    const series = await db
      .selectFrom('request_series')
      .select(['tenant_id', 'title'])
      .where('template_item_id', '=', bank.uuid)
      .execute();
    expect(series.map((r) => r.tenant_id)).toEqual([b.id]);
  });

  it('skips single tenant × item pairs when asked, and refuses staff without manage requests', async () => {
    const s = await templateStaff(ctx);
    const db = ctx.database.db;
    const a = await createTenant(db);
    const template = (await api.create(s.adminToken, bookkeeping({ name: 'Skip one pair' }))).json();
    const sales = template.items.find((i: { title: string }) => i.title === 'Sales tax');
    const accepted = await api.apply(s.adminToken, template.uuid, {
      tenant_ids: [a.id],
      first_period: monthsAgo(1),
      skip: [{ tenant_id: a.id, item_id: sales.uuid }],
    });
    const run = await waitForRun(ctx, s.adminToken, accepted.json().run_uuid);
    // The one-off and the bank statements of last month and this one; no sales tax.
    expect(run).toMatchObject({ state: 'DONE', created_series: 1, created_requests: 3 });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/request-templates/${template.uuid}/repeats`,
      headers: { authorization: `Bearer ${s.processorToken}` },
      payload: { all_tenants: true },
    });
    expect(refused.statusCode).toBe(403);
  });
});
