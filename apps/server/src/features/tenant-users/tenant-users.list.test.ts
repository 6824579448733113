import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { createTenant, createUser } from '../../../test/factories.ts';
import { newTenantUser, staffToken, tenantUsersApi, tenantWithPeople } from './tenant-users.test-support.ts';

const ctx = useTestApp();
const api = tenantUsersApi(ctx);

type Row = { uuid: string; name: string; email: string; user_type: string; status: string };

describe('GET /api/v1/tenants/{tenantId}/users', () => {
  it('pages 20 at a time in name order, keeping the spec envelope, and never shows another tenant', async () => {
    const tenant = await createTenant(ctx.database.db);
    const elsewhere = await createTenant(ctx.database.db);
    // 23 members, created in reverse name order so insertion order is not what sorts them.
    for (let i = 23; i >= 1; i--) {
      const name = `Member ${String(i).padStart(2, '0')}`;
      await createUser(ctx.database.db, { name, tenantRoles: { [tenant.id]: 'TenantManager' } });
    }
    await createUser(ctx.database.db, { name: 'Member 00', tenantRoles: { [elsewhere.id]: 'TenantOwner' } });
    const token = await staffToken(ctx, 'Processor');

    const first = await api.list(token, tenant.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ current_page: 1, last_page: 2, total: 23, from: 1, to: 20 });
    expect(
      first
        .json()
        .data.map((u: Row) => u.name)
        .slice(0, 3),
    ).toEqual(['Member 01', 'Member 02', 'Member 03']);

    const second = await api.list(token, tenant.id, '?page=2');
    expect(second.json()).toMatchObject({ current_page: 2, total: 23, from: 21, to: 23 });
    expect(second.json().data.map((u: Row) => u.name)).toEqual(['Member 21', 'Member 22', 'Member 23']);

    const fifty = await api.list(token, tenant.id, '?per_page=50');
    expect(fifty.json()).toMatchObject({ last_page: 1, to: 23 });
    expect((await api.list(token, tenant.id, '?per_page=7')).statusCode).toBe(400);
  });

  it('searches by name or e-mail and shows the role held in this tenant and the pending invitation', async () => {
    const { tenant, ownerToken, owner } = await tenantWithPeople(ctx);
    const invited = newTenantUser({ name: 'Searchable Sam', email: `sam-${Date.now()}@findme.test` });
    expect((await api.add(ownerToken, tenant.id, invited)).statusCode).toBe(201);

    const byName = await api.list(ownerToken, tenant.id, '?search=searchable');
    expect(byName.json()).toMatchObject({ total: 1 });
    expect(byName.json().data[0]).toMatchObject({
      name: 'Searchable Sam',
      user_type: 'TenantManager',
      status: 'INVITED',
    });
    expect(byName.json().data[0].invitation_expires_at).not.toBeNull();

    const byEmail = await api.list(ownerToken, tenant.id, '?search=FINDME.test');
    expect(byEmail.json().data.map((u: Row) => u.email)).toEqual([invited.email]);

    const ownerRow = (await api.list(ownerToken, tenant.id, `?search=${encodeURIComponent(owner.email)}`)).json()
      .data[0];
    expect(ownerRow).toMatchObject({ user_type: 'TenantOwner', status: 'ACTIVE', invitation_expires_at: null });

    const none = await api.list(ownerToken, tenant.id, '?search=nobody-here');
    expect(none.json()).toEqual({ data: [], current_page: 1, last_page: 1, total: 0, from: null, to: null });
  });

  it('shows no pending invitation once it has lapsed', async () => {
    const { tenant, ownerToken } = await tenantWithPeople(ctx);
    const added = (await api.add(ownerToken, tenant.id, newTenantUser({ name: 'Lapsed Lou' }))).json();
    await ctx.database.db
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', added.uuid)
      .execute();

    const row = (await api.list(ownerToken, tenant.id, '?search=Lapsed')).json().data[0];
    expect(row).toMatchObject({ status: 'INVITED', invitation_expires_at: null });
  });

  it("refuses another tenant's owner (404), a member without 'view tenant user' (403) and anonymous callers", async () => {
    const { tenant, managerToken, outsiderToken } = await tenantWithPeople(ctx);

    const outsider = await api.list(outsiderToken, tenant.id);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().error.code).toBe('NOT_FOUND');
    expect((await api.list(managerToken, tenant.id)).statusCode).toBe(403);
    expect((await api.list(await staffToken(ctx), crypto.randomUUID())).statusCode).toBe(404);
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/v1/tenants/${tenant.id}/users` });
    expect(anonymous.statusCode).toBe(401);
  });
});
