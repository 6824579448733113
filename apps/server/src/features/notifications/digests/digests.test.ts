import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import { bearer, createTenant, createUser, tokenFor } from '../../../../test/factories.ts';
import { HELD_RELEASE_QUEUE } from '../../../platform/outbound/held-release.job.ts';
import { forgot } from '../../password-reset/password-reset.test-support.ts';
import { oneOff, requestsApi } from '../../requests/requests.test-support.ts';
import { NOTIFICATION_DIGESTS_QUEUE } from './digests.job.ts';
import { FOLLOW_FIRM, mailsTo, preferencesApi, testClockOf } from './digests.test-support.ts';

// Issue 32, part 5. The firm is in New York: in March 2031 (after the spring change) 07:00 there is 11:00 UTC.
const ctx = useTestApp(undefined, { TEST_CLOCK: 'true', FIRM_TIME_ZONE: 'America/New_York' });
const clock = testClockOf(ctx);
const prefs = preferencesApi(ctx);
const requests = requestsApi(ctx);
afterEach(() => clock.set(null));
// The scheduled runs made at start read the real clock: let them finish before the tests move it.
beforeAll(async () => {
  await clock.idle(NOTIFICATION_DIGESTS_QUEUE);
  await clock.idle(HELD_RELEASE_QUEUE);
});

/** A company with a client (the recipient of request news) and an Admin who makes requests. */
async function world() {
  const db = ctx.database.db;
  const tenant = await createTenant(db);
  const client = await createUser(db, { tenantRoles: { [tenant.id]: 'TenantOwner' }, name: 'Ana Client' });
  const admin = await createUser(db, { staffRoles: ['Admin'] });
  return {
    tenant,
    client,
    admin,
    clientToken: await tokenFor(ctx.app, client.email),
    adminToken: await tokenFor(ctx.app, admin.email),
  };
}

async function ask(w: Awaited<ReturnType<typeof world>>, title: string, due = '2099-01-31') {
  const created = await requests.create(w.adminToken, w.tenant.id, oneOff({ title, due_on: due }));
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data[0].uuid as string;
}

const templates = async (email: string) => (await mailsTo(ctx, email)).map((m) => m.template);

describe('notification preferences', () => {
  it("follow the firm's default until a person chooses their own; both changes are on the trail", async () => {
    const w = await world();
    const other = await createUser(ctx.database.db, { tenantRoles: { [w.tenant.id]: 'TenantManager' } });
    const otherToken = await tokenFor(ctx.app, other.email);

    const mine = await prefs.getMine(w.clientToken);
    expect(mine.json()).toEqual({
      ...FOLLOW_FIRM,
      firm: {
        email: {
          requests: 'instant',
          documents: 'instant',
          tax_payroll: 'instant',
          signatures: 'instant',
          messages: 'instant',
        },
        digest_hour: 7,
      },
      categories: ['requests', 'documents', 'tax_payroll', 'signatures', 'messages'],
      staff_digest: null,
      time_zone: 'America/New_York',
    });
    const firmDaily = {
      email: {
        requests: 'daily',
        documents: 'instant',
        tax_payroll: 'off',
        signatures: 'instant',
        messages: 'instant',
      },
      digest_hour: 8,
    };
    expect((await prefs.putFirm(w.clientToken, firmDaily)).statusCode).toBe(403);
    const saved = await prefs.putFirm(w.adminToken, firmDaily);
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      // The other client keeps requests at once for themselves; the first follows the firm (daily).
      const own = await prefs.putMine(otherToken, {
        ...FOLLOW_FIRM,
        email: { ...FOLLOW_FIRM.email, requests: 'instant' },
      });
      expect(own.json().email).toEqual({ ...FOLLOW_FIRM.email, requests: 'instant' });
      expect((await prefs.getMine(w.clientToken)).json().firm).toEqual(firmDaily);

      await ask(w, 'Bank statement for April');
      await expect.poll(() => templates(other.email)).toContain('request-event');
      expect(await templates(w.client.email)).not.toContain('request-event');
      const waiting = await ctx.database.db
        .selectFrom('notifications')
        .select('digest_due_at')
        .where('user_id', '=', w.client.id)
        .executeTakeFirstOrThrow();
      expect(waiting.digest_due_at).not.toBeNull();

      const trail = await ctx.database.db
        .selectFrom('audit_events')
        .select(['target', 'changes', 'result'])
        .where('action', '=', 'NOTIFICATION_SETTINGS_CHANGE')
        .where('target', 'in', ['firm:notification-defaults', `user:${other.id}:notifications`])
        .orderBy('at')
        .execute();
      expect(trail.map((e) => [e.target, e.result])).toEqual([
        ['firm:notification-defaults', 'DENIED'],
        ['firm:notification-defaults', 'OK'],
        [`user:${other.id}:notifications`, 'OK'],
      ]);
      expect(trail[1]!.changes).toMatchObject({
        email_requests: { from: 'instant', to: 'daily' },
        digest_hour: { from: 7, to: 8 },
      });
      expect(trail[2]!.changes).toEqual({ email_requests: { from: null, to: 'instant' } });
    } finally {
      const instant = {
        requests: 'instant',
        documents: 'instant',
        tax_payroll: 'instant',
        signatures: 'instant',
        messages: 'instant',
      };
      await prefs.putFirm(w.adminToken, { email: instant, digest_hour: 7 });
    }
  });

  it('refuse equal quiet hours and an hour past 23; a staff member sees the staff categories and digest', async () => {
    const w = await world();
    const bad = await prefs.putMine(w.clientToken, { ...FOLLOW_FIRM, quiet_hours: { from: 22, until: 22 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual([
      { field: 'quiet_hours.until', message: 'Quiet hours need a start and an end that differ' },
    ]);
    expect((await prefs.putMine(w.clientToken, { ...FOLLOW_FIRM, digest_hour: 24 })).statusCode).toBe(400);

    const staff = (await prefs.getMine(w.adminToken)).json();
    expect(staff.categories).toEqual(['requests', 'tax_payroll', 'signatures', 'messages']);
    // An Admin with no clients: off by default; looking after one: on.
    expect(staff.staff_digest).toBe(false);
    await ctx.database.db
      .updateTable('tenants')
      .set({ responsible_staff_id: w.admin.id })
      .where('id', '=', w.tenant.id)
      .execute();
    expect((await prefs.getMine(w.adminToken)).json().staff_digest).toBe(true);
  });
});

describe('the daily digest', () => {
  it('replaces single e-mails for a person who chose it: one e-mail at their digest hour with both, never twice', async () => {
    const w = await world();
    await clock.set('2031-03-10T16:00:00Z');
    const daily = { ...FOLLOW_FIRM, email: { ...FOLLOW_FIRM.email, requests: 'daily' } };
    expect((await prefs.putMine(w.clientToken, daily)).statusCode).toBe(200);
    await ask(w, 'Bank statement for March');
    await ask(w, 'Payroll register Q1');

    // In the app at once; no single e-mail.
    const bell = await ctx.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: bearer(w.clientToken) });
    expect(bell.json().data.map((n: { kind: string }) => n.kind)).toEqual(['REQUEST_CREATED', 'REQUEST_CREATED']);
    const due = await ctx.database.db
      .selectFrom('notifications')
      .select('digest_due_at')
      .where('user_id', '=', w.client.id)
      .execute();
    expect(due.map((n) => n.digest_due_at?.toISOString())).toEqual([
      '2031-03-11T11:00:00.000Z',
      '2031-03-11T11:00:00.000Z',
    ]);

    // 06:30 in New York: not yet.
    await clock.set('2031-03-11T10:30:00Z');
    await clock.run(NOTIFICATION_DIGESTS_QUEUE);
    expect(await mailsTo(ctx, w.client.email)).toEqual([]);

    await clock.set('2031-03-11T11:02:00Z');
    await clock.run(NOTIFICATION_DIGESTS_QUEUE);
    const [digest, ...more] = await mailsTo(ctx, w.client.email);
    expect(more).toEqual([]);
    expect(digest).toMatchObject({
      template: 'notification-digest',
      idempotency_key: `notification-digest:${w.client.id}:2031-03-11`,
    });
    expect(digest!.subject).toContain('your daily summary (2 updates)');
    expect(digest!.text_body).toContain(w.tenant.name);
    expect(digest!.text_body).toContain('New request "Bank statement for March", due January 31, 2099');
    expect(digest!.text_body).toContain('New request "Payroll register Q1", due January 31, 2099');
    expect(digest!.text_body).toMatch(/\/app\/requests\?company_uuid=[\w-]+&request=[\w-]+/);

    // A second run, and news after today's digest (it waits for tomorrow's): nothing more today.
    await ask(w, 'Lease agreement');
    await clock.run(NOTIFICATION_DIGESTS_QUEUE);
    expect(await templates(w.client.email)).toEqual(['notification-digest']);
    const waiting = await ctx.database.db
      .selectFrom('notifications')
      .select(['digest_due_at', 'digested_at'])
      .where('user_id', '=', w.client.id)
      .orderBy('seq')
      .execute();
    expect(waiting.map((n) => [n.digest_due_at?.toISOString() ?? null, n.digested_at !== null])).toEqual([
      [null, true],
      [null, true],
      ['2031-03-12T11:00:00.000Z', false],
    ]);
  });

  it("'off' sends no e-mail at all, while the app still shows the notification", async () => {
    const w = await world();
    const off = { ...FOLLOW_FIRM, email: { ...FOLLOW_FIRM.email, requests: 'off' } };
    expect((await prefs.putMine(w.clientToken, off)).statusCode).toBe(200);
    await ask(w, 'Bank statement for May');
    await clock.set('2099-01-01T12:30:00Z');
    await clock.run(NOTIFICATION_DIGESTS_QUEUE);
    expect(await mailsTo(ctx, w.client.email)).toEqual([]);
    const bell = await ctx.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: bearer(w.clientToken) });
    expect(bell.json().data).toHaveLength(1);
    expect(bell.json().data[0]).toMatchObject({ kind: 'REQUEST_CREATED', params: { title: 'Bank statement for May' } });
  });
});

describe('quiet hours', () => {
  it('hold an at-once e-mail until they end (firm time), then it goes', async () => {
    const w = await world();
    const quiet = { ...FOLLOW_FIRM, quiet_hours: { from: 20, until: 7 } };
    expect((await prefs.putMine(w.clientToken, quiet)).statusCode).toBe(200);

    // 15:00 in New York: outside them, it goes at once.
    await clock.set('2031-03-12T19:00:00Z');
    await ask(w, 'Invoice for March');
    await expect.poll(async () => (await mailsTo(ctx, w.client.email)).map((m) => m.status)).toEqual(['SENT']);

    // 22:00 in New York: held until 07:00.
    await clock.set('2031-03-13T02:00:00Z');
    await ask(w, 'Invoice for April');
    const held = (await mailsTo(ctx, w.client.email))[1]!;
    expect(held).toMatchObject({ template: 'request-event', status: 'QUEUED' });
    expect(held.not_before?.toISOString()).toBe('2031-03-13T11:00:00.000Z');

    await clock.set('2031-03-13T10:55:00Z');
    await clock.run(HELD_RELEASE_QUEUE);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await mailsTo(ctx, w.client.email))[1]!.status).toBe('QUEUED');

    await clock.set('2031-03-13T11:01:00Z');
    await clock.run(HELD_RELEASE_QUEUE);
    await expect.poll(async () => (await mailsTo(ctx, w.client.email))[1]!.status).toBe('SENT');
    expect((await mailsTo(ctx, w.client.email))[1]!.not_before).toBeNull();
  });

  it('never hold or digest account-security e-mails', async () => {
    const w = await world();
    const everythingOff = {
      email: { requests: 'off', documents: 'off', tax_payroll: 'off', signatures: 'daily', messages: 'off' },
      quiet_hours: { from: 0, until: 23 },
      digest_hour: 6,
    };
    expect((await prefs.putMine(w.clientToken, everythingOff)).statusCode).toBe(200);
    await clock.set('2031-03-14T08:00:00Z');
    expect((await forgot(ctx, w.client.email)).statusCode).toBe(202);
    await expect
      .poll(async () => (await mailsTo(ctx, w.client.email)).map((m) => [m.template, m.status]))
      .toEqual([['password-reset', 'SENT']]);
  });
});
