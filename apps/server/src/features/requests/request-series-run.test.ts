import { describe, expect, it } from 'vitest';
import { readTrail } from '../../../test/audit-trail.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { addMonths } from './request-periods.ts';
import { makeDuePeriods } from './request-series-run.ts';
import {
  monthsAgo,
  oneOff,
  requestsApi,
  requestsWorld,
  submissionLookups,
  thisMonth,
} from './requests.test-support.ts';

const ctx = useTestApp();
const api = requestsApi(ctx);

/** The job as the schedule runs it, with the clock moved to `day` (noon UTC: the tests' firm zone is UTC). */
const runOn = (day: string) =>
  makeDuePeriods(ctx.database.db, { timeZone: 'UTC', now: () => new Date(`${day}T12:00:00Z`) }, submissionLookups);

const periodsOf = async (token: string, tenantId: string) =>
  ((await api.list(token, tenantId, '?per_page=100')).json().data as { period_start: string; status: string }[]).map(
    (r) => `${r.period_start} ${r.status}`,
  );

describe('the recurring-request job', () => {
  it("makes the next period's request when it begins, once, even when run twice", async () => {
    const w = await requestsWorld(ctx);
    const recurrence = { cadence: 'MONTHLY', due_days: 5, first_period: monthsAgo(1) };
    const series = await api.create(w.adminToken, w.tenant.id, oneOff({ due_on: undefined, recurrence }));
    expect(series.statusCode, series.body).toBe(201);
    expect(await periodsOf(w.adminToken, w.tenant.id)).toEqual([`${monthsAgo(1)} OPEN`, `${thisMonth()} OPEN`]);

    const next = addMonths(thisMonth(), 1);
    await runOn(addMonths(thisMonth(), 0)); // nothing new this month
    await Promise.all([runOn(next), runOn(next)]);
    await runOn(next);
    expect(await periodsOf(w.adminToken, w.tenant.id)).toEqual([
      `${monthsAgo(1)} OPEN`,
      `${thisMonth()} OPEN`,
      `${next} OPEN`,
    ]);
    const made = await readTrail(ctx, { action: 'REQUEST_CREATE', tenant_uuid: w.tenant.id });
    expect(made.filter((e) => e.actor === null && e.result === 'OK')).toHaveLength(1);
  });

  it('makes nothing more for a cancelled series, whose OPEN requests are cancelled with it', async () => {
    const w = await requestsWorld(ctx);
    const recurrence = { cadence: 'QUARTERLY', due_days: 30, first_period: '2026-01-01' };
    const created = await api.create(w.adminToken, w.tenant.id, oneOff({ due_on: undefined, recurrence }));
    const seriesId = created.json().series_uuid as string;
    const count = created.json().data.length as number;
    const cancelled = await api.cancelSeries(w.adminToken, w.tenant.id, seriesId);
    expect(cancelled.json()).toEqual({ series_uuid: seriesId, cancelled_requests: count });
    expect((await api.cancelSeries(w.adminToken, w.tenant.id, seriesId)).statusCode).toBe(409);
    await runOn(addMonths(thisMonth(), 12));
    const periods = await periodsOf(w.adminToken, w.tenant.id);
    expect(periods).toHaveLength(count);
    expect(periods.every((p) => p.endsWith('CANCELLED'))).toBe(true);
    const [event] = await readTrail(ctx, { action: 'REQUEST_SERIES_CANCEL', tenant_uuid: w.tenant.id });
    expect(event).toMatchObject({ result: 'DENIED', detail: 'REQUEST_STATE' });
  });

  it("refuses another tenant's series (404) and a client (403)", async () => {
    const w = await requestsWorld(ctx);
    const recurrence = { cadence: 'YEARLY', due_days: 0, first_period: '2026-01-01' };
    const seriesId = (await api.create(w.adminToken, w.tenant.id, oneOff({ due_on: undefined, recurrence }))).json()
      .series_uuid as string;
    expect((await api.cancelSeries(w.adminToken, w.otherTenant.id, seriesId)).statusCode).toBe(404);
    expect((await api.cancelSeries(w.clientToken, w.tenant.id, seriesId)).statusCode).toBe(403);
    expect((await api.cancelSeries(w.outsiderToken, w.tenant.id, seriesId)).statusCode).toBe(404);
  });
});
