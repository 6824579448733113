import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, login, tokenFor } from '../../../test/factories.ts';

const ctx = useTestApp();

const OLD_PASSWORD = 'Correct-Horse-9!';
const NEW_PASSWORD = 'Battery-Staple-7$';

const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });
const updateProfile = (token: string, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/v1/auth/me', headers: bearer(token), payload });
const changePassword = (token: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/v1/auth/me/password', headers: bearer(token), payload });
const passwordChange = (current: string, next = NEW_PASSWORD) => ({
  current_password: current,
  password: next,
  password_confirmation: next,
});

describe('profile update', () => {
  it('saves the name and mobile and answers the user as /auth/me will from now on', async () => {
    const user = await createUser(ctx.database.db, { name: 'Old Name', staffRoles: ['Processor'] });
    const token = await tokenFor(ctx.app, user.email);

    const saved = await updateProfile(token, { name: '  Grace Hopper ', phone_mobile: '5550199' });

    expect(saved.statusCode).toBe(200);
    expect(saved.json().user).toMatchObject({ name: 'Grace Hopper', phone_mobile: '5550199', email: user.email });
    expect(saved.json().permissions).toContain('view tenant');
    expect((await me(token)).json().user).toMatchObject({ name: 'Grace Hopper', phone_mobile: '5550199' });
  });

  it('refuses an empty name with the field named, and changes nothing', async () => {
    const user = await createUser(ctx.database.db, { name: 'Kept Name', staffRoles: ['Processor'] });
    const token = await tokenFor(ctx.app, user.email);

    const refused = await updateProfile(token, { name: '   ', phone_mobile: '5550199' });

    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('VALIDATION_ERROR');
    expect(refused.json().error.details.map((d: { field: string }) => d.field)).toEqual(['name']);
    expect((await me(token)).json().user.name).toBe('Kept Name');
  });

  it('does not let a user change their own e-mail (the sign-in name) here', async () => {
    const user = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const token = await tokenFor(ctx.app, user.email);

    const refused = await updateProfile(token, { name: 'X', phone_mobile: '1', email: 'mine@example.test' });

    expect(refused.statusCode).toBe(400);
    expect((await me(token)).json().user.email).toBe(user.email);
  });

  it('needs a signed-in user', async () => {
    const anonymous = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/me',
      payload: { name: 'Nobody', phone_mobile: '1' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('password change', () => {
  it('refuses a wrong current password with 400 on that field, leaving the session and password as they were', async () => {
    const user = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const token = await tokenFor(ctx.app, user.email);

    const refused = await changePassword(token, passwordChange('Not-The-Password-1!'));

    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('WRONG_CURRENT_PASSWORD');
    expect(refused.json().error.details[0].field).toBe('current_password');
    expect((await me(token)).statusCode).toBe(200);
    expect((await login(ctx.app, user.email, OLD_PASSWORD)).statusCode).toBe(200);
  });

  it('applies the password rule and the confirmation to the new password', async () => {
    const user = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const token = await tokenFor(ctx.app, user.email);

    const weak = await changePassword(token, passwordChange(OLD_PASSWORD, 'weakpass'));
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.details[0]).toMatchObject({
      field: 'password',
      message: expect.stringContaining('at least 1 uppercase letter'),
    });

    const mismatch = await changePassword(token, {
      ...passwordChange(OLD_PASSWORD),
      password_confirmation: 'Other-9!x',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.details[0]).toEqual({
      field: 'password_confirmation',
      message: "Passwords don't match",
    });
  });

  it('changes the password, ends every other session of the user and keeps this one', async () => {
    const user = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const bystander = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const here = await tokenFor(ctx.app, user.email);
    const elsewhere = await tokenFor(ctx.app, user.email);
    const someoneElse = await tokenFor(ctx.app, bystander.email);

    const changed = await changePassword(here, passwordChange(OLD_PASSWORD));

    expect(changed.statusCode).toBe(204);
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(someoneElse)).statusCode).toBe(200);
    expect((await login(ctx.app, user.email, OLD_PASSWORD)).statusCode).toBe(401);
    expect((await login(ctx.app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
    const { password_hash } = await ctx.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(password_hash).toMatch(/^\$argon2id\$/);
  });

  it('after five wrong current passwords in 15 minutes refuses even the right one with 429', async () => {
    const user = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const token = await tokenFor(ctx.app, user.email);

    for (let i = 0; i < 5; i += 1) {
      expect((await changePassword(token, passwordChange(`Wrong-Guess-${i}!`))).statusCode).toBe(400);
    }
    const locked = await changePassword(token, passwordChange(OLD_PASSWORD));

    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('TOO_MANY_ATTEMPTS');
    expect((await me(token)).statusCode).toBe(200);
    expect((await login(ctx.app, user.email, OLD_PASSWORD)).statusCode).toBe(200);
  });
});
