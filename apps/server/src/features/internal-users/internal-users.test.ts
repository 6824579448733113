import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, tokenFor } from '../../../test/factories.ts';

const ctx = useTestApp();

const tokenOf = async (role: string) =>
  tokenFor(ctx.app, (await createUser(ctx.database.db, { staffRoles: [role] })).email);
const newMember = (overrides: Record<string, unknown> = {}) => ({
  user_name: 'Paula Processor',
  email: `paula-${Math.random().toString(36).slice(2, 8)}@firm.test`,
  phone_mobile: '5550001111',
  phone_office: '5550002222',
  fax: '5550003333',
  user_type: 'Processor',
  ...overrides,
});
const add = (token: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/internal-users', headers: bearer(token), payload });

describe('internal users', () => {
  it('adds a staff member as invited, with their role, and queues the invitation e-mail', async () => {
    const member = newMember();
    const response = await add(await tokenOf('Admin'), member);

    expect(response.statusCode).toBe(201);
    const user = await ctx.database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', member.email)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      status: 'INVITED',
      password_hash: null,
      phone_office: '5550002222',
      fax: '5550003333',
    });
    const mail = await ctx.database.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('to_address', '=', member.email)
      .executeTakeFirstOrThrow();
    expect(mail.template).toBe('invitation');
    expect(mail.text_body).toMatch(/\/app\/register\?user_verification_uuid=[\w-]{40,}/);
    // Only the hash of the link's token is stored.
    const token = decodeURIComponent(/user_verification_uuid=([\w%-]+)/.exec(mail.text_body)![1]!);
    const invitation = await ctx.database.db
      .selectFrom('invitations')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(invitation.token_hash).not.toContain(token);
    expect(invitation.expires_at.getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3_600_000);
  });

  it('lists internal users 20 per page with their type and state, and not tenant users', async () => {
    const token = await tokenOf('Admin');
    const member = newMember({ user_name: 'Listed Larry' });
    await add(token, member);

    const page = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/internal-users?search=Listed',
      headers: bearer(token),
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ total: 1, current_page: 1, last_page: 1, from: 1, to: 1 });
    expect(page.json().data[0]).toMatchObject({
      name: 'Listed Larry',
      roles: [{ user_type: 'Processor' }],
      fin_state: 'INVITED',
    });
  });

  it('requires every field of the form (spec §5) and a staff type', async () => {
    const response = await add(await tokenOf('Admin'), { user_name: '', email: 'nope', user_type: 'TenantOwner' });

    expect(response.statusCode).toBe(400);
    const fields = response.json().error.details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(
      expect.arrayContaining(['user_name', 'email', 'phone_mobile', 'phone_office', 'fax', 'user_type']),
    );
  });

  it('refuses a duplicate e-mail with 409 and writes nothing', async () => {
    const token = await tokenOf('Admin');
    const member = newMember();
    await add(token, member);

    const again = await add(token, { ...member, email: member.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.details[0].field).toBe('email');
    const mails = await ctx.database.db
      .selectFrom('outbox_messages')
      .select('id')
      .where('to_address', 'ilike', member.email)
      .execute();
    expect(mails).toHaveLength(1);
  });

  it('lets only a SuperAdmin add a SuperAdmin, and refuses those without the permission', async () => {
    expect((await add(await tokenOf('Admin'), newMember({ user_type: 'SuperAdmin' }))).statusCode).toBe(403);
    expect((await add(await tokenOf('SuperAdmin'), newMember({ user_type: 'SuperAdmin' }))).statusCode).toBe(201);

    const processor = await tokenOf('Processor');
    expect((await add(processor, newMember())).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/internal-users', headers: bearer(processor) })).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/internal-users' })).statusCode).toBe(401);
  });
});
