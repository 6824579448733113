import { PASSWORD_RULE_MESSAGE } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { createUser, login } from '../../../test/factories.ts';
import { call, createRoleWith, fieldsOf, roleIdOf, staffToken, STRONG_PASSWORD } from './users.test-support.ts';

const ctx = useTestApp();

const newUser = async (overrides: Record<string, unknown> = {}) => ({
  name: 'Nora New',
  email: `nora-${Math.random().toString(36).slice(2, 8)}@firm.test`,
  mobile: '5550100',
  password: STRONG_PASSWORD,
  password_confirmation: STRONG_PASSWORD,
  status: 'ACTIVE',
  roles: [await roleIdOf(ctx, 'Processor')],
  ...overrides,
});
const create = async (payload: object, roles = ['SuperAdmin']) =>
  call(ctx, (await staffToken(ctx, roles)).token, 'POST', '/users', payload);
const countUsersNamed = async (name: string) =>
  (await ctx.database.db.selectFrom('users').select('id').where('name', '=', name).execute()).length;

describe('POST /users', () => {
  it('creates a firm user who can sign in with the given password', async () => {
    const payload = await newUser({ roles: [await roleIdOf(ctx, 'Processor'), await roleIdOf(ctx, 'Admin')] });
    const response = await create(payload);

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Nora New',
      email: payload.email,
      mobile: '5550100',
      status: 'ACTIVE',
      roles: [{ name: 'Admin' }, { name: 'Processor' }],
    });
    const signedIn = await login(ctx.app, payload.email, STRONG_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.staff_roles.sort()).toEqual(['Admin', 'Processor']);
    const stored = await ctx.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', response.json().id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    ['name', { name: '  ' }, 'Name is required'],
    ['email', { email: '' }, undefined],
    ['mobile', { mobile: '' }, 'Mobile is required'],
    ['password_confirmation', { password_confirmation: undefined }, 'Confirm the password'],
    ['password_confirmation', { password_confirmation: 'Other-Pass-42!' }, "Passwords don't match"],
    ['password', { password: 'weakpass', password_confirmation: 'weakpass' }, PASSWORD_RULE_MESSAGE],
    ['roles', { roles: [] }, 'please select user role'],
  ])('refuses a bad %s (spec §5) and writes nothing', async (field, overrides, message) => {
    const response = await create(await newUser({ name: 'Refused Rita', ...overrides }));

    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
    expect(fieldsOf(response.json())).toContain(field);
    if (message) expect(response.json().error.details).toContainEqual({ field, message });
    expect(await countUsersNamed('Refused Rita')).toBe(0);
  });

  it.each(['abcdefgh', 'ABCDEFG1!', 'abcdefg1!', 'Abcdefgh!', 'Abcdefg12', 'Ab1!'])(
    'refuses the weak password %j',
    async (password) => {
      const response = await create(await newUser({ password, password_confirmation: password }));
      expect(response.json().error.details).toContainEqual({ field: 'password', message: PASSWORD_RULE_MESSAGE });
    },
  );

  it('refuses an unknown role or a tenant role with the field named, and writes nothing', async () => {
    const tenantRole = await createRoleWith(ctx, ['view files'], 'tenant');
    for (const bad of [999_999, tenantRole, await roleIdOf(ctx, 'TenantOwner')]) {
      const response = await create(
        await newUser({ name: 'Roleless Rob', roles: [await roleIdOf(ctx, 'Admin'), bad] }),
      );
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response.json())).toEqual(['roles.1']);
    }
    expect(await countUsersNamed('Roleless Rob')).toBe(0);
  });

  it('refuses an e-mail already in use, whatever its case, with 409 CONFLICT', async () => {
    await createUser(ctx.database.db, { email: 'Taken.Address@Firm.test' });

    const response = await create(await newUser({ email: 'taken.address@firm.TEST' }));

    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'CONFLICT', details: [{ field: 'email' }] });
  });

  it('lets only a SuperAdmin grant the SuperAdmin role', async () => {
    const superAdmin = [await roleIdOf(ctx, 'SuperAdmin')];

    const byAdmin = await create(await newUser({ name: 'Escalating Eve', roles: superAdmin }), ['Admin']);
    expect(byAdmin.statusCode).toBe(403);
    expect(fieldsOf(byAdmin.json())).toEqual(['roles']);
    expect(await countUsersNamed('Escalating Eve')).toBe(0);

    expect((await create(await newUser({ roles: superAdmin }), ['SuperAdmin'])).statusCode).toBe(201);
  });

  it('creates a disabled user who cannot sign in', async () => {
    const payload = await newUser({ status: 'DISABLED' });
    expect((await create(payload)).json().status).toBe('DISABLED');
    expect((await login(ctx.app, payload.email, STRONG_PASSWORD)).statusCode).toBe(401);
  });

  it('refuses a password that passes the rule but is among the most used, with the reason, and writes nothing', async () => {
    const response = await create(
      await newUser({ name: 'Guessable Gus', password: 'Welcome1!', password_confirmation: 'Welcome1!' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { field: 'password', message: 'This password is among the most used ones: choose one nobody else would' },
    ]);
    expect(await countUsersNamed('Guessable Gus')).toBe(0);
  });
});
