import type { TLoginResponse, TMfaStatus, TRecoveryCodes, TSignedIn } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, tokenFor } from '../../../test/factories.ts';
import { loginRaw, me, secondStep, trailOf } from '../mfa/mfa.test-support.ts';
import {
  askForLink,
  clientUser,
  lastSignInMail,
  newBrowser,
  openLink,
  otherCode,
  setClientPolicy,
} from './client-sign-in.test-support.ts';

const ctx = useTestApp();

/** The texts sent to a number (newest first), as the outbox driver recorded them. */
const textsTo = (to: string) =>
  ctx.database.db
    .selectFrom('sms_messages')
    .select(['body', 'locale'])
    .where('to_number', '=', to)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
const codeTextedTo = async (to: string) => /\b(\d{6})\b/.exec((await textsTo(to))[0]!.body)![1]!;

const post = (url: string, token: string | undefined, payload?: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: token ? bearer(token) : {}, payload });

describe('codes by SMS as a client second factor (issue 32)', () => {
  it('enrols a number by a texted code, then asks for a texted code after the password and after a link', async () => {
    const client = await clientUser(ctx);
    await ctx.database.db.updateTable('users').set({ locale: 'es' }).where('id', '=', client.id).execute();
    await setClientPolicy(ctx, { client_mfa_required: true });
    try {
      const first = (await loginRaw(ctx, client.email)).json() as TSignedIn;
      expect(first.mfa_enrolment_required).toBe(true);

      // Staff keep an app or a passkey; a number that is not one is refused on its field.
      const staff = await createUser(ctx.database.db, { staffRoles: ['Admin'] });
      const staffToken = await tokenFor(ctx.app, staff.email);
      expect((await post('/auth/mfa/sms', staffToken, { phone: '(212) 555-0123' })).statusCode).toBe(403);
      const bad = await post('/auth/mfa/sms', first.token, { phone: '12' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.details).toEqual([expect.objectContaining({ field: 'phone' })]);

      // A US number as dialled: the code goes there in the client's language, with the firm's name.
      expect((await post('/auth/mfa/sms', first.token, { phone: '(212) 555-0123' })).statusCode).toBe(202);
      const [text] = await textsTo('+12125550123');
      expect(text).toMatchObject({ locale: 'es' });
      expect(text!.body).toMatch(/^\d{6} es su código de acceso a .+\./);
      const enrolCode = await codeTextedTo('+12125550123');
      expect((await post('/auth/mfa/sms/confirm', first.token, { code: otherCode(enrolCode) })).statusCode).toBe(400);
      const confirmed = await post('/auth/mfa/sms/confirm', first.token, { code: enrolCode });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect((confirmed.json() as TRecoveryCodes).recovery_codes).toHaveLength(10);
      expect((await me(ctx, first.token)).mfa_enrolment_required).toBe(false);
      const status = (await ctx.app.inject({ url: '/api/v1/auth/mfa', headers: bearer(first.token) })).json();
      expect(status as TMfaStatus).toMatchObject({ sms_code: '•••• 0123', email_code: false, totp: false });
      expect((await trailOf(ctx, 'MFA_ENROL', `user:${client.id}`))[0]).toMatchObject({ detail: 'SMS_CODE' });

      // The password, then a texted code (a number seen masked only).
      const login = (await loginRaw(ctx, client.email)).json() as TLoginResponse;
      if (!('second_factor' in login)) throw new Error('expected a second step');
      expect(login.second_factor).toMatchObject({ methods: ['sms_code', 'recovery_code'], sms_to: '•••• 0123' });
      const { challenge } = login.second_factor;
      // Codes by e-mail are not this client's factor.
      expect((await post('/auth/login/second-factor/code', undefined, { challenge })).statusCode).toBe(401);
      const sent = await post('/auth/login/second-factor/code', undefined, { challenge, channel: 'sms' });
      expect(sent.statusCode, sent.body).toBe(202);
      const code = await codeTextedTo('+12125550123');
      const wrong = await secondStep(ctx, { challenge, sms_code: otherCode(code) });
      expect(wrong.json().error.code).toBe('INVALID_SECOND_FACTOR');
      const done = await secondStep(ctx, { challenge, sms_code: code });
      expect(done.statusCode, done.body).toBe(200);
      // Each code works once.
      expect((await secondStep(ctx, { challenge, sms_code: code })).statusCode).toBe(401);
      expect((await trailOf(ctx, 'SIGN_IN', `user:${client.id}`))[0]).toMatchObject({
        result: 'OK',
        detail: 'PASSWORD_AND_SMS_CODE',
      });

      // An e-mailed link is another channel than the phone: it leads to a texted code, not a refusal.
      const browser = newBrowser();
      await askForLink(ctx, browser, client.email);
      const opened = (await openLink(ctx, browser, (await lastSignInMail(ctx, client.email)).token)).json();
      expect(opened.second_factor.methods).toEqual(['sms_code', 'recovery_code']);
      const linkChallenge = opened.second_factor.challenge as string;
      expect((await post('/auth/login/second-factor/code', undefined, { challenge: linkChallenge })).statusCode).toBe(
        401,
      );
      await post('/auth/login/second-factor/code', undefined, { challenge: linkChallenge, channel: 'sms' });
      const afterLink = await secondStep(ctx, {
        challenge: linkChallenge,
        sms_code: await codeTextedTo('+12125550123'),
      });
      expect(afterLink.statusCode, afterLink.body).toBe(200);
      expect((await trailOf(ctx, 'SIGN_IN', `user:${client.id}`))[0]).toMatchObject({
        detail: 'EMAIL_LINK_AND_SMS_CODE',
      });

      // The last factor stays while the firm requires one; a SuperAdmin's reset removes it.
      const headers = bearer((done.json() as TSignedIn).token);
      const removal = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/auth/mfa/sms', headers });
      expect(removal.json().error.code).toBe('MFA_FACTOR_REQUIRED');
      await setClientPolicy(ctx, {});
      const removed = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/auth/mfa/sms', headers });
      expect(removed.statusCode, removed.body).toBe(204);
      expect('second_factor' in ((await loginRaw(ctx, client.email)).json() as TLoginResponse)).toBe(false);
    } finally {
      await setClientPolicy(ctx, {});
    }
  });

  it('never replaces a confirmed number by starting again, and a code for another number does not confirm', async () => {
    const client = await clientUser(ctx);
    const token = (await loginRaw(ctx, client.email)).json().token as string;
    await post('/auth/mfa/sms', token, { phone: '+1 212 555 0123' });
    // A second start (a mistyped number fixed) replaces the pending number and its code.
    await post('/auth/mfa/sms', token, { phone: '+1 646 555 0199' });
    const code = await codeTextedTo('+16465550199');
    expect((await post('/auth/mfa/sms/confirm', token, { code })).statusCode).toBe(200);
    const again = await post('/auth/mfa/sms', token, { phone: '+1 212 555 0123' });
    expect(again.statusCode).toBe(409);
    const status = (await ctx.app.inject({ url: '/api/v1/auth/mfa', headers: bearer(token) })).json();
    expect(status.sms_code).toBe('•••• 0199');
  });
});
