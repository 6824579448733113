import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { invite, openInvitation } from './invitations.test-support.ts';

const ctx = useTestApp();

const lookup = (token: string) => openInvitation(ctx.app, token);

describe('GET /api/v1/invitations/{token}', () => {
  it('shows the invited user to the holder of the link, without signing in', async () => {
    const { userId, token } = await invite(ctx, 'ivy@firm.test');

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

    const { userId, token } = await invite(ctx, 'done@firm.test');
    await ctx.database.db.updateTable('users').set({ status: 'ACTIVE' }).where('id', '=', userId).execute();
    expect((await lookup(token)).statusCode).toBe(404);
  });

  it('answers 410 INVITATION_EXPIRED once the seven days are over', async () => {
    const { userId, token } = await invite(ctx, 'late@firm.test');
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
