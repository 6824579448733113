import type { TLoginResponse, TMfaStatus, TRecoveryCodes, TSignedIn } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, tokenFor } from '../../../test/factories.ts';
import { codeFor, enrolTotp, loginRaw, me, secondStep, trailOf } from '../mfa/mfa.test-support.ts';
import { lastMail } from '../registration/registration.test-support.ts';
import {
  askForLink,
  clientUser,
  lastSignInMail,
  newBrowser,
  openLink,
  setClientPolicy,
} from './client-sign-in.test-support.ts';

const ctx = useTestApp();

const codeIn = async (to: string) => /^(\d{6})$/m.exec((await lastMail(ctx, to, 'sign-in-code'))!.text_body)![1]!;

const putSettings = (token: string, body: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/v1/firm-settings/client-sign-in', headers: bearer(token), payload: body });

describe('client sign-in settings and two-step sign-in for clients (issue 32)', () => {
  it('lets an Admin choose the methods (at least one), on the trail; others are refused', async () => {
    const admin = await createUser(ctx.database.db, { staffRoles: ['Admin'] });
    const processor = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const adminToken = await tokenFor(ctx.app, admin.email);

    const none = await putSettings(adminToken, {
      password: false,
      email_link: false,
      passkey: false,
      client_mfa_required: false,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.code).toBe('VALIDATION_ERROR');

    const next = { password: false, email_link: true, passkey: true, client_mfa_required: false };
    const saved = await putSettings(adminToken, next);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(next);
    const [event] = await trailOf(ctx, 'FIRM_SETTING_CHANGE', 'firm:client-sign-in');
    expect(event).toMatchObject({ result: 'OK', actor_user_id: admin.id });
    expect(event!.changes).toMatchObject({ password: { from: true, to: false } });

    const refused = await putSettings(await tokenFor(ctx.app, processor.email), { ...next, password: true });
    expect(refused.statusCode).toBe(403);
    expect((await trailOf(ctx, 'FIRM_SETTING_CHANGE', 'firm:client-sign-in'))[0]).toMatchObject({ result: 'DENIED' });

    // Passwords off for clients: a client's right password is refused with the stable code, a wrong one as ever;
    // staff sign in with theirs.
    const client = await clientUser(ctx);
    const right = await loginRaw(ctx, client.email);
    expect(right.statusCode).toBe(403);
    expect(right.json().error.code).toBe('SIGN_IN_METHOD_NOT_ALLOWED');
    const wrong = await loginRaw(ctx, client.email, { password: 'Not-The-Password-1!' });
    expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');
    expect((await loginRaw(ctx, processor.email)).statusCode).toBe(200);
    expect((await trailOf(ctx, 'SIGN_IN', `user:${client.id}`))[1]).toMatchObject({
      result: 'DENIED',
      detail: 'METHOD_NOT_ALLOWED',
    });
    await setClientPolicy(ctx, {});
  });

  it('with two-step required, leads a client to enrol codes by e-mail, then asks for one after the password', async () => {
    const client = await clientUser(ctx);
    const admin = await createUser(ctx.database.db, { staffRoles: ['SuperAdmin'] });
    const adminToken = await tokenFor(ctx.app, admin.email);
    const policy = { password: true, email_link: true, passkey: true, client_mfa_required: true };
    expect((await putSettings(adminToken, policy)).statusCode).toBe(200);
    try {
      // No factor yet: the session reaches only enrolment.
      const first = (await loginRaw(ctx, client.email)).json() as TSignedIn;
      expect(first.mfa_enrolment_required).toBe(true);
      const headers = bearer(first.token);
      expect((await ctx.app.inject({ url: '/api/v1/tenants', headers })).statusCode).toBe(403);

      // Staff cannot choose codes by e-mail; a client can.
      const staffTry = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/mfa/email',
        headers: bearer(adminToken),
      });
      expect(staffTry.statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/mfa/email', headers })).statusCode).toBe(202);
      const enrolCode = await codeIn(client.email);
      const wrongConfirm = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/mfa/email/confirm',
        headers,
        payload: { code: enrolCode === '000000' ? '000001' : '000000' },
      });
      expect(wrongConfirm.statusCode).toBe(400);
      const confirm = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/mfa/email/confirm',
        headers,
        payload: { code: enrolCode },
      });
      expect(confirm.statusCode, confirm.body).toBe(200);
      expect((confirm.json() as TRecoveryCodes).recovery_codes).toHaveLength(10);
      expect((await me(ctx, first.token)).mfa_enrolment_required).toBe(false);
      const status = (await ctx.app.inject({ url: '/api/v1/auth/mfa', headers })).json() as TMfaStatus;
      expect(status).toMatchObject({ required: true, email_code: true, totp: false });

      // The password, then a code by e-mail.
      const login = (await loginRaw(ctx, client.email)).json() as TLoginResponse;
      if (!('second_factor' in login)) throw new Error('expected a second step');
      expect(login.second_factor.methods).toEqual(['email_code', 'recovery_code']);
      const sent = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login/second-factor/code',
        payload: { challenge: login.second_factor.challenge },
      });
      expect(sent.statusCode, sent.body).toBe(202);
      const code = await codeIn(client.email);
      expect(code).not.toBe(enrolCode);
      const done = await secondStep(ctx, { challenge: login.second_factor.challenge, email_code: code });
      expect(done.statusCode, done.body).toBe(200);
      expect((await trailOf(ctx, 'SIGN_IN', `user:${client.id}`))[0]).toMatchObject({
        result: 'OK',
        detail: 'PASSWORD_AND_EMAIL_CODE',
      });

      // An e-mailed link is the same mailbox: with codes by e-mail as the only factor, it is refused with a reason.
      const browser = newBrowser();
      await askForLink(ctx, browser, client.email);
      const refused = await openLink(ctx, browser, (await lastSignInMail(ctx, client.email)).token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('EMAIL_LINK_NEEDS_OTHER_FACTOR');

      // The last factor stays while the firm requires one.
      const removal = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/auth/mfa/email', headers });
      expect(removal.json().error.code).toBe('MFA_FACTOR_REQUIRED');
    } finally {
      await setClientPolicy(ctx, {});
    }
  });

  it('asks a client with an authenticator app for it after the link too', async () => {
    const client = await clientUser(ctx);
    const { secret } = await enrolTotp(ctx, client.email);
    const browser = newBrowser();
    await askForLink(ctx, browser, client.email);
    const opened = (await openLink(ctx, browser, (await lastSignInMail(ctx, client.email)).token)).json();
    expect(opened.second_factor.methods).toEqual(['totp', 'recovery_code']);
    const done = await secondStep(ctx, { challenge: opened.second_factor.challenge, code: codeFor(secret, 1) });
    expect(done.statusCode, done.body).toBe(200);
    expect((await trailOf(ctx, 'SIGN_IN', `user:${client.id}`))[0]).toMatchObject({ detail: 'EMAIL_LINK_AND_TOTP' });
  });
});
