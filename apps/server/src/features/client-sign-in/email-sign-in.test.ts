import type { TSignedIn } from '@ledgerport/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { createClock } from '../../platform/time/clock.ts';
import { trailOf } from '../mfa/mfa.test-support.ts';
import {
  askForLink,
  clientUser,
  lastSignInMail,
  newBrowser,
  openLink,
  otherCode,
  renewLink,
  setClientPolicy,
  signInMailCount,
  typeCode,
} from './client-sign-in.test-support.ts';
import { EMAIL_SIGN_IN_THROTTLES } from './email-sign-in.service.ts';

const clock = createClock('UTC');
const ctx = useTestApp(undefined, {}, async () => ({ clock }));
afterEach(() => clock.set(null));

describe('"e-mail me a sign-in link" (issue 32)', () => {
  it('signs a client in once, by the link, in the browser that asked; the trail names the method', async () => {
    const client = await clientUser(ctx);
    const browser = newBrowser();

    const { response, cookie } = await askForLink(ctx, browser, client.email.toUpperCase());
    expect(response.statusCode, response.body).toBe(202);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/api\/v1\/auth\/email-link/);
    const { token, text } = await lastSignInMail(ctx, client.email);
    expect(text).toContain('15 minutes');

    const first = await openLink(ctx, browser, token);
    expect(first.statusCode, first.body).toBe(200);
    expect((first.json() as TSignedIn).user.uuid).toBe(client.id);
    const [signIn] = await trailOf(ctx, 'SIGN_IN', `user:${client.id}`);
    expect(signIn).toMatchObject({ result: 'OK', detail: 'EMAIL_LINK' });

    const again = await openLink(ctx, browser, token);
    expect(again.statusCode).toBe(410);
    expect(again.json().error.code).toBe('SIGN_IN_LINK_EXPIRED');
  });

  it('refuses the link in another browser without spending it, and sends a new one bound to that browser', async () => {
    const client = await clientUser(ctx);
    const asking = newBrowser();
    await askForLink(ctx, asking, client.email);
    const { token } = await lastSignInMail(ctx, client.email);

    const elsewhere = newBrowser();
    const refused = await openLink(ctx, elsewhere, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('SIGN_IN_LINK_OTHER_BROWSER');
    // A browser with a binding of its own (from another request) is just as foreign.
    await askForLink(ctx, elsewhere, 'someone-else@nowhere.test');
    expect((await openLink(ctx, elsewhere, token)).json().error.code).toBe('SIGN_IN_LINK_OTHER_BROWSER');
    expect((await trailOf(ctx, 'SIGN_IN', `user:${client.id}`))[0]).toMatchObject({
      result: 'DENIED',
      detail: 'EMAIL_LINK_OTHER_BROWSER',
    });

    // "Send a new link here": a second e-mail to the same address, whose link works where it was asked for.
    expect((await renewLink(ctx, elsewhere, token)).statusCode).toBe(202);
    expect(await signInMailCount(ctx, client.email)).toBe(2);
    const renewed = await lastSignInMail(ctx, client.email);
    expect((await openLink(ctx, elsewhere, renewed.token)).statusCode).toBe(200);
    // The first link still works in its own browser: being refused elsewhere did not spend it.
    expect((await openLink(ctx, asking, token)).statusCode).toBe(200);
  });

  it('ends link and code after 15 minutes of the firm clock', async () => {
    const client = await clientUser(ctx);
    const browser = newBrowser();
    await askForLink(ctx, browser, client.email);
    const { token, code } = await lastSignInMail(ctx, client.email);

    clock.set(new Date(Date.now() + 15 * 60_000 + 1_000));

    expect((await openLink(ctx, browser, token)).json().error.code).toBe('SIGN_IN_LINK_EXPIRED');
    const typed = await typeCode(ctx, browser, code);
    expect(typed.statusCode).toBe(410);
    expect(typed.json().error.code).toBe('CODE_EXPIRED');
  });

  it('takes the code in the asking browser, five tries at most', async () => {
    const client = await clientUser(ctx);
    const browser = newBrowser();
    await askForLink(ctx, browser, client.email);
    const first = await lastSignInMail(ctx, client.email);

    // Not in another browser, even the right code.
    expect((await typeCode(ctx, newBrowser(), first.code)).json().error.code).toBe('CODE_EXPIRED');
    for (const left of [4, 3, 2, 1]) {
      const wrong = await typeCode(ctx, browser, otherCode(first.code, left));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toMatchObject({ code: 'INVALID_CODE', details: [{ message: `${left} tries left` }] });
    }
    expect((await typeCode(ctx, browser, otherCode(first.code, 9))).json().error.code).toBe('CODE_EXPIRED');
    // Out of tries: the right code, and the link with it, no longer work.
    expect((await typeCode(ctx, browser, first.code)).json().error.code).toBe('CODE_EXPIRED');
    expect((await openLink(ctx, browser, first.token)).json().error.code).toBe('SIGN_IN_LINK_EXPIRED');

    // A new e-mail's code signs in, once the password throttle's wait is over: five wrong codes are five failed
    // sign-ins of the account from this address, as five wrong passwords would be.
    await askForLink(ctx, browser, client.email);
    const second = await lastSignInMail(ctx, client.email);
    const throttled = await typeCode(ctx, browser, second.code);
    expect(throttled.statusCode).toBe(429);
    const wait = Number(throttled.json().error.details[0].message);
    await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 100));
    const signedIn = await typeCode(ctx, browser, second.code);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await trailOf(ctx, 'SIGN_IN', `user:${client.id}`))[0]).toMatchObject({
      result: 'OK',
      detail: 'EMAIL_CODE',
    });
  });

  it('answers an unknown, a staff and a disabled address as a client’s, and e-mails nothing', async () => {
    const client = await clientUser(ctx);
    const staff = await createUser(ctx.database.db, { staffRoles: ['Admin'] });
    const disabled = await clientUser(ctx, { status: 'DISABLED' });
    const addresses = [client.email, 'nobody@nowhere.test', staff.email, disabled.email];

    const answers = [];
    for (const email of addresses) {
      const browser = newBrowser();
      const started = performance.now();
      const { response, cookie } = await askForLink(ctx, browser, email);
      const ms = performance.now() - started;
      // A typed wrong code answers alike too: the request that sent nothing still counts tries.
      const wrong = await typeCode(ctx, browser, '000000');
      answers.push({ status: response.statusCode, body: response.body, cookie: !!cookie, ms, wrong: wrong.body });
    }
    for (const answer of answers.slice(1)) {
      expect(answer).toMatchObject({ status: 202, body: answers[0]!.body, cookie: true });
      expect(answer.wrong.replace(/\d tries/, 'n tries')).toBe(answers[0]!.wrong.replace(/\d tries/, 'n tries'));
      expect(answer.ms).toBeGreaterThanOrEqual(240);
    }
    for (const email of addresses.slice(1)) expect(await signInMailCount(ctx, email)).toBe(0);
    const requests = await trailOf(ctx, 'SIGN_IN_LINK_REQUEST');
    expect(requests.map((r) => r.detail)).toEqual(
      expect.arrayContaining(['SENT', 'UNKNOWN_ACCOUNT', 'NOT_A_CLIENT', 'ACCOUNT_DISABLED']),
    );
  });

  it('refuses with SIGN_IN_METHOD_NOT_ALLOWED once the firm turns e-mailed links off', async () => {
    const client = await clientUser(ctx);
    const browser = newBrowser();
    await askForLink(ctx, browser, client.email);
    const { token } = await lastSignInMail(ctx, client.email);
    await setClientPolicy(ctx, { email_link: false });
    try {
      const asked = await askForLink(ctx, newBrowser(), client.email);
      expect(asked.response.statusCode).toBe(403);
      expect(asked.response.json().error.code).toBe('SIGN_IN_METHOD_NOT_ALLOWED');
      // A link e-mailed before the change no longer signs in either.
      expect((await openLink(ctx, browser, token)).json().error.code).toBe('SIGN_IN_METHOD_NOT_ALLOWED');
      expect((await ctx.app.inject({ url: '/api/v1/auth/client-sign-in-methods' })).json()).toEqual({
        password: true,
        email_link: false,
        passkey: true,
      });
    } finally {
      await setClientPolicy(ctx, {});
    }
  });

  it('throttles requests per address like the password reset', async () => {
    const browser = newBrowser();
    const statuses = [];
    for (let i = 0; i <= EMAIL_SIGN_IN_THROTTLES.request.limit; i += 1) {
      statuses.push((await askForLink(ctx, browser, `guess-${i}@nowhere.test`)).response.statusCode);
    }
    expect(statuses.slice(0, -1).every((s) => s === 202)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
