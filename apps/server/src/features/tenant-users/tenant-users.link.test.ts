import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer, createTenant, createUser, tokenFor } from '../../../test/factories.ts';
import { staffToken, tenantUsersApi, tenantWithPeople } from './tenant-users.test-support.ts';

const ctx = useTestApp();
const api = tenantUsersApi(ctx);

describe('POST /api/v1/tenants/{tenantId}/users/link', () => {
  it('gives an existing client a role in a second tenant, so one person works for several companies', async () => {
    const { tenant, owner } = await tenantWithPeople(ctx);
    const second = await createTenant(ctx.database.db, { name: 'Second Shop' });
    const staff = await staffToken(ctx);

    const response = await api.link(staff, second.id, { email: owner.email.toUpperCase(), user_type: 'TenantManager' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ uuid: owner.id, email: owner.email, user_type: 'TenantManager' });
    // Each tenant lists the person with the role held there.
    const inFirst = (await api.list(staff, tenant.id, `?search=${owner.email}`)).json().data;
    const inSecond = (await api.list(staff, second.id, `?search=${owner.email}`)).json().data;
    expect(inFirst).toEqual([expect.objectContaining({ uuid: owner.id, user_type: 'TenantOwner' })]);
    expect(inSecond).toEqual([expect.objectContaining({ uuid: owner.id, user_type: 'TenantManager' })]);
    // They now reach the second company too, and still hold their owner rights only in the first.
    const token = await tokenFor(ctx.app, owner.email);
    const seen = await ctx.app.inject({ method: 'GET', url: `/api/v1/tenants/${second.id}`, headers: bearer(token) });
    expect(seen.statusCode).toBe(200);
    expect((await api.list(token, tenant.id)).statusCode).toBe(200);
    expect((await api.list(token, second.id)).statusCode).toBe(403);
  });

  it('is for firm staff only: a TenantOwner gets 403 in their own tenant and 404 in another', async () => {
    const { tenant, otherTenant, ownerToken, outsiderToken } = await tenantWithPeople(ctx);
    const client = await createUser(ctx.database.db, { tenantRoles: { [otherTenant.id]: 'TenantManager' } });
    const payload = { email: client.email, user_type: 'TenantManager' };

    const own = await api.link(ownerToken, tenant.id, payload);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.code).toBe('FORBIDDEN');
    expect((await api.link(outsiderToken, tenant.id, payload)).statusCode).toBe(404);
    expect((await api.link(await staffToken(ctx, 'Processor'), tenant.id, payload)).statusCode).toBe(403);
    expect((await api.list(await staffToken(ctx), tenant.id, `?search=${client.email}`)).json().total).toBe(0);
  });

  it('answers 404 on email for an address with no account', async () => {
    const { tenant } = await tenantWithPeople(ctx);

    const response = await api.link(await staffToken(ctx), tenant.id, {
      email: 'nobody@nowhere.test',
      user_type: 'TenantOwner',
    });

    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({ code: 'NOT_FOUND', details: [{ field: 'email' }] });
  });

  it('answers 409 for someone already in the tenant, keeping their role', async () => {
    const { tenant, manager } = await tenantWithPeople(ctx);
    const staff = await staffToken(ctx);

    const response = await api.link(staff, tenant.id, { email: manager.email, user_type: 'TenantOwner' });

    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('CONFLICT');
    const row = (await api.list(staff, tenant.id, `?search=${manager.email}`)).json().data[0];
    expect(row.user_type).toBe('TenantManager');
  });

  it('answers 409 for a firm staff account, which never doubles as a client account', async () => {
    const { tenant } = await tenantWithPeople(ctx);
    const processor = await createUser(ctx.database.db, { staffRoles: ['Processor'] });

    const response = await api.link(await staffToken(ctx), tenant.id, {
      email: processor.email,
      user_type: 'TenantManager',
    });

    expect(response.statusCode).toBe(409);
    const memberships = await ctx.database.db
      .selectFrom('tenant_memberships')
      .select('tenant_id')
      .where('user_id', '=', processor.id)
      .execute();
    expect(memberships).toHaveLength(0);
  });

  it('refuses a bad e-mail and a staff role with 400 field details', async () => {
    const { tenant } = await tenantWithPeople(ctx);

    const response = await api.link(await staffToken(ctx), tenant.id, { email: 'nope', user_type: 'Admin' });

    expect(response.statusCode).toBe(400);
    const fields = response.json().error.details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'user_type']));
  });
});
