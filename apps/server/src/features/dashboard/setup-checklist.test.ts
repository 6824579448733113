import type { TSetupChecklist, TSetupItem } from '@ledgerport/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { asCaller, fromCaller, readTrail } from '../../../test/audit-trail.ts';
import { bearer, createTenant, createUser, tokenFor } from '../../../test/factories.ts';

// A trial as it starts (no SMTP, PUBLIC_URL on localhost) and a firm whose server is set up for real.
const trial = useTestApp();
const configured = useTestApp(undefined, {
  SMTP_URL: 'smtp://mailer:secret@smtp.example-cpa.com:587',
  MAIL_FROM: 'Smith & Co CPA <portal@example-cpa.com>',
  PUBLIC_URL: 'https://portal.example-cpa.com',
});

/** The first administrator as `npm start` creates it without ADMIN_EMAIL: a SuperAdmin at the placeholder. */
const firstAdmin = (ctx: TestContext) =>
  createUser(ctx.database.db, { email: 'admin@ledgerport.local', staffRoles: ['SuperAdmin'], name: 'First Admin' });

async function checklist(ctx: TestContext, token: string) {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/setup-checklist', headers: bearer(token) });
  return { status: response.statusCode, body: response.json() as TSetupChecklist };
}
const states = (body: TSetupChecklist) => Object.fromEntries(body.items.map((i) => [i.item, i.done]));

const dismiss = (ctx: TestContext, token: string, item: string) =>
  ctx.app.inject(asCaller(token, { method: 'POST', url: '/api/v1/setup-checklist/dismissals', payload: { item } }));

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
const recordBackupAt = (ctx: TestContext, at: Date) =>
  ctx.database.db
    .insertInto('audit_events')
    .values({ action: 'BACKUP', result: 'OK', actor_user_id: null, tenant_id: null, target: 'backup:/x', ip: null, at })
    .execute();

describe("the first SuperAdmin's setup checklist", () => {
  it('on a fresh trial: every item still to do, in order', async () => {
    const admin = await firstAdmin(trial);
    const { status, body } = await checklist(trial, await tokenFor(trial.app, admin.email));
    expect(status).toBe(200);
    expect(body.items).toEqual(
      [
        'FIRM_BRANDING',
        'MAIL_DELIVERY',
        'PUBLIC_URL',
        'ADMIN_EMAIL',
        'INVITE_STAFF',
        'FIRST_CLIENT',
        'BACKUP_SCHEDULE',
      ].map((item) => ({ item, done: false, dismissed: false })),
    );
  });

  it("ticks each item from the firm's own data and the server's settings", async () => {
    const db = configured.database.db;
    const admin = await firstAdmin(configured);
    const token = await tokenFor(configured.app, admin.email);
    // The server's settings are done already; nothing of the firm's yet. A backup of last month is not a schedule.
    await recordBackupAt(configured, daysAgo(8));
    expect(states((await checklist(configured, token)).body)).toEqual({
      FIRM_BRANDING: false,
      MAIL_DELIVERY: true,
      PUBLIC_URL: true,
      ADMIN_EMAIL: false,
      INVITE_STAFF: false,
      FIRST_CLIENT: false,
      BACKUP_SCHEDULE: false,
    });

    // A name alone is not the firm's look: the logo too.
    await db.updateTable('firm_branding').set({ firm_name: 'Smith & Co CPA' }).where('id', '=', 1).execute();
    expect(states((await checklist(configured, token)).body).FIRM_BRANDING).toBe(false);
    await db
      .updateTable('firm_branding')
      .set({ logo: Buffer.from('png'), logo_type: 'image/png' })
      .where('id', '=', 1)
      .execute();
    await db.updateTable('users').set({ email: 'ada@example-cpa.com' }).where('id', '=', admin.id).execute();
    // A disabled colleague does not count; an active one does.
    await createUser(db, { staffRoles: ['Processor'], status: 'DISABLED' });
    expect(states((await checklist(configured, token)).body).INVITE_STAFF).toBe(false);
    await createUser(db, { staffRoles: ['Processor'] });
    await createTenant(db, { name: 'First Client LLC' });
    await recordBackupAt(configured, daysAgo(1));

    expect(states((await checklist(configured, token)).body)).toEqual({
      FIRM_BRANDING: true,
      MAIL_DELIVERY: true,
      PUBLIC_URL: true,
      ADMIN_EMAIL: true,
      INVITE_STAFF: true,
      FIRST_CLIENT: true,
      BACKUP_SCHEDULE: true,
    });
  });

  it('is for SuperAdmins only: an Admin and a client are refused', async () => {
    const admin = await createUser(trial.database.db, { staffRoles: ['Admin'] });
    const tenant = await createTenant(trial.database.db);
    const client = await createUser(trial.database.db, { tenantRoles: { [tenant.id]: 'TenantOwner' } });
    for (const user of [admin, client]) {
      const token = await tokenFor(trial.app, user.email);
      expect((await checklist(trial, token)).status).toBe(403);
      expect((await dismiss(trial, token, 'PUBLIC_URL')).statusCode).toBe(403);
    }
    expect((await trial.app.inject({ method: 'GET', url: '/api/v1/setup-checklist' })).statusCode).toBe(401);
    const refused = await readTrail(trial, { action: 'SETUP_ITEM_DISMISS', result: 'DENIED' });
    expect(refused.map((event) => event.actor?.uuid)).toEqual([client.id, admin.id]);
  });

  it('dismisses an item for the whole firm, once, on the audit trail', async () => {
    const [one, other] = await Promise.all([
      createUser(trial.database.db, { staffRoles: ['SuperAdmin'] }),
      createUser(trial.database.db, { staffRoles: ['SuperAdmin'] }),
    ]);
    const token = await tokenFor(trial.app, one.email);
    const dismissed = await dismiss(trial, token, 'PUBLIC_URL');
    expect(dismissed.statusCode).toBe(200);
    const item = (body: TSetupChecklist, key: TSetupItem) => body.items.find((i) => i.item === key);
    expect(item(dismissed.json(), 'PUBLIC_URL')).toEqual({ item: 'PUBLIC_URL', done: false, dismissed: true });
    // Another SuperAdmin sees it dismissed too; dismissing again changes nothing and records nothing.
    const otherToken = await tokenFor(trial.app, other.email);
    expect(item((await checklist(trial, otherToken)).body, 'PUBLIC_URL')?.dismissed).toBe(true);
    expect((await dismiss(trial, otherToken, 'PUBLIC_URL')).statusCode).toBe(200);

    const events = await readTrail(trial, { action: 'SETUP_ITEM_DISMISS', result: 'OK' });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ target: 'setup:PUBLIC_URL', result: 'OK', ...fromCaller });
    expect(events[0]!.actor?.uuid).toBe(one.id);
    const rows = await sql<{ item: string }>`select item from setup_dismissals`.execute(trial.database.db);
    expect(rows.rows).toEqual([{ item: 'PUBLIC_URL' }]);
  });

  it('refuses an item it does not know with a 400, storing nothing', async () => {
    const admin = await createUser(trial.database.db, { staffRoles: ['SuperAdmin'] });
    const response = await dismiss(trial, await tokenFor(trial.app, admin.email), 'COFFEE_MACHINE');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
    const rows = await sql<{ n: number }>`select count(*)::int as n from setup_dismissals
      where item = 'COFFEE_MACHINE'`.execute(trial.database.db);
    expect(rows.rows[0]!.n).toBe(0);
  });
});
