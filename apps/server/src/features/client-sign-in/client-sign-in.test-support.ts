import type { TClientSignInSettings } from '@ledgerport/contract';
import { expect } from 'vitest';
import type { TestContext } from '../../../test/build-test-app.ts';
import { createTenant, createUser } from '../../../test/factories.ts';
import { writeClientSignInPolicy } from '../../platform/auth/client-sign-in-policy.repo.ts';
import { freshIp, lastMail, mailsTo } from '../registration/registration.test-support.ts';
import { BINDING_COOKIE } from './browser-binding.ts';

/** Test-only helpers of the client sign-in suites (issue 32). */

/** A client user (TenantOwner of a new company). */
export async function clientUser(ctx: TestContext, spec: { email?: string; status?: 'ACTIVE' | 'DISABLED' } = {}) {
  const tenant = await createTenant(ctx.database.db);
  return createUser(ctx.database.db, { ...spec, tenantRoles: { [tenant.id]: 'TenantOwner' } });
}

/** A browser: an address and the binding cookie it was given, sent back with every request. */
export type Browser = { ip: string; binding?: string };
export const newBrowser = (): Browser => ({ ip: freshIp() });

const cookieOf = (browser: Browser) => (browser.binding ? { cookie: `${BINDING_COOKIE}=${browser.binding}` } : {});

function keepCookie(browser: Browser, setCookie: string | string[] | undefined) {
  const header = [setCookie ?? []].flat().find((c) => c.startsWith(`${BINDING_COOKIE}=`));
  if (header) browser.binding = header.split(';')[0]!.slice(BINDING_COOKIE.length + 1);
  return header;
}

export async function askForLink(ctx: TestContext, browser: Browser, email: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/email-link',
    payload: { email },
    remoteAddress: browser.ip,
    headers: cookieOf(browser),
  });
  return { response, cookie: keepCookie(browser, response.headers['set-cookie']) };
}

export async function renewLink(ctx: TestContext, browser: Browser, token: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/email-link/renew',
    payload: { token },
    remoteAddress: browser.ip,
    headers: cookieOf(browser),
  });
  keepCookie(browser, response.headers['set-cookie']);
  return response;
}

export const openLink = (ctx: TestContext, browser: Browser, token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/email-link/sign-in',
    payload: { token },
    remoteAddress: browser.ip,
    headers: cookieOf(browser),
  });

export const typeCode = (ctx: TestContext, browser: Browser, code: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/email-link/code',
    payload: { code },
    remoteAddress: browser.ip,
    headers: cookieOf(browser),
  });

/** The token and code of the newest sign-in e-mail to `to`. */
export async function lastSignInMail(ctx: TestContext, to: string) {
  const mail = await lastMail(ctx, to, 'email-sign-in');
  expect(mail, `no sign-in e-mail to ${to}`).toBeDefined();
  const token = decodeURIComponent(/\/app\/sign-in\/link\?token=([\w%-]+)/.exec(mail!.text_body)![1]!);
  const code = /^(\d{6})$/m.exec(mail!.text_body)![1]!;
  return { token, code, text: mail!.text_body };
}

export const signInMailCount = async (ctx: TestContext, to: string) => (await mailsTo(ctx, to, 'email-sign-in')).length;

export const setClientPolicy = (
  ctx: TestContext,
  policy: Partial<TClientSignInSettings>,
  byUserId: string | null = null,
) =>
  writeClientSignInPolicy(
    ctx.database.db,
    { password: true, email_link: true, passkey: true, client_mfa_required: false, ...policy },
    byUserId,
  );

/** A code `wrong` digits away from `code` (never equal to it). */
export const otherCode = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, '0');
