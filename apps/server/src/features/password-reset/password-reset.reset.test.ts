import { PASSWORD_RULE_MESSAGE, PASSWORDS_DONT_MATCH_MESSAGE } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../../test/factories.ts';
import { SIGN_IN_LIMITS } from '../../platform/auth/sign-in-throttle.ts';
import { THROTTLES } from '../registration/request-throttle.service.ts';
import { freshIp, NEW_PASSWORD } from '../registration/registration.test-support.ts';
import { forgot, lastResetToken, openLink, resetWith } from './password-reset.test-support.ts';

const ctx = useTestApp();

const OLD_PASSWORD = 'Old-Password-1!';

/** An active user who has asked for a reset link, and its token. */
async function userWithLink() {
  const user = await createUser(ctx.database.db, { password: OLD_PASSWORD, staffRoles: ['Processor'] });
  await forgot(ctx, user.email);
  return { user, token: await lastResetToken(ctx, user.email) };
}

const expectLinkExpired = (response: { statusCode: number; json: () => { error: { code: string } } }) => {
  expect(response.statusCode).toBe(410);
  expect(response.json().error.code).toBe('LINK_EXPIRED');
};

describe('GET /api/v1/auth/password-reset/{token}', () => {
  it('says whose password the link resets and until when', async () => {
    const { user, token } = await userWithLink();

    const response = await openLink(ctx, token);

    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(user.email);
    const lifetime = Date.parse(response.json().expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000);
  });

  it('answers 410 LINK_EXPIRED for an unknown link', async () => {
    expectLinkExpired(await openLink(ctx, 'x'.repeat(43)));
  });
});

describe('POST /api/v1/auth/password-reset/{token}', () => {
  it('sets the new password once: the old one stops working, the new one works, the link is spent', async () => {
    const { user, token } = await userWithLink();

    const reset = await resetWith(ctx, token, NEW_PASSWORD);

    expect(reset.statusCode).toBe(204);
    expect((await login(ctx.app, user.email, OLD_PASSWORD)).statusCode).toBe(401);
    expect((await login(ctx.app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expectLinkExpired(await resetWith(ctx, token, 'Another-Pass-8!'));
    expectLinkExpired(await openLink(ctx, token));
  });

  it('signs out every session that existed before the reset', async () => {
    const { user, token } = await userWithLink();
    const laptop = (await login(ctx.app, user.email, OLD_PASSWORD)).json().token as string;
    const phone = (await login(ctx.app, user.email, OLD_PASSWORD)).json().token as string;

    await resetWith(ctx, token, NEW_PASSWORD);

    for (const stale of [laptop, phone]) {
      const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(stale) });
      expect(me.statusCode).toBe(401);
    }
  });

  it('stops working after one hour', async () => {
    const { user, token } = await userWithLink();
    await ctx.database.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();

    expectLinkExpired(await openLink(ctx, token));
    expectLinkExpired(await resetWith(ctx, token, NEW_PASSWORD));
    expect((await login(ctx.app, user.email, OLD_PASSWORD)).statusCode).toBe(200);
  });

  it("spends the user's other open links too", async () => {
    const { user, token: first } = await userWithLink();
    await forgot(ctx, user.email);
    const second = await lastResetToken(ctx, user.email);
    expect(second).not.toBe(first);

    expect((await resetWith(ctx, second, NEW_PASSWORD)).statusCode).toBe(204);

    expectLinkExpired(await resetWith(ctx, first, 'Another-Pass-8!'));
  });

  it('lets a user locked out by failed sign-ins in at once', async () => {
    const { user, token } = await userWithLink();
    for (let i = 0; i < SIGN_IN_LIMITS.strangerCeiling; i++)
      await login(ctx.app, user.email, 'guess', { ip: freshIp() });
    expect((await login(ctx.app, user.email, OLD_PASSWORD)).statusCode).toBe(429);

    await resetWith(ctx, token, NEW_PASSWORD);

    expect((await login(ctx.app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a confirmation that differs, on password_confirmation, and keeps the link', async () => {
    const { token } = await userWithLink();

    const response = await resetWith(ctx, token, NEW_PASSWORD, 'Something-Else-1!');

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ field: 'password_confirmation', message: PASSWORDS_DONT_MATCH_MESSAGE }],
    });
    expect((await openLink(ctx, token)).statusCode).toBe(200);
  });

  it('refuses a weak password with the spec rule on the password field', async () => {
    const { token } = await userWithLink();

    const response = await resetWith(ctx, token, 'weakpass');

    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toContainEqual({ field: 'password', message: PASSWORD_RULE_MESSAGE });
  });

  it('refuses a link whose user was disabled since', async () => {
    const { user, token } = await userWithLink();
    await ctx.database.db.updateTable('users').set({ status: 'DISABLED' }).where('id', '=', user.id).execute();

    expectLinkExpired(await resetWith(ctx, token, NEW_PASSWORD));
  });

  it('slows down one address trying link after link', async () => {
    const { token } = await userWithLink();
    const ip = freshIp();
    for (let i = 0; i < THROTTLES.resetLink.limit; i++) {
      await openLink(ctx, `${'y'.repeat(40)}${i.toString().padStart(3, '0')}`, ip);
    }

    const blocked = await openLink(ctx, token, ip);
    expect(blocked.statusCode).toBe(429);
    expect((await openLink(ctx, token)).statusCode).toBe(200);
  });

  it('works once only when submitted twice at the same moment', async () => {
    const { user, token } = await userWithLink();

    const answers = await Promise.all([resetWith(ctx, token, NEW_PASSWORD), resetWith(ctx, token, 'Another-Pass-8!')]);

    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 410]);
    const winner = answers[0]!.statusCode === 204 ? NEW_PASSWORD : 'Another-Pass-8!';
    expect((await login(ctx.app, user.email, winner)).statusCode).toBe(200);
  });
});
