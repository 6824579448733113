import { describe, expect, it } from 'vitest';
import { readTrail } from '../../../test/audit-trail.ts';
import { createTenant, createUser, tokenFor } from '../../../test/factories.ts';
import { addDays } from './request-periods.ts';
import { DUE, reminderMails, runAt, useReminderTestApp } from './request-reminders.test-support.ts';
import { requestsApi } from './requests.test-support.ts';

const ctx = useReminderTestApp();
const noon = (day: string) => `${day}T12:00:00Z`;

/** A tenant with one client user (language `locale`) and the staff member who asks it for things. */
async function world(locale = 'en') {
  const db = ctx.database.db;
  const tenant = await createTenant(db);
  const client = await createUser(db, { locale, name: 'Client', tenantRoles: { [tenant.id]: 'TenantManager' } });
  const admin = await createUser(db, { staffRoles: ['Admin'] });
  const adminToken = await tokenFor(ctx.app, admin.email);
  const ask = async (tenantId: string, title: string, dueOn: string) => {
    const response = await requestsApi(ctx).create(adminToken, tenantId, { title, kind: 'OTHERS', due_on: dueOn });
    expect(response.statusCode).toBe(201);
    return response.json().data[0].uuid as string;
  };
  return { tenant, client, adminToken, ask, clientToken: await tokenFor(ctx.app, client.email) };
}

const mailsTo = async (email: string) => (await reminderMails(ctx)).filter((m) => m.to_address === email);

describe('the reminder run', () => {
  it('reminds on the cadence days (3 before, on the day, 3 and 7 after) and not between them', async () => {
    const w = await world();
    await w.ask(w.tenant.id, 'Cadence statement', DUE);
    const sentOn: string[] = [];
    for (let offset = -4; offset <= 8; offset++) {
      const day = addDays(DUE, offset);
      const before = (await mailsTo(w.client.email)).length;
      await runAt(ctx, noon(day));
      if ((await mailsTo(w.client.email)).length > before) sentOn.push(day);
    }
    expect(sentOn).toEqual([addDays(DUE, -3), DUE, addDays(DUE, 3), addDays(DUE, 7)]);
    const mails = await mailsTo(w.client.email);
    expect(mails[0]!.text_body).toContain('Cadence statement');
    expect(mails[0]!.text_body).toMatch(/due June 20, 2030/);
    // After the due date it is listed as overdue, with the link that opens it.
    expect(mails[2]!.text_body).toMatch(/overdue since June 20, 2030/);
    expect(mails[2]!.text_body).toContain(`/app/requests?company_uuid=${w.tenant.id}&request=`);
  });

  it('sends one message per person per day, listing every open request of theirs across two companies', async () => {
    const w = await world();
    const second = await createTenant(ctx.database.db);
    await ctx.database.db
      .insertInto('tenant_memberships')
      .values({
        tenant_id: second.id,
        user_id: w.client.id,
        role_id: (
          await ctx.database.db
            .selectFrom('roles')
            .select('id')
            .where('name', '=', 'TenantOwner')
            .executeTakeFirstOrThrow()
        ).id,
      })
      .execute();
    const day = addDays(DUE, 1);
    await w.ask(w.tenant.id, 'Due today A', day);
    await w.ask(w.tenant.id, 'Due in two days A', addDays(day, 2));
    await w.ask(second.id, 'Due today B', day);
    await w.ask(second.id, 'Far future B', addDays(day, 30));

    await runAt(ctx, noon(day));
    const mails = await mailsTo(w.client.email);
    expect(mails).toHaveLength(1);
    for (const title of ['Due today A', 'Due in two days A', 'Due today B'])
      expect(mails[0]!.text_body).toContain(title);
    // Beyond the cadence's window (3 days ahead): not yet.
    expect(mails[0]!.text_body).not.toContain('Far future B');
    expect(mails[0]!.subject).toContain('3 requests are waiting for you');
    // The same run again, and a later one the same day: nothing more.
    await runAt(ctx, noon(day));
    await runAt(ctx, `${day}T20:00:00Z`);
    expect(await mailsTo(w.client.email)).toHaveLength(1);
    const [event] = await readTrail(ctx, { action: 'REQUEST_REMINDED' }).then((events) =>
      events.filter((e) => e.target === `user:${w.client.id}`),
    );
    expect(event).toMatchObject({ result: 'OK', actor: null });
  });

  it('writes to a German recipient in German', async () => {
    const w = await world('de');
    const day = addDays(DUE, 2);
    await w.ask(w.tenant.id, 'Kontoauszug Mai', day);
    await runAt(ctx, noon(day));
    const [mail] = await mailsTo(w.client.email);
    expect(mail!.locale).toBe('de');
    expect(mail!.subject).toContain('1 Anforderung wartet auf Sie');
    expect(mail!.text_body).toContain('Kontoauszug Mai');
    expect(mail!.text_body).toContain('fällig am 22. Juni 2030');
  });

  it('never lists a cancelled or submitted request, and says nothing when only those are due', async () => {
    const w = await world();
    const day = addDays(DUE, 4);
    const api = requestsApi(ctx);
    const cancelled = await w.ask(w.tenant.id, 'Cancelled one', day);
    const submitted = await w.ask(w.tenant.id, 'Submitted one', day);
    expect((await api.act(w.adminToken, w.tenant.id, cancelled, 'cancel')).statusCode).toBe(200);
    expect((await api.act(w.clientToken, w.tenant.id, submitted, 'submit')).statusCode).toBe(200);
    await runAt(ctx, noon(day));
    expect(await mailsTo(w.client.email)).toHaveLength(0);

    await w.ask(w.tenant.id, 'Open one', day);
    await runAt(ctx, `${day}T13:00:00Z`);
    const mails = await mailsTo(w.client.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain('Open one');
    expect(mails[0]!.text_body).not.toContain('Cancelled one');
    expect(mails[0]!.text_body).not.toContain('Submitted one');
  });

  it('sends nothing inside the quiet hours (firm time), and the day’s reminders once they end', async () => {
    const w = await world();
    const day = addDays(DUE, 5);
    await w.ask(w.tenant.id, 'Quiet statement', day);
    expect(await runAt(ctx, `${day}T05:30:00Z`)).toBe(0);
    expect(await mailsTo(w.client.email)).toHaveLength(0);
    await runAt(ctx, `${day}T07:07:00Z`);
    expect(await mailsTo(w.client.email)).toHaveLength(1);
  });

  it('a failure after queueing rolls the whole message back; the next run sends it once', async () => {
    const w = await world();
    const day = addDays(DUE, 6);
    await w.ask(w.tenant.id, 'Crash statement', day);
    const crash = async (userId: string) => {
      if (userId === w.client.id) throw new Error('killed between enqueue and commit');
    };
    await expect(runAt(ctx, noon(day), { afterQueued: crash })).rejects.toThrow(/reminder\(s\) failed/);
    expect(await mailsTo(w.client.email)).toHaveLength(0);
    const claimed = await ctx.database.db
      .selectFrom('request_reminder_deliveries')
      .select('id')
      .where('user_id', '=', w.client.id)
      .execute();
    expect(claimed).toHaveLength(0);

    await runAt(ctx, noon(day));
    await runAt(ctx, noon(day));
    expect(await mailsTo(w.client.email)).toHaveLength(1);
  });

  it("follows the tenant's override: its own cadence, or none at all", async () => {
    const w = await world();
    const quiet = await world();
    const put = (token: string, tenantId: string, body: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/v1/tenants/${tenantId}/request-reminders`,
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
    const cadence = { before_days: [1], on_due_day: false, after_days: [] };
    expect((await put(w.adminToken, w.tenant.id, { enabled: true, cadence })).statusCode).toBe(200);
    expect((await put(quiet.adminToken, quiet.tenant.id, { enabled: false, cadence: null })).statusCode).toBe(200);
    const due = addDays(DUE, 10);
    await w.ask(w.tenant.id, 'Own cadence', due);
    await quiet.ask(quiet.tenant.id, 'Never reminded', due);
    for (const offset of [-3, -1, 0]) await runAt(ctx, noon(addDays(due, offset)));
    expect((await mailsTo(w.client.email)).length).toBe(1);
    expect(await mailsTo(quiet.client.email)).toHaveLength(0);
  });

  it('also texts a person with a mobile number while texts are on', async () => {
    const w = await world();
    await ctx.database.db
      .updateTable('users')
      .set({ phone_mobile: '+15550100123' })
      .where('id', '=', w.client.id)
      .execute();
    const day = addDays(DUE, 8);
    await w.ask(w.tenant.id, 'Texted statement', day);
    await runAt(ctx, noon(day));
    const texts = await ctx.database.db
      .selectFrom('sms_messages')
      .select(['body', 'to_number'])
      .where('to_number', '=', '+15550100123')
      .where('idempotency_key', 'like', 'request-reminder:%')
      .execute();
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toContain('1 open request(s) for you');
  });
});
