import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, login, tokenFor } from '../../../test/factories.ts';
import { call, fieldsOf, roleIdOf, staffToken, STRONG_PASSWORD } from './users.test-support.ts';

const ctx = useTestApp();

type Target = { id: string; name: string; email: string };
const edit = async (target: Target, roles: string[], overrides: Record<string, unknown> = {}) => ({
  name: target.name,
  email: target.email,
  mobile: '5550199',
  status: 'ACTIVE',
  roles: await Promise.all(roles.map((r) => roleIdOf(ctx, r))),
  ...overrides,
});
const put = (token: string, id: string, payload: object) => call(ctx, token, 'PUT', `/users/${id}`, payload);
const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });
/** Disables every SuperAdmin but `keep`, so the test knows exactly who is left. */
async function onlySuperAdmins(...keep: string[]) {
  const superAdminRole = await roleIdOf(ctx, 'SuperAdmin');
  await ctx.database.db
    .updateTable('users')
    .set({ status: 'DISABLED' })
    .where('id', 'not in', keep)
    .where('id', 'in', (eb) => eb.selectFrom('user_roles').select('user_id').where('role_id', '=', superAdminRole))
    .execute();
}

describe('PUT /users/{id}', () => {
  it('updates the details and roles, and keeps the password when none is given', async () => {
    const { token } = await staffToken(ctx);
    const target = await createUser(ctx.database.db, { staffRoles: ['Processor'] });

    const response = await put(token, target.id, await edit(target, ['Admin'], { name: 'Renamed Rhea' }));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Renamed Rhea', mobile: '5550199', roles: [{ name: 'Admin' }] });
    expect((await call(ctx, token, 'GET', `/users/${target.id}`)).json().name).toBe('Renamed Rhea');
    expect((await login(ctx.app, target.email)).statusCode).toBe(200);
  });

  it('changes the password when both are given, and refuses a mismatch or a weak one', async () => {
    const { token } = await staffToken(ctx);
    const target = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const oldToken = await tokenFor(ctx.app, target.email);

    const mismatch = await put(token, target.id, await edit(target, ['Processor'], { password: STRONG_PASSWORD }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.details).toContainEqual({
      field: 'password_confirmation',
      message: "Passwords don't match",
    });
    const weak = await put(
      token,
      target.id,
      await edit(target, ['Processor'], { password: 'short', password_confirmation: 'short' }),
    );
    expect(fieldsOf(weak.json())).toContain('password');

    const changed = await put(
      token,
      target.id,
      await edit(target, ['Processor'], { password: STRONG_PASSWORD, password_confirmation: STRONG_PASSWORD }),
    );
    expect(changed.statusCode).toBe(200);
    expect((await login(ctx.app, target.email, STRONG_PASSWORD)).statusCode).toBe(200);
    // Sessions opened with the old password end with it.
    expect((await me(oldToken)).statusCode).toBe(401);
  });

  it('disabling a user ends their sessions: their token is refused on its next request', async () => {
    const { token } = await staffToken(ctx);
    const target = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const theirs = await tokenFor(ctx.app, target.email);
    expect((await me(theirs)).statusCode).toBe(200);

    const response = await put(token, target.id, await edit(target, ['Processor'], { status: 'DISABLED' }));

    expect(response.json().status).toBe('DISABLED');
    expect((await me(theirs)).statusCode).toBe(401);
    const sessions = await ctx.database.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('user_id', '=', target.id)
      .execute();
    expect(sessions.every((s) => s.revoked_at !== null)).toBe(true);
    // Enabling them again does not bring the old session back.
    await put(token, target.id, await edit(target, ['Processor']));
    expect((await me(theirs)).statusCode).toBe(401);
  });

  it('refuses roles it does not know, or none, with the field named and nothing changed', async () => {
    const { token } = await staffToken(ctx);
    const target = await createUser(ctx.database.db, { staffRoles: ['Processor'] });

    const none = await put(token, target.id, await edit(target, [], { name: 'Half Written' }));
    expect(none.json().error.details).toContainEqual({ field: 'roles', message: 'please select user role' });
    const unknown = await put(token, target.id, {
      ...(await edit(target, [], { name: 'Half Written' })),
      roles: [424242],
    });
    expect(fieldsOf(unknown.json())).toEqual(['roles.0']);
    expect((await call(ctx, token, 'GET', `/users/${target.id}`)).json()).toMatchObject({
      name: target.name,
      roles: [{ name: 'Processor' }],
    });
  });

  it('refuses an e-mail another user has (409), but keeps the user’s own', async () => {
    const { token } = await staffToken(ctx);
    const other = await createUser(ctx.database.db, { email: 'Other.One@Firm.test' });
    const target = await createUser(ctx.database.db, { staffRoles: ['Processor'] });

    const taken = await put(token, target.id, await edit(target, ['Processor'], { email: 'other.one@firm.test' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('CONFLICT');
    expect(other.email).toBe('Other.One@Firm.test');
    const own = await put(token, target.id, await edit(target, ['Processor'], { email: target.email.toUpperCase() }));
    expect(own.statusCode).toBe(200);
  });
});

describe('SuperAdmin protection', () => {
  it('never lets the last active SuperAdmin be demoted or disabled', async () => {
    const { user: last, token } = await staffToken(ctx, ['SuperAdmin']);
    await onlySuperAdmins(last.id);

    const demoted = await put(token, last.id, await edit(last, ['Admin']));
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json().error).toMatchObject({ code: 'LAST_SUPER_ADMIN', details: [{ field: 'roles' }] });
    const disabled = await put(token, last.id, await edit(last, ['SuperAdmin'], { status: 'DISABLED' }));
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json().error).toMatchObject({ code: 'LAST_SUPER_ADMIN', details: [{ field: 'status' }] });
    expect((await me(token)).json().user.staff_roles).toEqual(['SuperAdmin']);

    // With a second active SuperAdmin, the first may step down.
    await createUser(ctx.database.db, { staffRoles: ['SuperAdmin'] });
    expect((await put(token, last.id, await edit(last, ['Admin']))).statusCode).toBe(200);
  });

  it('lets only a SuperAdmin grant, remove or edit the SuperAdmin role’s holders', async () => {
    const { token: adminToken } = await staffToken(ctx, ['Admin']);
    const { token: superToken } = await staffToken(ctx, ['SuperAdmin']);
    const processor = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const superAdmin = await createUser(ctx.database.db, { staffRoles: ['SuperAdmin'] });

    const grant = await put(adminToken, processor.id, await edit(processor, ['Processor', 'SuperAdmin']));
    expect(grant.statusCode).toBe(403);
    expect(fieldsOf(grant.json())).toEqual(['roles']);
    expect((await put(adminToken, superAdmin.id, await edit(superAdmin, ['Admin']))).statusCode).toBe(403);
    const password = { password: STRONG_PASSWORD, password_confirmation: STRONG_PASSWORD };
    expect((await put(adminToken, superAdmin.id, await edit(superAdmin, ['SuperAdmin'], password))).statusCode).toBe(
      403,
    );
    expect((await login(ctx.app, superAdmin.email, STRONG_PASSWORD)).statusCode).toBe(401);

    expect((await put(superToken, processor.id, await edit(processor, ['SuperAdmin']))).statusCode).toBe(200);
    expect((await put(adminToken, processor.id, await edit(processor, ['Processor']))).statusCode).toBe(403);
  });

  it('lets only one of two SuperAdmins demote the other at the same moment', async () => {
    const a = await staffToken(ctx, ['SuperAdmin']);
    const b = await staffToken(ctx, ['SuperAdmin']);
    await onlySuperAdmins(a.user.id, b.user.id);

    const answers = await Promise.all([
      put(a.token, b.user.id, await edit(b.user, ['Admin'])),
      put(b.token, a.user.id, await edit(a.user, ['Admin'])),
    ]);

    // Whichever runs second is refused: 409 when both were let in together (PostgreSQL); 401 when the loser
    // was already demoted by the time its request was checked (PGlite runs one at a time), since a change of
    // roles ends the sessions of the user it changes; 403 when it was demoted between the two checks.
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409 || c === 401 || c === 403)).toHaveLength(1);
    const superAdmins = await ctx.database.db
      .selectFrom('user_roles')
      .select('user_id')
      .where('user_id', 'in', [a.user.id, b.user.id])
      .where('role_id', '=', await roleIdOf(ctx, 'SuperAdmin'))
      .execute();
    expect(superAdmins).toHaveLength(1);
  });
});
