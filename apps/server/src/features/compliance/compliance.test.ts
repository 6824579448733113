import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { createTenant, createUser, tokenFor } from '../../../test/factories.ts';
import { pageTexts } from '../../platform/pdf/pdf-fixtures.test-support.ts';
import { recordAuditEvent } from '../../platform/audit/audit-recorder.ts';
import { createClock } from '../../platform/time/clock.ts';
import { complianceApi, okEvents } from './compliance.test-support.ts';

// Issue 35, item 6: the compliance centre's figures from live data, "review done", restore drills, the reports.
const clock = createClock('UTC');
const ctx = useTestApp(undefined, {}, async () => ({ clock }));
/** Past the figures' 30 s: the next summary computes them again. */
const later = () => clock.set(new Date(clock.now().getTime() + 31_000));
const { call } = complianceApi(ctx);
const DAY_MS = 86_400_000;

async function staff(role: string) {
  const user = await createUser(ctx.database.db, { name: `${role} Person`, staffRoles: [role] });
  return { user, token: await tokenFor(ctx.app, user.email) };
}

describe('compliance centre (issue 35)', () => {
  it('counts MFA coverage, inactive accounts, open incidents; reads the last backup and review from the trail', async () => {
    const db = ctx.database.db;
    const admin = await staff('Admin');
    const before = (await call(admin.token, 'GET', '/compliance/summary')).json();

    const tenant = await createTenant(db);
    const enrolled = await createUser(db, { tenantRoles: { [tenant.id]: 'TenantOwner' } });
    await createUser(db, { tenantRoles: { [tenant.id]: 'TenantManager' } });
    await db.insertInto('email_code_factors').values({ user_id: enrolled.id }).execute();
    const silent = await createUser(db, { tenantRoles: { [tenant.id]: 'TenantManager' } });
    await db
      .updateTable('users')
      .set({ last_sign_in_at: new Date(Date.now() - 200 * DAY_MS) })
      .where('id', '=', silent.id)
      .execute();
    await createUser(db, { status: 'DISABLED' });
    await recordAuditEvent(db, {
      action: 'BACKUP',
      result: 'OK',
      actorUserId: null,
      tenantId: null,
      ip: null,
      userAgent: 'npm run backup',
      target: 'backup:/backups/2026-11-30',
      detail: null,
      changes: null,
    });

    // Within 30 s the same figures are served again (as_of says when they were computed).
    expect((await call(admin.token, 'GET', '/compliance/summary')).json()).toEqual(before);
    later();
    const response = await call(admin.token, 'GET', '/compliance/summary');
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json();
    expect(after.as_of).not.toBe(before.as_of);
    expect(after.mfa.clients.total - before.mfa.clients.total).toBe(3);
    expect(after.mfa.clients.enrolled - before.mfa.clients.enrolled).toBe(1);
    expect(after.mfa.staff.total).toBeGreaterThanOrEqual(1);
    expect(after.inactive_accounts - before.inactive_accounts).toBe(1);
    expect(after.last_backup).not.toBeNull();
    expect(after.last_access_review).toBeNull();
    expect(after.disposals).toMatchObject({ done: 0, due_capped: false });

    const done = await call(admin.token, 'POST', '/compliance/access-reviews', {
      note: 'Disabled two leavers; removed Admin from J. Doe',
    });
    expect(done.statusCode, done.body).toBe(204);
    const drill = await call(admin.token, 'POST', '/compliance/restore-drills', { note: 'Restored to a spare host' });
    expect(drill.statusCode).toBe(204);
    const latest = (await call(admin.token, 'GET', '/compliance/summary')).json();
    expect(latest.last_access_review).toMatchObject({
      actor_name: 'Admin Person',
      detail: 'Disabled two leavers; removed Admin from J. Doe',
    });
    expect(latest.last_restore_drill).toMatchObject({ detail: 'Restored to a spare host' });
    expect(await okEvents(ctx, 'ACCESS_REVIEW_DONE')).toHaveLength(1);

    const empty = await call(admin.token, 'POST', '/compliance/access-reviews', { note: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('is refused to a Processor and to a client (403), on the trail', async () => {
    const processor = await staff('Processor');
    expect((await call(processor.token, 'GET', '/compliance/summary')).statusCode).toBe(403);
    const tenant = await createTenant(ctx.database.db);
    const client = await createUser(ctx.database.db, { tenantRoles: { [tenant.id]: 'TenantOwner' } });
    const clientToken = await tokenFor(ctx.app, client.email);
    expect((await call(clientToken, 'GET', '/compliance/summary')).statusCode).toBe(403);
    const refused = await call(processor.token, 'POST', '/compliance/access-reviews', { note: 'x' });
    expect(refused.statusCode).toBe(403);
    const denied = await ctx.database.db
      .selectFrom('audit_events')
      .select('detail')
      .where('action', '=', 'ACCESS_REVIEW_DONE')
      .where('result', '=', 'DENIED')
      .execute();
    expect(denied).toEqual([{ detail: 'FORBIDDEN' }]);
    expect((await call(processor.token, 'GET', '/compliance/annual-report.pdf')).statusCode).toBe(403);
  });

  it('writes the annual report and the WISP as PDFs from the live figures, each on the trail', async () => {
    const superAdmin = await staff('SuperAdmin');
    const report = await call(superAdmin.token, 'GET', '/compliance/annual-report.pdf?year=2026');
    expect(report.statusCode, report.body).toBe(200);
    expect(report.headers['content-type']).toBe('application/pdf');
    const text = (await pageTexts(new Uint8Array(report.rawPayload))).join('\n');
    expect(text).toContain('Annual report of the Qualified Individual, 2026');
    expect(text).toContain('16 CFR 314.4(i)');
    expect(text).toMatch(/Multi-factor authentication, staff: \d+ of \d+/);
    expect(text).toContain('FORM_8879: 4 years');

    const wisp = await call(superAdmin.token, 'GET', '/compliance/wisp.pdf');
    expect(wisp.statusCode).toBe(200);
    const wispText = (await pageTexts(new Uint8Array(wisp.rawPayload))).join('\n');
    for (const heading of [
      '1. Purpose',
      '3. Responsible people',
      '4. Risk assessment',
      '5. Safeguards',
      '8. Incident response',
    ])
      expect(wispText).toContain(heading);
    expect(wispText).toContain('Publication 5708');
    expect(await okEvents(ctx, 'COMPLIANCE_REPORT')).toMatchObject([{ target: 'compliance-report:2026' }]);
    expect(await okEvents(ctx, 'WISP_EXPORT')).toHaveLength(1);
  });
});
