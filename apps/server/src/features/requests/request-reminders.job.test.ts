import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { createTenant, createUser, tokenFor } from '../../../test/factories.ts';
import { requestsApi } from './requests.test-support.ts';

// The scheduled job as an e2e journey drives it: the test clock moved to a due day, the job run now.
const ctx = useTestApp(undefined, { TEST_CLOCK: 'true' });

const setClock = (now: string | null) => ctx.app.inject({ method: 'PUT', url: '/api/test/clock', payload: { now } });

async function reminderTo(email: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const rows = await ctx.database.db
      .selectFrom('outbox_messages')
      .select(['subject', 'idempotency_key'])
      .where('to_address', '=', email)
      .where('template', '=', 'request-reminder')
      .execute();
    if (rows.length > 0) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return [];
}

describe('the request-reminders job', () => {
  it("reminds on the test clock's day when run through /api/test", async () => {
    const db = ctx.database.db;
    const tenant = await createTenant(db);
    const client = await createUser(db, { tenantRoles: { [tenant.id]: 'TenantOwner' } });
    const admin = await createUser(db, { staffRoles: ['Admin'] });
    const created = await requestsApi(ctx).create(await tokenFor(ctx.app, admin.email), tenant.id, {
      title: 'Year-end bank statement',
      kind: 'BANK_STATEMENT',
      due_on: '2031-01-15',
    });
    expect(created.statusCode).toBe(201);

    expect((await setClock('2031-01-12T10:00:00Z')).statusCode).toBe(200);
    const run = await ctx.app.inject({ method: 'POST', url: '/api/test/jobs/request-reminders/run' });
    expect(run.statusCode).toBe(202);
    const mails = await reminderTo(client.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.idempotency_key).toBe(`request-reminder:${client.id}:2031-01-12`);
    await setClock(null);
  });
});
