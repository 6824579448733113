import { describe, expect, it } from 'vitest';
import { asCaller, fromCaller, latestEvent, readTrail, withOkEventRefused } from '../../../test/audit-trail.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { roleIdOf, staffToken, tokenWith } from '../users/users.test-support.ts';

const ctx = useTestApp();

const permissionIds = async (names: string[]) => {
  const rows = await ctx.database.db.selectFrom('permissions').select('id').where('name', 'in', names).execute();
  return rows.map((row) => row.id);
};
const saveRole = (token: string, method: 'POST' | 'PUT', url: string, payload: object) =>
  ctx.app.inject(asCaller(token, { method, url: `/api/v1${url}`, payload }));

describe('roles on the audit trail', () => {
  it('records a role created and changed, with its permissions by name before and after', async () => {
    const { user, token } = await staffToken(ctx, ['SuperAdmin']);
    const created = await saveRole(token, 'POST', '/roles', {
      name: 'Reviewer',
      permissions: await permissionIds(['view tenant', 'view files']),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;

    expect(await latestEvent(ctx, 'ROLE_CREATE', `role:${id}`)).toMatchObject({
      result: 'OK',
      actor: { uuid: user.id },
      tenant: null,
      target_name: 'Reviewer',
      ...fromCaller,
      changes: {
        name: { from: null, to: 'Reviewer' },
        scope: { from: null, to: 'firm' },
        permissions: { from: null, to: ['view files', 'view tenant'] },
      },
    });

    const changed = await saveRole(token, 'PUT', `/roles/${id}`, {
      name: 'Senior Reviewer',
      permissions: await permissionIds(['view files', 'view user', 'view audit trail']),
    });
    expect(changed.statusCode).toBe(200);
    expect((await latestEvent(ctx, 'ROLE_UPDATE', `role:${id}`)).changes).toEqual({
      name: { from: 'Reviewer', to: 'Senior Reviewer' },
      permissions: { from: ['view files', 'view tenant'], to: ['view audit trail', 'view files', 'view user'] },
    });
  });

  it('records a refusal as DENIED with its code: no permission, a locked role', async () => {
    const processor = await tokenWith(ctx, ['view ROLE']);
    const refused = await saveRole(processor, 'POST', '/roles', {
      name: 'Sneaky',
      permissions: await permissionIds(['view files']),
    });
    expect(refused.statusCode).toBe(403);
    expect((await readTrail(ctx, { action: 'ROLE_CREATE', result: 'DENIED' }))[0]).toMatchObject({
      target: 'role:new',
      detail: 'FORBIDDEN',
      ...fromCaller,
    });

    const { token } = await staffToken(ctx, ['SuperAdmin']);
    const superAdmin = await roleIdOf(ctx, 'SuperAdmin');
    const locked = await saveRole(token, 'PUT', `/roles/${superAdmin}`, {
      name: 'SuperAdmin',
      permissions: await permissionIds(['view files']),
    });
    expect(locked.statusCode).toBe(409);
    expect(await latestEvent(ctx, 'ROLE_UPDATE', `role:${superAdmin}`)).toMatchObject({
      result: 'DENIED',
      detail: 'ROLE_LOCKED',
      changes: null,
    });
  });

  it('leaves neither the role nor an OK event when the change fails half-way', async () => {
    const { token } = await staffToken(ctx, ['SuperAdmin']);
    const before = (await readTrail(ctx, { action: 'ROLE_CREATE', result: 'OK' })).length;

    const permissions = await permissionIds(['view files']);
    const failed = await withOkEventRefused(ctx, 'ROLE_CREATE', () =>
      saveRole(token, 'POST', '/roles', { name: 'Half Written', permissions }),
    );

    expect(failed.statusCode).toBe(500);
    const role = await ctx.database.db.selectFrom('roles').select('id').where('name', '=', 'Half Written').execute();
    expect(role).toEqual([]);
    expect(await readTrail(ctx, { action: 'ROLE_CREATE', result: 'OK' })).toHaveLength(before);
    expect((await readTrail(ctx, { action: 'ROLE_CREATE', result: 'FAILED' }))[0]).toMatchObject({
      target: expect.stringMatching(/^role:\d+$/),
      detail: 'INTERNAL_ERROR',
    });
  });
});
