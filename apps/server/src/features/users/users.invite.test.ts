import { describe, expect, it } from 'vitest';
import { latestEvent } from '../../../test/audit-trail.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { login } from '../../../test/factories.ts';
import { call, fieldsOf, roleIdOf, staffToken, STRONG_PASSWORD } from './users.test-support.ts';

const ctx = useTestApp();

const unique = () => Math.random().toString(36).slice(2, 8);
const invitee = async (overrides: Record<string, unknown> = {}) => ({
  name: 'Ivy Invited',
  email: `ivy-${unique()}@firm.test`,
  mobile: '5550100',
  roles: [await roleIdOf(ctx, 'Processor')],
  ...overrides,
});
const invitationMailsTo = (email: string) =>
  ctx.database.db
    .selectFrom('outbox_messages')
    .select('template')
    .where('to_address', '=', email)
    .where('template', '=', 'invitation')
    .execute();

describe('POST /users without a password: the person is invited', () => {
  it('adds them INVITED with their roles, e-mails the invitation, and records both', async () => {
    const { token } = await staffToken(ctx, ['Admin']);
    const payload = await invitee();

    const response = await call(ctx, token, 'POST', '/users', payload);

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'INVITED', roles: [{ name: 'Processor' }] });
    expect(await invitationMailsTo(payload.email)).toHaveLength(1);
    const stored = await ctx.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', payload.email)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toBeNull();
    const id = response.json().id as string;
    const created = await latestEvent(ctx, 'USER_CREATE', `user:${id}`);
    expect(created).toMatchObject({ result: 'OK', changes: { status: { from: null, to: 'INVITED' } } });
    expect(created.changes).not.toHaveProperty('password');
    expect(await latestEvent(ctx, 'INVITATION_SEND', `user:${id}`)).toMatchObject({ result: 'OK' });
  });

  it('refuses an invitation that would start disabled, and writes and sends nothing', async () => {
    const { token } = await staffToken(ctx);
    const payload = await invitee({ status: 'DISABLED' });

    const response = await call(ctx, token, 'POST', '/users', payload);

    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual(['status']);
    expect(await invitationMailsTo(payload.email)).toHaveLength(0);
  });

  it('still creates a user with a typed password, who signs in at once and gets no invitation', async () => {
    const { token } = await staffToken(ctx);
    const payload = await invitee({ password: STRONG_PASSWORD, password_confirmation: STRONG_PASSWORD });

    expect((await call(ctx, token, 'POST', '/users', payload)).json().status).toBe('ACTIVE');
    expect((await login(ctx.app, payload.email, STRONG_PASSWORD)).statusCode).toBe(200);
    expect(await invitationMailsTo(payload.email)).toHaveLength(0);
  });
});

describe('/users and /internal-users show the firm one way', () => {
  it('list the same people with the same states and totals, whichever form added them', async () => {
    const { token } = await staffToken(ctx);
    const tag = `Agree${unique()}`;
    await call(ctx, token, 'POST', '/users', await invitee({ name: `${tag} Invited`, mobile: `55501${unique()}` }));
    const typed = await invitee({ name: `${tag} Typed`, password: STRONG_PASSWORD });
    await call(ctx, token, 'POST', '/users', { ...typed, password_confirmation: STRONG_PASSWORD, status: 'DISABLED' });
    await call(ctx, token, 'POST', '/internal-users', {
      user_name: `${tag} Staff`,
      email: `staff-${unique()}@firm.test`,
      phone_mobile: '5550111',
      phone_office: '5550222',
      fax: '5550333',
      user_type: 'Admin',
    });

    for (const search of [tag, '5550111', '']) {
      const query = `?search=${encodeURIComponent(search)}&per_page=100`;
      const users = (await call(ctx, token, 'GET', `/users${query}`)).json();
      const staff = (await call(ctx, token, 'GET', `/internal-users${query}`)).json();
      expect(staff.total).toBe(users.total);
      expect(staff.data.map((u: { uuid: string; fin_state: string }) => [u.uuid, u.fin_state])).toEqual(
        users.data.map((u: { id: string; status: string }) => [u.id, u.status]),
      );
    }
    const tagged = (await call(ctx, token, 'GET', `/internal-users?search=${tag}`)).json();
    expect(tagged.data.map((u: { fin_state: string }) => u.fin_state).sort()).toEqual([
      'DISABLED',
      'INVITED',
      'INVITED',
    ]);
  });
});
