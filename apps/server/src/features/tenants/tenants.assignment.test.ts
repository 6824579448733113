import { describe, expect, it } from 'vitest';
import { readTrail } from '../../../test/audit-trail.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer, createTenant, createUser, tokenFor } from '../../../test/factories.ts';

const ctx = useTestApp();

async function staff(role = 'Admin', spec: { status?: 'ACTIVE' | 'DISABLED'; name?: string } = {}) {
  const user = await createUser(ctx.database.db, { staffRoles: [role], ...spec });
  return { user, token: spec.status === 'DISABLED' ? '' : await tokenFor(ctx.app, user.email) };
}
const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const tenantBody = (overrides: Record<string, unknown> = {}) => ({
  name: `Assigned ${Math.random().toString(36).slice(2, 8)}`,
  root_directory: `assigned-${Math.random().toString(36).slice(2, 8)}`,
  primary_contact_email: 'owner@assigned.test',
  ...overrides,
});
const fieldsOf = (body: string) => (JSON.parse(body).error.details ?? []) as { field: string; message: string }[];

describe('the responsible staff member', () => {
  it('is set in the tenant form, shown with its name, and must be an active staff member', async () => {
    const admin = await staff('Admin');
    const keeper = await staff('Processor', { name: 'Kim Keeper' });
    const created = await call(admin.token, 'POST', 'tenants', tenantBody({ responsible_staff_uuid: keeper.user.id }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      responsible_staff_uuid: keeper.user.id,
      responsible_staff_name: 'Kim Keeper',
    });

    const gone = await staff('Processor', { status: 'DISABLED' });
    const client = await createUser(ctx.database.db, { tenantRoles: { [created.json().uuid]: 'TenantOwner' } });
    for (const refused of [gone.user.id, client.id, crypto.randomUUID()]) {
      const body = { ...tenantBody(), status: 1, responsible_staff_uuid: refused };
      const response = await call(admin.token, 'PUT', `tenants/${created.json().uuid}`, body);
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response.body)).toEqual([
        { field: 'responsible_staff_uuid', message: 'Choose an active staff member' },
      ]);
    }
    const options = (await call(admin.token, 'GET', 'tenants/responsible-staff')).json().data;
    const ids = options.map((o: { uuid: string }) => o.uuid);
    expect(ids).toContain(keeper.user.id);
    expect(ids).not.toContain(gone.user.id);
    expect(ids).not.toContain(client.id);
  });

  it('is assigned in bulk, one TENANT_ASSIGNED event per tenant that changed hands', async () => {
    const admin = await staff('Admin');
    const keeper = await staff('Processor');
    const [a, b] = [await createTenant(ctx.database.db), await createTenant(ctx.database.db)];
    await ctx.database.db
      .updateTable('tenants')
      .set({ responsible_staff_id: keeper.user.id })
      .where('id', '=', b.id)
      .execute();

    const assigned = await call(admin.token, 'POST', 'tenants/assign', {
      tenant_ids: [a.id, b.id],
      staff_id: keeper.user.id,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toEqual({ assigned: 1, unchanged: 1 });
    const events = await readTrail(ctx, { action: 'TENANT_ASSIGNED', tenant_uuid: a.id });
    expect(events).toMatchObject([
      {
        result: 'OK',
        target: `tenant:${a.id}`,
        changes: { responsible_staff_uuid: { from: null, to: keeper.user.id } },
      },
    ]);
    expect(await readTrail(ctx, { action: 'TENANT_ASSIGNED', tenant_uuid: b.id })).toEqual([]);

    const cleared = await call(admin.token, 'POST', 'tenants/assign', { tenant_ids: [a.id, b.id], staff_id: null });
    expect(cleared.json()).toEqual({ assigned: 2, unchanged: 0 });
    const unknown = await call(admin.token, 'POST', 'tenants/assign', {
      tenant_ids: [crypto.randomUUID()],
      staff_id: null,
    });
    expect(unknown.statusCode).toBe(404);
    const notStaff = await call(admin.token, 'POST', 'tenants/assign', {
      tenant_ids: [a.id],
      staff_id: crypto.randomUUID(),
    });
    expect(notStaff.statusCode).toBe(400);
    const tooMany = Array.from({ length: 1001 }, () => crypto.randomUUID());
    expect(
      (await call(admin.token, 'POST', 'tenants/assign', { tenant_ids: tooMany, staff_id: null })).statusCode,
    ).toBe(400);
    const processor = await staff('Processor');
    const refused = await call(processor.token, 'POST', 'tenants/assign', { tenant_ids: [a.id], staff_id: null });
    expect(refused.statusCode).toBe(403);
  });

  it('filters the tenant list: mine, one staff member, or nobody', async () => {
    const me = await staff('Admin');
    const other = await staff('Processor');
    const db = ctx.database.db;
    const mine = await createTenant(db, { name: 'Mine Alpha' });
    const theirs = await createTenant(db, { name: 'Theirs Beta' });
    await db.updateTable('tenants').set({ responsible_staff_id: me.user.id }).where('id', '=', mine.id).execute();
    await db.updateTable('tenants').set({ responsible_staff_id: other.user.id }).where('id', '=', theirs.id).execute();

    const names = async (query: string) =>
      (await call(me.token, 'GET', `tenants?per_page=100&${query}`)).json().data.map((t: { name: string }) => t.name);
    expect(await names('responsible=mine')).toEqual(['Mine Alpha']);
    expect(await names(`responsible=${other.user.id}`)).toEqual(['Theirs Beta']);
    const unassigned = await names('responsible=none');
    expect(unassigned).not.toContain('Mine Alpha');
    expect(unassigned).not.toContain('Theirs Beta');
    expect((await call(me.token, 'GET', 'tenants?responsible=someone')).statusCode).toBe(400);
  });
});
