import { describe, expect, it } from 'vitest';
import { useFilesTestApp } from '../files/files.test-support.ts';
import { eventsOf, recordsApi, recordsWorld } from './records.test-support.ts';

// Part 2 of issue 35: the firm's retention schedule (sourced defaults, changed by a SuperAdmin with a reason) and
// a company's own rule for a class.
const ctx = useFilesTestApp();
const { call } = recordsApi(ctx);

describe('the retention schedule (issue 35)', () => {
  it('shows staff every class with its seeded rule and legal source; a client is refused', async () => {
    const { processor, ownerToken } = await recordsWorld(ctx);
    const schedule = await call(processor, 'GET', '/retention-schedule');
    expect(schedule.statusCode, schedule.body).toBe(200);
    const rules = Object.fromEntries(
      schedule.json().data.map((r: { record_class: string }) => [r.record_class, r] as const),
    );
    expect(Object.keys(rules).sort()).toEqual(
      ['CORRESPONDENCE', 'FORM_8879', 'OTHER', 'SOURCE_DOCUMENTS', 'TAX_RETURN', 'WORKPAPERS'].sort(),
    );
    expect(rules.TAX_RETURN).toMatchObject({ basis: 'TAX_YEAR_END', years: 4 });
    expect(rules.TAX_RETURN.source).toContain('§6107');
    expect(rules.FORM_8879.source).toContain('Publication 1345');
    expect(rules.OTHER).toMatchObject({ basis: 'LAST_ACTIVITY', years: 2 });
    expect(rules.OTHER.source).toContain('314.4(c)(6)');
    const byClient = await call(ownerToken, 'GET', '/retention-schedule');
    expect(byClient.statusCode).toBe(403);
  });

  it('is changed by a SuperAdmin with a reason, on the trail with before and after; an Admin is refused', async () => {
    const { superAdmin, admin } = await recordsWorld(ctx);
    const body = { basis: 'TAX_YEAR_END', years: 10, reason: 'Firm policy: ten years for workpapers' };
    const byAdmin = await call(admin, 'PUT', '/retention-schedule/WORKPAPERS', body);
    expect(byAdmin.statusCode).toBe(403);
    const changed = await call(superAdmin, 'PUT', '/retention-schedule/WORKPAPERS', body);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ record_class: 'WORKPAPERS', basis: 'TAX_YEAR_END', years: 10 });
    expect(changed.json().source).toContain('§6501(e)'); // kept when no new source is given
    const events = (await eventsOf(ctx, 'RETENTION_RULE_CHANGE')).filter((e) => e.target === 'retention:WORKPAPERS');
    expect(events.map((e) => e.result)).toEqual(['DENIED', 'OK']);
    expect(events[1]).toMatchObject({ detail: body.reason, changes: { years: { from: 7, to: 10 } } });
    // Put back for the other tests.
    await call(superAdmin, 'PUT', '/retention-schedule/WORKPAPERS', { ...body, years: 7, reason: 'back' });
  });

  it('refuses 0 or 500 years, no reason and an unknown class with a translated 400', async () => {
    const { superAdmin } = await recordsWorld(ctx);
    for (const [url, body, rule] of [
      [
        '/retention-schedule/OTHER',
        { basis: 'LAST_ACTIVITY', years: 0, reason: 'x' },
        'Keep records for 1 to 100 years',
      ],
      [
        '/retention-schedule/OTHER',
        { basis: 'LAST_ACTIVITY', years: 500, reason: 'x' },
        'Keep records for 1 to 100 years',
      ],
      ['/retention-schedule/OTHER', { basis: 'LAST_ACTIVITY', years: 2, reason: ' ' }, 'Give a reason'],
      ['/retention-schedule/RECEIPTS', { basis: 'LAST_ACTIVITY', years: 2, reason: 'x' }, undefined],
    ] as const) {
      const refused = await call(superAdmin, 'PUT', url, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().error.code).toBe('VALIDATION_ERROR');
      if (rule) expect(JSON.stringify(refused.json().error.details)).toContain(rule);
    }
  });
});

describe("a company's own retention rule (issue 35)", () => {
  it('is set and removed by a SuperAdmin with a reason, each on the trail', async () => {
    const { tenant, superAdmin } = await recordsWorld(ctx);
    const url = `/tenants/${tenant.id}/retention-overrides/SOURCE_DOCUMENTS`;
    const set = await call(superAdmin, 'PUT', url, { basis: 'TAX_YEAR_END', years: 6, reason: 'Open IRS exam' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ tenant_uuid: tenant.id, record_class: 'SOURCE_DOCUMENTS', years: 6 });
    const again = await call(superAdmin, 'PUT', url, { basis: 'TAX_YEAR_END', years: 8, reason: 'Exam extended' });
    expect(again.json().years).toBe(8);
    // The company's page lists its own rules: one, the latest.
    const listed = await call(superAdmin, 'GET', `/tenants/${tenant.id}/retention-overrides`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toMatchObject([{ record_class: 'SOURCE_DOCUMENTS', years: 8, reason: 'Exam extended' }]);
    const removed = await call(superAdmin, 'DELETE', url, { reason: 'Exam closed' });
    expect(removed.statusCode, removed.body).toBe(204);
    const target = `tenant:${tenant.id}:retention:SOURCE_DOCUMENTS`;
    const sets = (await eventsOf(ctx, 'RETENTION_OVERRIDE_SET')).filter((e) => e.target === target);
    expect(sets.map((e) => [e.detail, e.changes])).toEqual([
      ['Open IRS exam', { basis: { from: null, to: 'TAX_YEAR_END' }, years: { from: null, to: 6 } }],
      ['Exam extended', { years: { from: 6, to: 8 } }],
    ]);
    const removals = (await eventsOf(ctx, 'RETENTION_OVERRIDE_REMOVE')).filter((e) => e.target === target);
    expect(removals).toMatchObject([
      { result: 'OK', detail: 'Exam closed', changes: { years: { from: 8, to: null } } },
    ]);
    // Nothing left to remove.
    expect((await call(superAdmin, 'DELETE', url, { reason: 'again' })).statusCode).toBe(404);
  });

  it("refuses an Admin (403), another company's user (404), a missing reason (400)", async () => {
    const { tenant, admin, outsiderToken, superAdmin } = await recordsWorld(ctx);
    const url = `/tenants/${tenant.id}/retention-overrides/OTHER`;
    const body = { basis: 'LAST_ACTIVITY', years: 3, reason: 'why' };
    expect((await call(admin, 'PUT', url, body)).statusCode).toBe(403);
    expect((await call(outsiderToken, 'PUT', url, body)).statusCode).toBe(404);
    expect((await call(superAdmin, 'PUT', url, { ...body, reason: '' })).statusCode).toBe(400);
    expect((await call(superAdmin, 'DELETE', url, {})).statusCode).toBe(400);
  });
});
