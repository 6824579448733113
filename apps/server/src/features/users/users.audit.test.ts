import { describe, expect, it } from 'vitest';
import { asCaller, fromCaller, latestEvent, readTrail, withOkEventRefused } from '../../../test/audit-trail.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, tokenFor } from '../../../test/factories.ts';
import { roleIdOf, staffToken, STRONG_PASSWORD, tokenWith } from './users.test-support.ts';

const ctx = useTestApp();

const saveUser = (token: string, method: 'POST' | 'PUT', url: string, payload: object) =>
  ctx.app.inject(asCaller(token, { method, url: `/api/v1${url}`, payload }));
const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });
const newUser = async (email: string, roles: string[]) => ({
  name: 'Frank Firm',
  email,
  mobile: '5550100',
  status: 'ACTIVE',
  roles: await Promise.all(roles.map((role) => roleIdOf(ctx, role))),
  password: STRONG_PASSWORD,
  password_confirmation: STRONG_PASSWORD,
});

describe('firm users on the audit trail', () => {
  it('records a user created: the form, the roles by name, the password only as set', async () => {
    const { user: admin, token } = await staffToken(ctx, ['Admin']);
    const created = await saveUser(token, 'POST', '/users', await newUser('frank@firm.test', ['Processor']));
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;

    const event = await latestEvent(ctx, 'USER_CREATE', `user:${id}`);
    expect(event).toMatchObject({
      result: 'OK',
      actor: { uuid: admin.id },
      tenant: null,
      target_name: 'Frank Firm (frank@firm.test)',
      ...fromCaller,
      changes: {
        name: { from: null, to: 'Frank Firm' },
        email: { from: null, to: 'frank@firm.test' },
        mobile: { from: null, to: '5550100' },
        status: { from: null, to: 'ACTIVE' },
        roles: { from: null, to: ['Processor'] },
        password: { from: '•••', to: 'changed' },
      },
    });
    expect(JSON.stringify(event)).not.toContain(STRONG_PASSWORD);
  });

  it('records a change before → after, and a change of roles ends the user’s sessions', async () => {
    const { token } = await staffToken(ctx, ['SuperAdmin']);
    const target = await createUser(ctx.database.db, { staffRoles: ['Processor'], name: 'Pat Processor' });
    const theirs = await tokenFor(ctx.app, target.email);

    const changed = await saveUser(token, 'PUT', `/users/${target.id}`, {
      name: 'Pat Promoted',
      email: target.email,
      mobile: '5550111',
      status: 'ACTIVE',
      roles: [await roleIdOf(ctx, 'Admin'), await roleIdOf(ctx, 'Processor')],
    });
    expect(changed.statusCode).toBe(200);

    expect((await latestEvent(ctx, 'USER_UPDATE', `user:${target.id}`)).changes).toEqual({
      name: { from: 'Pat Processor', to: 'Pat Promoted' },
      mobile: { from: '5551234567', to: '5550111' },
      roles: { from: ['Processor'], to: ['Admin', 'Processor'] },
    });
    expect((await me(theirs)).statusCode).toBe(401);
  });

  it('keeps the user’s sessions when their roles stay the same', async () => {
    const { token } = await staffToken(ctx, ['SuperAdmin']);
    const target = await createUser(ctx.database.db, { staffRoles: ['Processor'], name: 'Stable Sam' });
    const theirs = await tokenFor(ctx.app, target.email);

    const renamed = await saveUser(token, 'PUT', `/users/${target.id}`, {
      name: 'Stable Samuel',
      email: target.email,
      mobile: '5551234567',
      status: 'ACTIVE',
      roles: [await roleIdOf(ctx, 'Processor')],
    });

    expect(renamed.statusCode).toBe(200);
    expect((await latestEvent(ctx, 'USER_UPDATE', `user:${target.id}`)).changes).toEqual({
      name: { from: 'Stable Sam', to: 'Stable Samuel' },
    });
    expect((await me(theirs)).statusCode).toBe(200);
  });

  it('records a refused attempt as DENIED: no permission, an e-mail already taken', async () => {
    const viewer = await tokenWith(ctx, ['view user']);
    const refused = await saveUser(viewer, 'POST', '/users', await newUser('nobody@firm.test', ['Processor']));
    expect(refused.statusCode).toBe(403);
    expect((await readTrail(ctx, { action: 'USER_CREATE', result: 'DENIED' }))[0]).toMatchObject({
      target: 'user:new',
      detail: 'FORBIDDEN',
      ...fromCaller,
    });

    const { token } = await staffToken(ctx, ['SuperAdmin']);
    const taken = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const other = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const conflict = await saveUser(token, 'PUT', `/users/${other.id}`, {
      name: 'Other',
      email: taken.email,
      mobile: '5550122',
      status: 'ACTIVE',
      roles: [await roleIdOf(ctx, 'Processor')],
    });
    expect(conflict.statusCode).toBe(409);
    expect(await latestEvent(ctx, 'USER_UPDATE', `user:${other.id}`)).toMatchObject({
      result: 'DENIED',
      detail: 'CONFLICT',
    });
  });

  it('leaves neither the change nor an OK event when the change fails half-way', async () => {
    const { token } = await staffToken(ctx, ['SuperAdmin']);
    const target = await createUser(ctx.database.db, { staffRoles: ['Processor'], name: 'Unchanged Una' });
    const theirs = await tokenFor(ctx.app, target.email);

    const roles = [await roleIdOf(ctx, 'Admin')];
    const failed = await withOkEventRefused(ctx, 'USER_UPDATE', () =>
      saveUser(token, 'PUT', `/users/${target.id}`, {
        name: 'Half Written',
        email: target.email,
        mobile: '5550122',
        status: 'ACTIVE',
        roles,
      }),
    );

    expect(failed.statusCode).toBe(500);
    const trail = (await readTrail(ctx, { action: 'USER_UPDATE' })).filter((e) => e.target === `user:${target.id}`);
    expect(trail.map((e) => [e.result, e.detail])).toEqual([['FAILED', 'INTERNAL_ERROR']]);
    expect((await me(theirs)).json().user).toMatchObject({ name: 'Unchanged Una', staff_roles: ['Processor'] });
  });
});
