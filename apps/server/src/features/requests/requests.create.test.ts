import { describe, expect, it } from 'vitest';
import { latestEvent, readTrail } from '../../../test/audit-trail.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { createTenant } from '../../../test/factories.ts';
import { monthsAgo, oneOff, requestsApi, requestsWorld, thisMonth, today } from './requests.test-support.ts';

const ctx = useTestApp();
const api = requestsApi(ctx);

const fieldsOf = (body: string) =>
  (JSON.parse(body) as { error: { details?: { field: string; message: string }[] } }).error.details ?? [];

describe('creating requests', () => {
  it('makes a one-off request the client sees, on the audit trail', async () => {
    const w = await requestsWorld(ctx);
    const created = await api.create(w.adminToken, w.tenant.id, oneOff({ description: 'All pages, please' }));
    expect(created.statusCode, created.body).toBe(201);
    const [request] = created.json().data;
    expect(request).toMatchObject({ title: 'Bank statement for March', status: 'OPEN', due_on: '2099-01-31' });
    expect(created.json().series_uuid).toBeNull();

    const listed = await api.list(w.clientToken, w.tenant.id);
    expect(listed.json()).toMatchObject({ total: 1, data: [{ uuid: request.uuid, description: 'All pages, please' }] });
    expect(await latestEvent(ctx, 'REQUEST_CREATE', `request:${request.uuid}`)).toMatchObject({
      result: 'OK',
      actor: { uuid: w.admin.id },
      tenant: { uuid: w.tenant.id },
      changes: { title: { from: null, to: 'Bank statement for March' }, status: { from: null, to: 'OPEN' } },
    });
  });

  it('makes a monthly series with one request per period so far, the current one included', async () => {
    const w = await requestsWorld(ctx);
    const recurrence = { cadence: 'MONTHLY', due_days: 10, first_period: monthsAgo(2) };
    const created = await api.create(w.adminToken, w.tenant.id, oneOff({ due_on: undefined, recurrence }));
    expect(created.statusCode, created.body).toBe(201);
    const { series_uuid: seriesId, data } = created.json();
    expect(data.map((r: { period_start: string }) => r.period_start)).toEqual([
      monthsAgo(2),
      monthsAgo(1),
      thisMonth(),
    ]);
    // The oldest period ended over a month ago: due 10 days after, it is overdue.
    expect(data[0]).toMatchObject({ overdue: true, series_uuid: seriesId });
    expect(data[2].overdue).toBe(false);
    expect(await latestEvent(ctx, 'REQUEST_CREATE', `request-series:${seriesId}`)).toMatchObject({
      result: 'OK',
      changes: { cadence: { from: null, to: 'MONTHLY' }, due_days: { from: null, to: 10 } },
    });
    const perRequest = await readTrail(ctx, { action: 'REQUEST_CREATE', tenant_uuid: w.tenant.id });
    expect(perRequest.filter((e) => e.target.startsWith('request:'))).toHaveLength(3);
  });

  it.each([
    ['a due date in the past', oneOff({ due_on: '2020-01-01' }), 'due_on', 'The due date may not be in the past'],
    ['a one-off without a due date', oneOff({ due_on: undefined }), 'due_on', 'Due date is required'],
    ['an empty title', oneOff({ title: '  ' }), 'title', 'Title is required'],
    ['a title too long', oneOff({ title: 'x'.repeat(201) }), 'title', 'The title may be at most 200 characters'],
    [
      'a recurrence without its first period',
      oneOff({ due_on: undefined, recurrence: { cadence: 'MONTHLY', due_days: 5 } }),
      'recurrence.first_period',
      'A recurring request needs its first period',
    ],
    [
      'negative days after the period',
      oneOff({ recurrence: { cadence: 'MONTHLY', due_days: -1, first_period: '2026-01-01' } }),
      'recurrence.due_days',
      'Days after the period ends must be a whole number from 0 to 120',
    ],
    [
      'a first period more than 24 months back (a mistyped year would make hundreds of requests)',
      oneOff({ due_on: undefined, recurrence: { cadence: 'MONTHLY', due_days: 5, first_period: monthsAgo(25) } }),
      'recurrence.first_period',
      'The first period may begin at most 24 months ago',
    ],
    [
      'too many days after the period',
      oneOff({ recurrence: { cadence: 'YEARLY', due_days: 121, first_period: '2026-01-01' } }),
      'recurrence.due_days',
      'Days after the period ends must be a whole number from 0 to 120',
    ],
  ])('refuses %s with a 400 naming the field', async (_, payload, field, message) => {
    const w = await requestsWorld(ctx);
    const refused = await api.create(w.adminToken, w.tenant.id, payload);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.code).toBe('VALIDATION_ERROR');
    expect(fieldsOf(refused.body)).toContainEqual({ field, message });
    expect((await api.list(w.adminToken, w.tenant.id)).json().total).toBe(0);
  });

  it('accepts a due date of today', async () => {
    const w = await requestsWorld(ctx);
    expect((await api.create(w.adminToken, w.tenant.id, oneOff({ due_on: today() }))).statusCode).toBe(201);
  });

  it('refuses a request for an In-active tenant (400 TENANT_INACTIVE), on the trail as DENIED', async () => {
    const w = await requestsWorld(ctx);
    const inactive = await createTenant(ctx.database.db, { status: 0 });
    const refused = await api.create(w.adminToken, inactive.id, oneOff());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('TENANT_INACTIVE');
    const [event] = await readTrail(ctx, { action: 'REQUEST_CREATE', tenant_uuid: inactive.id });
    expect(event).toMatchObject({ result: 'DENIED', detail: 'TENANT_INACTIVE' });
  });

  it('lets only staff who manage requests create them: the client 403, another tenant 404', async () => {
    const w = await requestsWorld(ctx);
    expect((await api.create(w.clientToken, w.tenant.id, oneOff())).statusCode).toBe(403);
    expect((await api.create(w.outsiderToken, w.tenant.id, oneOff())).statusCode).toBe(404);
    expect((await api.list(w.outsiderToken, w.tenant.id)).statusCode).toBe(404);
    expect((await api.list(w.adminToken, w.tenant.id)).json().total).toBe(0);
  });
});
