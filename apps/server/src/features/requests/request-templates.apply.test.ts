import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { latestEvent } from '../../../test/audit-trail.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { createTenant, createUser, tokenFor } from '../../../test/factories.ts';
import { addDays } from './request-periods.ts';
import { applyTemplateRun, currentPeriodStart, type RunDeps } from './request-template-run.ts';
import { findRun, insertRun } from './request-template-runs.repo.ts';
import { bookkeeping, templateStaff, templatesApi, waitForRun } from './request-templates.test-support.ts';
import { requestsApi, submissionLookups, thisMonth, today } from './requests.test-support.ts';

const ctx = useTestApp();
const api = templatesApi(ctx);
const requests = requestsApi(ctx);

const countFor = async (tenantIds: string[]) => {
  const db = ctx.database.db;
  const [made, series] = await Promise.all([
    db
      .selectFrom('document_requests')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('tenant_id', 'in', tenantIds)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('request_series')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('tenant_id', 'in', tenantIds)
      .executeTakeFirstOrThrow(),
  ]);
  return { requests: made.n, series: series.n };
};

describe('applying a template', () => {
  it('makes each chosen tenant its one-offs and series (this period), the run DONE with its counts', async () => {
    const s = await templateStaff(ctx);
    const [a, b] = [await createTenant(ctx.database.db), await createTenant(ctx.database.db)];
    const client = await createUser(ctx.database.db, { tenantRoles: { [a.id]: 'TenantManager' } });
    const template = (await api.create(s.adminToken, bookkeeping({ name: 'Bookkeeping for two' }))).json();

    const accepted = await api.apply(s.adminToken, template.uuid, { tenant_ids: [a.id, b.id] });
    expect(accepted.statusCode, accepted.body).toBe(202);
    const run = await waitForRun(ctx, s.adminToken, accepted.json().run_uuid);
    expect(run).toMatchObject({ state: 'DONE', total: 2, done: 2, created_requests: 6, created_series: 4 });

    const seen = (await requests.list(await tokenFor(ctx.app, client.email), a.id)).json();
    expect(seen.total).toBe(3);
    const byTitle = Object.fromEntries(seen.data.map((r: { title: string }) => [r.title, r]));
    expect(byTitle['Engagement letter']).toMatchObject({ due_on: addDays(today(), 14), series_uuid: null });
    expect(byTitle['Bank statement']).toMatchObject({ period_start: thisMonth(), status: 'OPEN' });
    expect(byTitle['Sales tax'].series_uuid).toEqual(expect.any(String));
    expect(await latestEvent(ctx, 'TEMPLATE_APPLIED', `request-template-run:${run.uuid}`)).toMatchObject({
      result: 'OK',
      actor: { uuid: s.admin.id },
      changes: { tenants: { to: 2 }, requests: { to: 6 }, series: { to: 4 } },
    });
    // The client is told once, in the app and by e-mail, of the three things the firm now asks.
    const told = await ctx.database.db
      .selectFrom('notifications')
      .select(['kind', 'params'])
      .where('user_id', '=', client.id)
      .execute();
    expect(told).toEqual([{ kind: 'REQUEST_CREATED', params: expect.objectContaining({ count: 3 }) }]);
  });

  it('does not duplicate what a tenant already has from the template when applied again', async () => {
    const s = await templateStaff(ctx);
    const a = await createTenant(ctx.database.db);
    const template = (await api.create(s.adminToken, bookkeeping({ name: 'Applied twice' }))).json();
    const first = (await api.apply(s.adminToken, template.uuid, { tenant_ids: [a.id] })).json();
    await waitForRun(ctx, s.adminToken, first.run_uuid);
    const again = (await api.apply(s.adminToken, template.uuid, { tenant_ids: [a.id] })).json();
    const run = await waitForRun(ctx, s.adminToken, again.run_uuid);
    expect(run).toMatchObject({ state: 'DONE', total: 1, created_requests: 0, created_series: 0 });
    expect(await countFor([a.id])).toEqual({ requests: 3, series: 2 });
  });

  it('refuses an In-active or unknown tenant in a selection before anything is queued', async () => {
    const s = await templateStaff(ctx);
    const active = await createTenant(ctx.database.db);
    const inactive = await createTenant(ctx.database.db, { status: 0 });
    const template = (await api.create(s.adminToken, bookkeeping({ name: 'Refused selection' }))).json();
    const runsBefore = await ctx.database.db.selectFrom('request_template_runs').select('id').execute();

    const refused = await api.apply(s.adminToken, template.uuid, { tenant_ids: [active.id, inactive.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('TENANT_INACTIVE');
    const unknown = await api.apply(s.adminToken, template.uuid, { tenant_ids: [crypto.randomUUID()] });
    expect(unknown.statusCode).toBe(404);
    const none = await api.apply(s.adminToken, template.uuid, { tenant_ids: [] });
    expect(none.statusCode).toBe(400);
    const runsAfter = await ctx.database.db.selectFrom('request_template_runs').select('id').execute();
    expect(runsAfter).toHaveLength(runsBefore.length);
    expect(await countFor([active.id])).toEqual({ requests: 0, series: 0 });
  });

  it('applies to every active tenant and skips the In-active ones', async () => {
    const s = await templateStaff(ctx);
    const active = await createTenant(ctx.database.db);
    const inactive = await createTenant(ctx.database.db, { status: 0 });
    const template = (await api.create(s.adminToken, bookkeeping({ name: 'Everyone' }))).json();
    const accepted = (await api.apply(s.adminToken, template.uuid, { all_tenants: true })).json();
    const run = await waitForRun(ctx, s.adminToken, accepted.run_uuid);
    expect(run.state).toBe('DONE');
    expect(await countFor([active.id])).toEqual({ requests: 3, series: 2 });
    expect(await countFor([inactive.id])).toEqual({ requests: 0, series: 0 });
  });

  it('leaves nothing behind when the run fails half-way', async () => {
    const db = ctx.database.db;
    const s = await templateStaff(ctx);
    const tenants = await Promise.all([1, 2, 3, 4, 5].map(() => createTenant(db)));
    const template = (await api.create(s.adminToken, bookkeeping({ name: 'Fails half-way' }))).json();
    const runId = await insertRun(db, {
      templateId: template.uuid,
      templateName: template.name,
      tenantIds: tenants.map((t) => t.id),
      total: 5,
      requestedBy: s.admin.id,
    });
    const deps: RunDeps = {
      db,
      clock: { timeZone: 'UTC', now: () => new Date() },
      progress: new Map(),
      submissions: submissionLookups,
      tenantsPerChunk: 2,
      afterChunk: async (done) => {
        if (done === 4) throw new Error('the database went away');
      },
    };
    await expect(applyTemplateRun(deps, (await findRun(db, runId))!)).rejects.toThrow('the database went away');
    expect(await countFor(tenants.map((t) => t.id))).toEqual({ requests: 0, series: 0 });
    expect((await findRun(db, runId))!.state).toBe('QUEUED');
  });

  it('takes the current calendar period of each cadence', () => {
    expect(currentPeriodStart('2026-11-26', 'MONTHLY')).toBe('2026-11-01');
    expect(currentPeriodStart('2026-11-26', 'QUARTERLY')).toBe('2026-10-01');
    expect(currentPeriodStart('2026-03-31', 'QUARTERLY')).toBe('2026-01-01');
    expect(currentPeriodStart('2026-11-26', 'YEARLY')).toBe('2026-01-01');
  });

  it('applies 10,000 tenants × 3 items in one run', async () => {
    const db = ctx.database.db;
    const s = await templateStaff(ctx);
    await sql`INSERT INTO tenants (name, root_directory)
      SELECT 'Bulk tenant ' || n, 'bulk-tenant-' || n FROM generate_series(1, 10000) AS n`.execute(db);
    const template = (await api.create(s.adminToken, bookkeeping({ name: 'Ten thousand' }))).json();
    const active = await db.selectFrom('tenants').select('id').where('status', '=', 1).execute();
    const runId = await insertRun(db, {
      templateId: template.uuid,
      templateName: template.name,
      tenantIds: null,
      total: active.length,
      requestedBy: s.admin.id,
    });
    // Every tenth of them already sent this month's sales tax: their new request is DONE at once (issue 30).
    await sql`INSERT INTO sales_tax_records (tenant_id, sale_amount, collected_tax_amount, sale_month_date,
        submitted_date, submitted_by)
      SELECT id, 100, 8, ${thisMonth()}, ${today()}, ${s.admin.id}
      FROM tenants WHERE name LIKE 'Bulk tenant %0'`.execute(db);
    const deps: RunDeps = {
      db,
      clock: { timeZone: 'UTC', now: () => new Date() },
      progress: new Map(),
      submissions: submissionLookups,
    };
    const started = Date.now();
    const counts = await applyTemplateRun(deps, (await findRun(db, runId))!);
    console.info(`10,000 tenants × 3 items: ${Date.now() - started} ms`);
    expect(counts.total).toBe(active.length);
    expect(counts.series).toBe(2 * active.length);
    expect((await findRun(db, runId))!.state).toBe('DONE');
    const done = await db
      .selectFrom('document_requests')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('kind', '=', 'SALES_TAX')
      .where('status', '=', 'DONE')
      .where('fulfilled_by', 'like', 'sales-tax:%')
      .executeTakeFirstOrThrow();
    expect(done.n).toBe(1000);
  });
});
