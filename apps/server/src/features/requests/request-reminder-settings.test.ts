import { DEFAULT_REMINDER_CADENCE, VALIDATION_MESSAGES } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { latestEvent } from '../../../test/audit-trail.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer } from '../../../test/factories.ts';
import { requestsWorld } from './requests.test-support.ts';

const ctx = useTestApp();

const call = (token: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

const settings = {
  enabled: true,
  cadence: { before_days: [5, 1], on_due_day: false, after_days: [2] },
  quiet_from: 22,
  quiet_until: 6,
};

describe('reminder settings', () => {
  it("the firm's: the defaults, a change read back and on the trail, refused to clients", async () => {
    const w = await requestsWorld(ctx);
    const initial = await call(w.adminToken, 'GET', '/settings/request-reminders');
    expect(initial.json()).toEqual({
      enabled: true,
      cadence: DEFAULT_REMINDER_CADENCE,
      quiet_from: 21,
      quiet_until: 7,
    });
    const saved = await call(w.adminToken, 'PUT', '/settings/request-reminders', settings);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(w.adminToken, 'GET', '/settings/request-reminders')).json()).toEqual(settings);
    const event = await latestEvent(ctx, 'REMINDER_SETTINGS_CHANGE', 'firm:request-reminders');
    expect(event.changes).toMatchObject({ before_days: { from: '3', to: '5, 1' }, quiet_from: { from: 21, to: 22 } });
    expect((await call(w.clientToken, 'GET', '/settings/request-reminders')).statusCode).toBe(403);
    expect((await call(w.clientToken, 'PUT', '/settings/request-reminders', settings)).statusCode).toBe(403);
  });

  it('refuses repeated, negative and out-of-range days and hours with the translated messages, changing nothing', async () => {
    const w = await requestsWorld(ctx);
    const before = (await call(w.adminToken, 'GET', '/settings/request-reminders')).json();
    const bad = {
      enabled: true,
      cadence: { before_days: [3, 3], on_due_day: true, after_days: [-1] },
      quiet_from: 24,
      quiet_until: 6,
    };
    const response = await call(w.adminToken, 'PUT', '/settings/request-reminders', bad);
    expect(response.statusCode).toBe(400);
    const messages = response.json().error.details.map((d: { message: string }) => d.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        VALIDATION_MESSAGES.reminderOffsetRepeated,
        VALIDATION_MESSAGES.reminderOffsetRange,
        VALIDATION_MESSAGES.quietHourRange,
      ]),
    );
    expect((await call(w.adminToken, 'GET', '/settings/request-reminders')).json()).toEqual(before);
    const tenantBad = await call(w.adminToken, 'PUT', `/tenants/${w.tenant.id}/request-reminders`, {
      enabled: true,
      cadence: { before_days: [0], on_due_day: true, after_days: [] },
    });
    expect(tenantBad.statusCode).toBe(400);
  });

  it("a tenant's override: follows the firm until set, then its own; other tenants' users get 404", async () => {
    const w = await requestsWorld(ctx);
    const url = `/tenants/${w.tenant.id}/request-reminders`;
    expect((await call(w.adminToken, 'GET', url)).json()).toEqual({ enabled: true, cadence: null });
    const own = { enabled: true, cadence: { before_days: [1], on_due_day: true, after_days: [] } };
    expect((await call(w.adminToken, 'PUT', url, own)).json()).toEqual(own);
    expect((await call(w.adminToken, 'GET', url)).json()).toEqual(own);
    const off = { enabled: false, cadence: null };
    expect((await call(w.adminToken, 'PUT', url, off)).json()).toEqual(off);
    const event = await latestEvent(ctx, 'REMINDER_SETTINGS_CHANGE', `tenant:${w.tenant.id}:request-reminders`);
    expect(event.changes).toMatchObject({ enabled: { from: true, to: false } });
    expect((await call(w.outsiderToken, 'GET', url)).statusCode).toBe(404);
    expect((await call(w.clientToken, 'PUT', url, off)).statusCode).toBe(403);
  });
});
