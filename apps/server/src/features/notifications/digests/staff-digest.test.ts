import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import { createTenant, createUser, tokenFor } from '../../../../test/factories.ts';
import { oneOff, requestsApi, uploadDocument } from '../../requests/requests.test-support.ts';
import { HELD_RELEASE_QUEUE } from '../../../platform/outbound/held-release.job.ts';
import { NOTIFICATION_DIGESTS_QUEUE } from './digests.job.ts';
import { FOLLOW_FIRM, mailsTo, preferencesApi, testClockOf } from './digests.test-support.ts';

// Issue 32, part 5: staff hear each morning what their clients sent and what is overdue for them. The firm is in
// New York: in January 07:00 there is 12:00 UTC.
const ctx = useTestApp(undefined, { TEST_CLOCK: 'true', FIRM_TIME_ZONE: 'America/New_York' });
const clock = testClockOf(ctx);
const requests = requestsApi(ctx);
afterEach(() => clock.set(null));
// The scheduled runs made at start read the real clock: let them finish before the tests move it.
beforeAll(async () => {
  await clock.idle(NOTIFICATION_DIGESTS_QUEUE);
  await clock.idle(HELD_RELEASE_QUEUE);
});

async function staffWith(role: string, tenantName: string) {
  const db = ctx.database.db;
  const tenant = await createTenant(db, { name: tenantName });
  const staff = await createUser(db, { staffRoles: [role], name: `${role} Staff` });
  await db.updateTable('tenants').set({ responsible_staff_id: staff.id }).where('id', '=', tenant.id).execute();
  return { tenant, staff, token: await tokenFor(ctx.app, staff.email) };
}

const staffDigests = async (email: string) =>
  (await mailsTo(ctx, email)).filter((mail) => mail.template === 'staff-digest');

describe('the staff morning digest', () => {
  it("counts what each staff member's clients sent and what is overdue, at their digest hour, once", async () => {
    const db = ctx.database.db;
    const busy = await staffWith('Processor', 'Dunn & Co');
    const quiet = await staffWith('Admin', 'Quiet Holdings');
    const superAdmin = await staffWith('SuperAdmin', 'Opted Out Ltd');
    const client = await createUser(db, { tenantRoles: { [busy.tenant.id]: 'TenantOwner' } });
    const clientToken = await tokenFor(ctx.app, client.email);
    const otherClient = await createUser(db, { tenantRoles: { [superAdmin.tenant.id]: 'TenantOwner' } });
    const admin = await tokenFor(ctx.app, (await createUser(db, { staffRoles: ['Admin'] })).email);
    // A Processor who looks after no company: the digest is not for them at all.
    const unassigned = await createUser(db, { staffRoles: ['Processor'], name: 'Unassigned Processor' });

    // Dunn & Co: a file uploaded and a request sent with it; another request that will be overdue.
    const sent = (await requests.create(admin, busy.tenant.id, oneOff({ title: 'Bank statement' }))).json().data[0];
    await requests.create(admin, busy.tenant.id, oneOff({ title: 'Payroll register', due_on: '2099-01-10' }));
    const documentId = await uploadDocument(ctx, clientToken, busy.tenant.id);
    const submitted = await requests.act(clientToken, busy.tenant.id, sent.uuid, 'submit', {
      document_ids: [documentId],
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    // A SuperAdmin's client is busy too, but a SuperAdmin's digest is off unless they turn it on.
    await uploadDocument(ctx, await tokenFor(ctx.app, otherClient.email), superAdmin.tenant.id);

    // 06:30 in New York on 20 January 2099: not yet.
    await clock.set('2099-01-20T11:30:00Z');
    await clock.run(NOTIFICATION_DIGESTS_QUEUE);
    expect(await staffDigests(busy.staff.email)).toEqual([]);

    await clock.set('2099-01-20T12:05:00Z');
    await clock.run(NOTIFICATION_DIGESTS_QUEUE);
    const [digest, ...more] = await staffDigests(busy.staff.email);
    expect(more).toEqual([]);
    expect(digest!.idempotency_key).toBe(`staff-digest:${busy.staff.id}:2099-01-20`);
    expect(digest!.subject).toContain('your clients this morning (2 new, 1 overdue)');
    expect(digest!.text_body).toContain('your clients sent 1 file, 1 submission and 0 signatures');
    expect(digest!.text_body).toContain(`Sent by your clients\n- Dunn & Co: 1 file uploaded, 1 submission`);
    expect(digest!.text_body).toContain('Overdue requests\n- Dunn & Co: 1 overdue request');
    expect(digest!.text_body).toMatch(/\/app\/index\/company\?company_uuid=[\w-]+&company_name=Dunn\+%26\+Co/);
    expect(digest!.text_body).toMatch(/\/app\/tenant\/requests\?company_uuid=[\w-]+/);

    // Nothing to say: no e-mail, but the day is done for them. Opted out: nothing.
    expect(await staffDigests(quiet.staff.email)).toEqual([]);
    expect(await staffDigests(superAdmin.staff.email)).toEqual([]);
    const days = await db
      .selectFrom('staff_digests')
      .select(['user_id', 'sent'])
      .where('user_id', 'in', [busy.staff.id, quiet.staff.id, superAdmin.staff.id, unassigned.id])
      .where('firm_date', '=', '2099-01-20')
      .execute();
    expect(days).toHaveLength(2);
    expect(days).toEqual(
      expect.arrayContaining([
        { user_id: busy.staff.id, sent: true },
        { user_id: quiet.staff.id, sent: false },
      ]),
    );

    // A second run the same morning sends nothing more.
    await clock.run(NOTIFICATION_DIGESTS_QUEUE);
    expect(await staffDigests(busy.staff.email)).toHaveLength(1);

    // The next morning: nothing new was sent since, and the overdue request is still there.
    await clock.set('2099-01-21T12:05:00Z');
    await clock.run(NOTIFICATION_DIGESTS_QUEUE);
    const next = (await staffDigests(busy.staff.email))[1]!;
    expect(next.subject).toContain('(0 new, 1 overdue)');
    expect(next.text_body).toContain('Your clients sent nothing new since your last digest.');
    expect(next.text_body).not.toContain('Sent by your clients');
  });

  it('goes to a SuperAdmin who turns it on, at the hour they chose', async () => {
    const { staff, token, tenant } = await staffWith('SuperAdmin', 'Opt In LLC');
    await requests.create(token, tenant.id, oneOff({ title: 'Old request', due_on: '2099-02-01' }));
    const on = await preferencesApi(ctx).putMine(token, { ...FOLLOW_FIRM, digest_hour: 9, staff_digest: true });
    expect(on.json().staff_digest).toBe(true);
    await clock.set('2099-02-05T13:30:00Z'); // 08:30 in New York
    await clock.run(NOTIFICATION_DIGESTS_QUEUE);
    expect(await staffDigests(staff.email)).toEqual([]);
    await clock.set('2099-02-05T14:05:00Z');
    await clock.run(NOTIFICATION_DIGESTS_QUEUE);
    expect((await staffDigests(staff.email)).map((m) => m.subject)).toEqual([
      expect.stringContaining('(0 new, 1 overdue)'),
    ]);
  });
});
