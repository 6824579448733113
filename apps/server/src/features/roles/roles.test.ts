import { PERMISSION_GROUPS, SELECT_PERMISSION_MESSAGE } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { call, fieldsOf, roleIdOf, staffToken } from '../users/users.test-support.ts';

const ctx = useTestApp();

const token = async () => (await staffToken(ctx, ['SuperAdmin'])).token;
const permissionIds = async (...names: string[]) => {
  const rows = await ctx.database.db.selectFrom('permissions').select(['id', 'name']).execute();
  return names.map((n) => rows.find((r) => r.name === n)!.id);
};

describe('roles', () => {
  it('lists the built-in roles first, 15 per page, with their permission counts, and searches by name', async () => {
    const t = await token();
    for (let i = 0; i < 12; i++) {
      await call(ctx, t, 'POST', '/roles', { name: `Listed ${i}`, permissions: await permissionIds('view user') });
    }

    const first = (await call(ctx, t, 'GET', '/roles')).json();
    expect(first).toMatchObject({ current_page: 1, last_page: 2, total: 17, from: 1, to: 15 });
    expect(first.data[0]).toEqual({
      id: expect.any(Number),
      name: 'SuperAdmin',
      guard_name: 'api',
      scope: 'firm',
      is_built_in: true,
      permissions_count: Object.values(PERMISSION_GROUPS).flat().length,
    });
    expect((await call(ctx, t, 'GET', '/roles?page=2')).json()).toMatchObject({ from: 16, to: 17, total: 17 });
    expect((await call(ctx, t, 'GET', '/roles?search=listed 1')).json().total).toBe(3);
    const tenantRoles = (await call(ctx, t, 'GET', '/roles?scope=tenant&per_page=100')).json().data;
    expect(tenantRoles.map((r: { name: string }) => r.name)).toEqual(['TenantOwner', 'TenantManager']);
  });

  it('answers the permission groups in the catalogue’s order', async () => {
    const groups = (await call(ctx, await token(), 'GET', '/permission-groups')).json();
    expect(groups.map((g: { name: string }) => g.name)).toEqual(Object.keys(PERMISSION_GROUPS));
    expect(groups[0].permissions.map((p: { name: string }) => p.name)).toEqual(PERMISSION_GROUPS.users);
    expect(groups[0].permissions[0]).toEqual({ id: expect.any(Number), name: 'view user' });
  });

  it('creates, reads and updates a role', async () => {
    const t = await token();
    const created = await call(ctx, t, 'POST', '/roles', {
      name: 'Reviewer',
      permissions: await permissionIds('view user', 'view ROLE', 'view user'),
    });
    expect(created.statusCode).toBe(201);
    const role = created.json();
    expect(role).toMatchObject({ name: 'Reviewer', scope: 'firm', is_built_in: false, permissions_count: 2 });

    const updated = await call(ctx, t, 'PUT', `/roles/${role.id}`, {
      name: 'Senior Reviewer',
      scope: 'firm',
      permissions: await permissionIds('view tenant'),
    });
    expect(updated.statusCode).toBe(200);
    expect((await call(ctx, t, 'GET', `/roles/${role.id}`)).json()).toMatchObject({
      name: 'Senior Reviewer',
      permissions: await permissionIds('view tenant'),
      permissions_count: 1,
    });
  });

  it('creates a tenant role when asked, and keeps every role in its scope', async () => {
    const t = await token();
    const role = (
      await call(ctx, t, 'POST', '/roles', {
        name: 'Bookkeeper',
        scope: 'tenant',
        permissions: await permissionIds('view files'),
      })
    ).json();
    expect(role.scope).toBe('tenant');

    const moved = await call(ctx, t, 'PUT', `/roles/${role.id}`, {
      name: 'Bookkeeper',
      scope: 'firm',
      permissions: await permissionIds('view files'),
    });
    expect(moved.statusCode).toBe(400);
    expect(fieldsOf(moved.json())).toEqual(['scope']);
  });

  it('refuses a missing name, no permissions (spec §5) and unknown permissions', async () => {
    const t = await token();
    const empty = await call(ctx, t, 'POST', '/roles', { name: ' ', permissions: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Name is required' },
        { field: 'permissions', message: SELECT_PERMISSION_MESSAGE },
      ]),
    );
    const unknown = await call(ctx, t, 'POST', '/roles', {
      name: 'Ghost',
      permissions: [...(await permissionIds('view user')), 987654],
    });
    expect(unknown.statusCode).toBe(400);
    expect(fieldsOf(unknown.json())).toEqual(['permissions.1']);
    expect((await call(ctx, t, 'GET', '/roles?search=Ghost')).json().total).toBe(0);
  });

  it('keeps role names unique, whatever their case (409)', async () => {
    const t = await token();
    const permissions = await permissionIds('view user');
    const other = (await call(ctx, t, 'POST', '/roles', { name: 'Auditor', permissions })).json();

    for (const [method, url] of [
      ['POST', '/roles'],
      ['PUT', `/roles/${other.id}`],
    ] as const) {
      const taken = await call(ctx, t, method, url, { name: 'admin', permissions });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toMatchObject({ code: 'CONFLICT', details: [{ field: 'name' }] });
    }
  });

  it('never changes the SuperAdmin role, and lets built-in roles change permissions but not names', async () => {
    const t = await token();
    const superAdmin = await roleIdOf(ctx, 'SuperAdmin');
    const locked = await call(ctx, t, 'PUT', `/roles/${superAdmin}`, {
      name: 'SuperAdmin',
      permissions: await permissionIds('view user'),
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.code).toBe('ROLE_LOCKED');
    expect((await call(ctx, t, 'GET', `/roles/${superAdmin}`)).json().permissions_count).toBe(
      Object.values(PERMISSION_GROUPS).flat().length,
    );

    const processor = await roleIdOf(ctx, 'Processor');
    const renamed = await call(ctx, t, 'PUT', `/roles/${processor}`, {
      name: 'Clerk',
      permissions: await permissionIds('view tenant'),
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().error).toMatchObject({ code: 'ROLE_LOCKED', details: [{ field: 'name' }] });
    const regranted = await call(ctx, t, 'PUT', `/roles/${processor}`, {
      name: 'Processor',
      permissions: await permissionIds('view tenant', 'view files'),
    });
    expect(regranted.statusCode).toBe(200);
    expect(regranted.json().permissions_count).toBe(2);
  });
});
