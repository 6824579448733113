import { sql } from 'kysely';
import { expect } from 'vitest';
import type { TestContext } from '../../../../test/build-test-app.ts';
import { bearer } from '../../../../test/factories.ts';

/** The test clock's routes (TEST_CLOCK=true): the firm's "now", and a scheduled job run at once. */
export function testClockOf(ctx: TestContext) {
  return {
    async set(now: string | null) {
      const response = await ctx.app.inject({ method: 'PUT', url: '/api/test/clock', payload: { now } });
      expect(response.statusCode).toBe(200);
    },
    /** Runs `queue` now and waits until its job has finished (completed, or failed for good). */
    async run(queue: string) {
      const response = await ctx.app.inject({ method: 'POST', url: `/api/test/jobs/${queue}/run` });
      expect(response.statusCode).toBe(202);
      const id = response.json().job_id as string;
      for (let tries = 0; tries < 300; tries += 1) {
        const { rows } = await sql<{ state: string }>`select state from pgboss.job where id = ${id}`.execute(
          ctx.database.db,
        );
        const state = rows[0]?.state;
        if (state === 'completed') return;
        if (state === 'failed') throw new Error(`${queue} failed`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`${queue} did not finish`);
    },
    /** Waits until no job of `queue` waits or runs (the start-up run of a scheduled job, before a test begins). */
    async idle(queue: string) {
      for (let tries = 0; tries < 300; tries += 1) {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from pgboss.job
          where name = ${queue} and state in ('created', 'retry', 'active')`.execute(ctx.database.db);
        if (rows[0]!.n === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`${queue} did not settle`);
    },
  };
}

/** The e-mails to `to` stored so far (any status), oldest first. */
export const mailsTo = (ctx: TestContext, to: string) =>
  ctx.database.db
    .selectFrom('outbox_messages')
    .select(['id', 'template', 'subject', 'text_body', 'status', 'not_before', 'idempotency_key'])
    .where('to_address', '=', to)
    .orderBy('seq')
    .execute();

export const preferencesApi = (ctx: TestContext) => ({
  getMine: (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me/notification-preferences', headers: bearer(token) }),
  putMine: (token: string, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: '/api/v1/auth/me/notification-preferences', headers: bearer(token), payload }),
  getFirm: (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/v1/firm-settings/notifications', headers: bearer(token) }),
  putFirm: (token: string, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: '/api/v1/firm-settings/notifications', headers: bearer(token), payload }),
});

/** Every category following the firm, no quiet hours, the firm's digest hour: what a person starts with. */
export const FOLLOW_FIRM = {
  email: { requests: null, documents: null, tax_payroll: null, signatures: null, messages: null },
  quiet_hours: null,
  digest_hour: null,
};
