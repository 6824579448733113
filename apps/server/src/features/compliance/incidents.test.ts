import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { createTenant, createUser, tokenFor } from '../../../test/factories.ts';
import { recordAuditEvents } from '../../platform/audit/audit-recorder.ts';
import { complianceApi, okEvents } from './compliance.test-support.ts';

// Issue 35, item 6: the incident register; what an incident reached is computed from the audit trail.
const ctx = useTestApp();
const { call } = complianceApi(ctx);
const DAY_MS = 86_400_000;

const event = (over: { actorUserId?: string | null; tenantId: string; ip: string }) => ({
  action: 'FILE_DOWNLOAD' as const,
  result: 'OK' as const,
  actorUserId: over.actorUserId ?? null,
  tenantId: over.tenantId,
  ip: over.ip,
  target: 'Bank/statement.pdf',
});

describe('incident register (issue 35)', () => {
  it('computes the companies and people an address reached in the window, with the FTC clock at 500 people', async () => {
    const db = ctx.database.db;
    const admin = await createUser(db, { name: 'Ada Admin', staffRoles: ['Admin'] });
    const token = await tokenFor(ctx.app, admin.email);
    const reached = await createTenant(db, { name: 'Reached LLC' });
    const untouched = await createTenant(db, { name: 'Untouched LLC' });
    const big = await createTenant(db, { name: 'Big Clients Inc' });
    for (let i = 0; i < 3; i++) await createUser(db, { tenantRoles: { [reached.id]: 'TenantManager' } });
    await createUser(db, { tenantRoles: { [untouched.id]: 'TenantOwner' } });
    await recordAuditEvents(db, [
      event({ tenantId: reached.id, ip: '203.0.113.9' }),
      event({ tenantId: untouched.id, ip: '198.51.100.1' }),
    ]);

    const created = await call(token, 'POST', '/compliance/incidents', {
      title: 'Stolen laptop session',
      found_at: new Date().toISOString(),
      window_from: new Date(Date.now() - DAY_MS).toISOString(),
      window_to: new Date(Date.now() + DAY_MS).toISOString(),
      scope_ip: '203.0.113.9',
    });
    expect(created.statusCode, created.body).toBe(201);
    const incident = created.json();
    expect(incident.affected).toEqual({
      companies: [{ uuid: reached.id, name: 'Reached LLC' }],
      people: 3,
      truncated: false,
    });
    expect(incident).toMatchObject({ status: 'OPEN', ftc_notice_due_at: null, liaison_reminder: true });

    // 500 client users of a named company: the FTC must be told within 30 days of discovery.
    const rows = Array.from({ length: 500 }, (_, i) => ({
      email: `bulk-${i}-${big.id.slice(0, 6)}@example.test`,
      name: `Client ${i}`,
      user_name: `bulk-${i}-${big.id.slice(0, 6)}`,
      phone_mobile: null,
      password_hash: null,
    }));
    const users = await db.insertInto('users').values(rows).returning('id').execute();
    const owner = await db
      .selectFrom('roles')
      .select('id')
      .where('name', '=', 'TenantManager')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('tenant_memberships')
      .values(users.map((u) => ({ tenant_id: big.id, user_id: u.id, role_id: owner.id })))
      .execute();
    const foundAt = new Date(Date.now() - 40 * DAY_MS);
    const large = await call(token, 'POST', '/compliance/incidents', {
      title: 'Misdirected export',
      found_at: foundAt.toISOString(),
      window_from: foundAt.toISOString(),
      window_to: foundAt.toISOString(),
      scope_tenant_uuids: [big.id],
    });
    const largeIncident = large.json();
    expect(largeIncident.affected.people).toBe(500);
    expect(largeIncident.ftc_notice_due_at).toBe(new Date(foundAt.getTime() + 30 * DAY_MS).toISOString());
    expect(largeIncident.ftc_notice_overdue).toBe(true);

    const updated = await call(token, 'PATCH', `/compliance/incidents/${largeIncident.uuid}`, {
      ftc_notified_at: new Date().toISOString(),
      liaison_notified_at: new Date().toISOString(),
      status: 'CLOSED',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ status: 'CLOSED', ftc_notice_overdue: false, liaison_reminder: false });
    expect(updated.json().closed_at).not.toBeNull();

    const open = await call(token, 'GET', '/compliance/incidents?status=OPEN');
    expect(open.json().data.map((i: { uuid: string }) => i.uuid)).toEqual([incident.uuid]);
    const summary = await call(token, 'GET', '/compliance/summary');
    expect(summary.json().open_incidents).toBe(1);
    const one = await call(token, 'GET', `/compliance/incidents/${incident.uuid}`);
    expect(one.json().affected.people).toBe(3);

    expect(await okEvents(ctx, 'INCIDENT_CREATE')).toHaveLength(2);
    const [change] = await okEvents(ctx, 'INCIDENT_UPDATE');
    expect(change).toMatchObject({ target: `incident:${largeIncident.uuid}` });
    expect(change!.changes).toMatchObject({ status: { from: 'OPEN', to: 'CLOSED' } });
  });

  it('answers 400 for a window that ends before it starts, 404 for an unknown incident, 403 for a Processor', async () => {
    const db = ctx.database.db;
    const token = await tokenFor(ctx.app, (await createUser(db, { staffRoles: ['SuperAdmin'] })).email);
    const backwards = await call(token, 'POST', '/compliance/incidents', {
      title: 'x',
      found_at: new Date().toISOString(),
      window_from: new Date().toISOString(),
      window_to: new Date(Date.now() - DAY_MS).toISOString(),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.code).toBe('VALIDATION_ERROR');
    const nobody = await call(token, 'POST', '/compliance/incidents', {
      title: 'x',
      found_at: new Date().toISOString(),
      window_from: new Date().toISOString(),
      window_to: new Date().toISOString(),
      scope_user_uuid: '00000000-0000-4000-8000-000000000000',
    });
    expect(nobody.statusCode).toBe(404);
    const unknown = await call(token, 'GET', '/compliance/incidents/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    const processor = await tokenFor(ctx.app, (await createUser(db, { staffRoles: ['Processor'] })).email);
    expect((await call(processor, 'GET', '/compliance/incidents')).statusCode).toBe(403);
  });
});
