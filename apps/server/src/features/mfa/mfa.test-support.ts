import type {
  TAuditAction,
  TLoginResponse,
  TMeResponse,
  TRecoveryCodes,
  TSignedIn,
  TTotpSetup,
} from '@ledgerport/contract';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import type { TestContext } from '../../../test/build-test-app.ts';
import { bearer } from '../../../test/factories.ts';

export const PASSWORD = 'Correct-Horse-9!';

/** The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
export const codeFor = (secret: string, stepsAhead = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + stepsAhead * 30_000 });

export async function loginRaw(ctx: TestContext, email: string, extra: Record<string, unknown> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password: PASSWORD, ...extra },
  });
}

export async function secondStep(ctx: TestContext, body: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login/second-factor', payload: body });
}

/** Signs in with the password and sets up an authenticator app: its secret, the recovery codes, the token. */
export async function enrolTotp(ctx: TestContext, email: string) {
  const signedIn = (await loginRaw(ctx, email)).json() as TSignedIn;
  const headers = bearer(signedIn.token);
  const setup = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/mfa/totp', headers });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json() as TTotpSetup;
  const confirm = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/mfa/totp/confirm',
    headers,
    payload: { code: codeFor(secret) },
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { secret, token: signedIn.token, recoveryCodes: (confirm.json() as TRecoveryCodes).recovery_codes! };
}

/** The second-factor challenge of a password sign-in (fails when the answer signs in at once). */
export async function challengeOf(ctx: TestContext, email: string, extra: Record<string, unknown> = {}) {
  const response = await loginRaw(ctx, email, extra);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as TLoginResponse;
  if (!('second_factor' in body)) throw new Error('expected a second-factor step');
  return body.second_factor;
}

export async function me(ctx: TestContext, token: string) {
  return (
    await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })
  ).json() as TMeResponse;
}

/** The newest events of `action` about `target`, read straight from the trail's table. */
export const trailOf = (ctx: TestContext, action: TAuditAction, target?: string) => {
  let query = ctx.database.db
    .selectFrom('audit_events')
    .select(['result', 'detail', 'actor_user_id', 'target', 'changes'])
    .where('action', '=', action);
  if (target) query = query.where('target', '=', target);
  return query.orderBy('at', 'desc').execute();
};
