import type { TestContext } from '../../../test/build-test-app.ts';
import { freshIp, lastMail } from '../registration/registration.test-support.ts';

/** Test-only helpers of the password-reset suites. */

export const forgot = (ctx: TestContext, email: string, ip = freshIp()) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/password-reset', payload: { email }, remoteAddress: ip });

/** The token of the newest reset e-mail to `to`, read from its link. */
export async function lastResetToken(ctx: TestContext, to: string) {
  const mail = await lastMail(ctx, to, 'password-reset');
  return decodeURIComponent(/\/app\/reset-password\?token=([\w%-]+)/.exec(mail!.text_body)![1]!);
}

export const openLink = (ctx: TestContext, token: string, ip = freshIp()) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/auth/password-reset/${encodeURIComponent(token)}`, remoteAddress: ip });

export const resetWith = (ctx: TestContext, token: string, password: string, confirmation = password, ip = freshIp()) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/auth/password-reset/${encodeURIComponent(token)}`,
    payload: { password, password_confirmation: confirmation },
    remoteAddress: ip,
  });
