import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, tokenFor } from '../../../test/factories.ts';

const ctx = useTestApp();

/** Invites a staff member the way an Admin does, and reads the link's token from the queued e-mail. */
async function invite(email: string) {
  const admin = await createUser(ctx.database.db, { staffRoles: ['Admin'] });
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/internal-users',
    headers: bearer(await tokenFor(ctx.app, admin.email)),
    payload: {
      user_name: 'Ivy Invitee',
      email,
      phone_mobile: '5551110000',
      phone_office: '5552220000',
      fax: '5553330000',
      user_type: 'Processor',
    },
  });
  expect(response.statusCode).toBe(201);
  const mail = await ctx.database.db
    .selectFrom('outbox_messages')
    .select('text_body')
    .where('to_address', '=', email)
    .executeTakeFirstOrThrow();
  return {
    userId: response.json().uuid as string,
    token: decodeURIComponent(/user_verification_uuid=([\w%-]+)/.exec(mail.text_body)![1]!),
  };
}
const lookup = (token: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/invitations/${encodeURIComponent(token)}` });

describe('GET /api/v1/invitations/{token}', () => {
  it('shows the invited user to the holder of the link, without signing in', async () => {
    const { userId, token } = await invite('ivy@firm.test');

    const response = await lookup(token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      uuid: userId,
      name: 'Ivy Invitee',
      email: 'ivy@firm.test',
      username: 'ivy@firm.test',
      phone_mobile: '5551110000',
    });
  });

  it('answers 404 for an unknown link and for someone who has registered since', async () => {
    expect((await lookup('x'.repeat(43))).statusCode).toBe(404);

    const { userId, token } = await invite('done@firm.test');
    await ctx.database.db.updateTable('users').set({ status: 'ACTIVE' }).where('id', '=', userId).execute();
    expect((await lookup(token)).statusCode).toBe(404);
  });

  it('answers 410 INVITATION_EXPIRED once the seven days are over', async () => {
    const { userId, token } = await invite('late@firm.test');
    await ctx.database.db
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', userId)
      .execute();

    const response = await lookup(token);
    expect(response.statusCode).toBe(410);
    expect(response.json().error.code).toBe('INVITATION_EXPIRED');
  });

  it('refuses a malformed token with 400', async () => {
    expect((await lookup('short')).statusCode).toBe(400);
  });
});
