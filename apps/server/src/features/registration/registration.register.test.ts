import { createHash } from 'node:crypto';
import { PASSWORD_RULE_MESSAGE, SIGNUP_CODE_TTL_MINUTES } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { login } from '../../../test/factories.ts';
import {
  confirm,
  invite,
  lastCode,
  mailsTo,
  NEW_PASSWORD,
  otherCode,
  register,
  uniqueEmail,
} from './registration.test-support.ts';

const ctx = useTestApp();

const lookup = (token: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/invitations/${encodeURIComponent(token)}` });

describe('POST /api/v1/invitations/{token}/register', () => {
  it('takes an invitee from the link to a signed-in account: register, e-mailed code, confirm, log in', async () => {
    const email = uniqueEmail('ivy');
    const { token } = await invite(ctx, email);
    expect((await lookup(token)).statusCode).toBe(200);

    const registered = await register(ctx, token, { name: '  Ivy Chosen  ', password: NEW_PASSWORD });
    expect(registered.statusCode).toBe(202);
    const body = registered.json();
    expect(body.email).toBe(email);
    const lifetime = Date.parse(body.code_expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan((SIGNUP_CODE_TTL_MINUTES - 1) * 60_000);
    expect(lifetime).toBeLessThanOrEqual(SIGNUP_CODE_TTL_MINUTES * 60_000);

    // Not yet: the address is unproven until the code comes back.
    expect((await login(ctx.app, email, NEW_PASSWORD)).statusCode).toBe(401);

    const code = await lastCode(ctx, email);
    const wrong = await confirm(ctx, email, otherCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: 'INVALID_CODE',
      details: [{ field: 'code', message: '4 tries left' }],
    });

    const right = await confirm(ctx, email.toUpperCase(), code);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ accepted: true });

    const signedIn = await login(ctx.app, email, NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.name).toBe('Ivy Chosen');
    // The link is spent: the registration screen now answers like an unknown link.
    expect((await lookup(token)).statusCode).toBe(404);
    expect((await register(ctx, token, { name: 'Again', password: NEW_PASSWORD })).statusCode).toBe(404);
  });

  it('stores only a keyed hash of the code, never the digits', async () => {
    const email = uniqueEmail('hash');
    const { userId, token } = await invite(ctx, email);
    await register(ctx, token, { name: 'Hash Check', password: NEW_PASSWORD });
    const code = await lastCode(ctx, email);

    const rows = await ctx.database.db.selectFrom('signup_codes').selectAll().where('user_id', '=', userId).execute();

    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(code);
    expect(stored).not.toContain(createHash('sha256').update(code).digest('hex'));
  });

  it('sends a fresh code when the invitee registers again, and the first code dies', async () => {
    const email = uniqueEmail('twice');
    const { userId, token } = await invite(ctx, email);
    await register(ctx, token, { name: 'First Try', password: NEW_PASSWORD });
    const firstCode = await lastCode(ctx, email);
    expect((await register(ctx, token, { name: 'Second Try', password: NEW_PASSWORD })).statusCode).toBe(202);
    const secondCode = await lastCode(ctx, email);
    expect(await mailsTo(ctx, email, 'signup-code')).toHaveLength(2);
    const live = await ctx.database.db.selectFrom('signup_codes').select('id').where('user_id', '=', userId).execute();
    expect(live).toHaveLength(1);

    // One chance in a million the two codes coincide; then there is no stale code to try.
    if (firstCode !== secondCode) {
      const stale = await confirm(ctx, email, firstCode);
      expect(stale.statusCode).toBe(400);
      expect(stale.json().error.code).toBe('INVALID_CODE');
    }
    expect((await confirm(ctx, email, secondCode)).statusCode).toBe(200);
    const signedIn = await login(ctx.app, email, NEW_PASSWORD);
    expect(signedIn.json().user.name).toBe('Second Try');
  });

  it('refuses a weak password with the spec rule on the password field, and stores nothing', async () => {
    const email = uniqueEmail('weak');
    const { token } = await invite(ctx, email);

    const response = await register(ctx, token, { name: 'Weak', password: 'password' });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ field: 'password', message: PASSWORD_RULE_MESSAGE }],
    });
    expect(await mailsTo(ctx, email, 'signup-code')).toHaveLength(0);
  });

  it('follows the link rules of the lookup: unknown 404, expired 410 INVITATION_EXPIRED', async () => {
    const unknown = await register(ctx, 'x'.repeat(43), { name: 'Nobody', password: NEW_PASSWORD });
    expect(unknown.statusCode).toBe(404);

    const email = uniqueEmail('late');
    const { userId, token } = await invite(ctx, email);
    await ctx.database.db
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', userId)
      .execute();

    const late = await register(ctx, token, { name: 'Late', password: NEW_PASSWORD });
    expect(late.statusCode).toBe(410);
    expect(late.json().error.code).toBe('INVITATION_EXPIRED');
    expect(await mailsTo(ctx, email, 'signup-code')).toHaveLength(0);
  });

  it("e-mails the code in the invitee's language", async () => {
    const email = uniqueEmail('de');
    const { userId, token } = await invite(ctx, email);
    await ctx.database.db.updateTable('users').set({ locale: 'de' }).where('id', '=', userId).execute();

    await register(ctx, token, { name: 'Dora', password: NEW_PASSWORD });

    const [mail] = await mailsTo(ctx, email, 'signup-code');
    expect(mail).toMatchObject({ locale: 'de', subject: 'Ihr Bestätigungscode für Ledgerport' });
  });
});
