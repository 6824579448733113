import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestContext } from '../../../test/build-test-app.ts';
import { invite } from '../invitations/invitations.test-support.ts';

/** Test-only helpers shared by the registration and password-reset suites. */

export { invite };

export const NEW_PASSWORD = 'Brand-New-Pass-7!';

/** A fresh client address per call, so one test's requests never use up another's per-IP allowance. */
export const freshIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@firm.test`;

/** Every e-mail queued to `to` with this template, oldest first. */
export const mailsTo = (ctx: TestContext, to: string, template: string) =>
  ctx.database.db
    .selectFrom('outbox_messages')
    .select(['text_body', 'subject', 'locale'])
    .where('to_address', '=', to)
    .where('template', '=', template)
    .orderBy('seq', 'asc')
    .execute();

export const lastMail = async (ctx: TestContext, to: string, template: string) =>
  (await mailsTo(ctx, to, template)).at(-1);

/** The 6-digit code of the newest sign-up e-mail to `to` (it stands alone on its line). */
export async function lastCode(ctx: TestContext, to: string) {
  const mail = await lastMail(ctx, to, 'signup-code');
  return /^(\d{6})$/m.exec(mail!.text_body)![1]!;
}

export const register = (ctx: TestContext, token: string, body: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/invitations/${encodeURIComponent(token)}/register`, payload: body });

export const confirm = (ctx: TestContext, username: string, code: string, ip = '127.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/registration/confirm',
    payload: { username, code },
    remoteAddress: ip,
  });

/** Invited, registered with NEW_PASSWORD, and holding an e-mailed code: waiting only for the code. */
export async function pendingRegistrant(ctx: TestContext, label: string) {
  const email = uniqueEmail(label);
  const { userId, token } = await invite(ctx, email);
  expect((await register(ctx, token, { name: 'Ivy Registered', password: NEW_PASSWORD })).statusCode).toBe(202);
  return { email, userId, token, code: await lastCode(ctx, email) };
}

/** A 6-digit code that is not `code`. */
export const otherCode = (code: string, offset = 1) => String((Number(code) + offset) % 1_000_000).padStart(6, '0');
