import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, tokenFor } from '../../../test/factories.ts';
import { forgot } from '../password-reset/password-reset.test-support.ts';
import { mailsTo } from '../registration/registration.test-support.ts';

const ctx = useTestApp();

const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });

describe('sessions', () => {
  it('answers /auth/me for a live token and refuses one without', async () => {
    const user = await createUser(ctx.database.db, { name: 'Grace', staffRoles: ['SuperAdmin'] });
    const token = await tokenFor(ctx.app, user.email);

    const ok = await me(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.name).toBe('Grace');
    expect(ok.json().permissions).toContain('update ROLE');

    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('logout ends the session at once, without touching the user’s other sessions', async () => {
    const user = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const laptop = await tokenFor(ctx.app, user.email);
    const phone = await tokenFor(ctx.app, user.email);

    const out = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(laptop) });

    expect(out.statusCode).toBe(204);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(200);
  });

  it('refuses a forged or tampered token', async () => {
    const user = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const token = await tokenFor(ctx.app, user.email);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const otherPayload = Buffer.from(
      JSON.stringify({ ...claims, sub: '00000000-0000-0000-0000-000000000000' }),
    ).toString('base64url');

    expect((await me(`${header}.${otherPayload}.${signature}`)).statusCode).toBe(401);
    expect((await me('not.a.token')).statusCode).toBe(401);
  });

  it('refuses the next request of a user who has been disabled, and an expired session', async () => {
    const user = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const token = await tokenFor(ctx.app, user.email);
    await ctx.database.db.updateTable('users').set({ status: 'DISABLED' }).where('id', '=', user.id).execute();
    expect((await me(token)).statusCode).toBe(401);

    const other = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const otherToken = await tokenFor(ctx.app, other.email);
    await ctx.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', other.id)
      .execute();
    expect((await me(otherToken)).statusCode).toBe(401);
  });

  it('stores the language the user picks, and rejects one we do not offer', async () => {
    const user = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const token = await tokenFor(ctx.app, user.email);

    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/me/locale',
      headers: bearer(token),
      payload: { locale: 'de' },
    });
    expect(saved.statusCode).toBe(204);
    expect((await me(token)).json().user.locale).toBe('de');

    const refused = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/me/locale',
      headers: bearer(token),
      payload: { locale: 'fr' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details[0].field).toBe('locale');
    expect((await me(token)).json().user.locale).toBe('de');
  });

  it('writes the e-mails that follow in the language the user picked', async () => {
    const user = await createUser(ctx.database.db, { locale: 'en', staffRoles: ['Processor'] });
    const token = await tokenFor(ctx.app, user.email);
    const picked = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/me/locale',
      headers: bearer(token),
      payload: { locale: 'it' },
    });
    expect(picked.statusCode).toBe(204);

    await forgot(ctx, user.email);

    const [mail] = await mailsTo(ctx, user.email, 'password-reset');
    expect(mail).toMatchObject({ locale: 'it', subject: 'Reimposti la password di Ledgerport' });
    expect(mail!.text_body).toMatch(/Il link scade tra \d+ minuti\./);
  });
});
