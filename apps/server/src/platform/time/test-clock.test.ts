import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { createClock, firmHourOf } from './clock.ts';

describe('the test clock routes', () => {
  describe('without TEST_CLOCK', () => {
    const ctx = useTestApp();
    it('do not exist', async () => {
      const clock = await ctx.app.inject({ method: 'PUT', url: '/api/test/clock', payload: { now: null } });
      expect(clock.statusCode).toBe(404);
      const run = await ctx.app.inject({ method: 'POST', url: '/api/test/jobs/request-reminders/run' });
      expect(run.statusCode).toBe(404);
    });
  });

  describe('with TEST_CLOCK=true', () => {
    const ctx = useTestApp(undefined, { TEST_CLOCK: 'true' });
    it('set the clock (and back to real time) and run the scheduled jobs that read it, and no other', async () => {
      const set = await ctx.app.inject({
        method: 'PUT',
        url: '/api/test/clock',
        payload: { now: '2031-02-03T10:00:00Z' },
      });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json().now.slice(0, 13)).toBe('2031-02-03T10');
      const back = await ctx.app.inject({ method: 'PUT', url: '/api/test/clock', payload: { now: null } });
      expect(Math.abs(Date.parse(back.json().now) - Date.now())).toBeLessThan(5000);
      for (const queue of ['request-reminders', 'request-series']) {
        const run = await ctx.app.inject({ method: 'POST', url: `/api/test/jobs/${queue}/run` });
        expect(run.statusCode, run.body).toBe(202);
        expect(run.json().job_id).toEqual(expect.any(String));
      }
      expect((await ctx.app.inject({ method: 'POST', url: '/api/test/jobs/mail-send/run' })).statusCode).toBe(404);
      const refused = await ctx.app.inject({ method: 'PUT', url: '/api/test/clock', payload: { now: 'tomorrow' } });
      expect(refused.statusCode).toBe(400);
    });
  });

  it('are allowed only with NODE_ENV exactly "test": any other value, or none, stops the start', () => {
    for (const nodeEnv of ['production', 'Production', 'PRODUCTION', 'prod', 'development', 'Test', ' test', '']) {
      expect(() => loadConfig({ TEST_CLOCK: 'true', NODE_ENV: nodeEnv }), `NODE_ENV=${nodeEnv}`).toThrow(
        'TEST_CLOCK: only with NODE_ENV=test',
      );
    }
    expect(() => loadConfig({ TEST_CLOCK: 'true' })).toThrow(ConfigError);
    expect(loadConfig({ TEST_CLOCK: 'true', NODE_ENV: 'test' }).testClock).toBe(true);
    expect(loadConfig({ TEST_CLOCK: 'false', NODE_ENV: 'Production' }).testClock).toBe(false);
    expect(loadConfig({}).testClock).toBe(false);
  });
});

describe('the clock', () => {
  it('runs on from the instant it was set to, and reads hours in the firm time zone', () => {
    const clock = createClock('America/New_York');
    clock.set(new Date('2030-06-01T03:00:00Z'));
    expect(Math.abs(clock.now().getTime() - Date.parse('2030-06-01T03:00:00Z'))).toBeLessThan(1000);
    expect(firmHourOf(clock.now(), clock.timeZone)).toBe(23);
    clock.set(null);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
  });
});
