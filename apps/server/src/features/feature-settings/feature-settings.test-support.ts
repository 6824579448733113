import type { TFeatureKey } from '@ledgerport/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestContext } from '../../../test/build-test-app.ts';
import { bearer, createUser, tokenFor } from '../../../test/factories.ts';

export const featureSettingsApi = (ctx: TestContext) => ({
  list: (token: string) => ctx.app.inject({ method: 'GET', url: '/api/v1/feature-settings', headers: bearer(token) }),
  update: (token: string, key: string, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: `/api/v1/feature-settings/${key}`, headers: bearer(token), payload }),
  setStatus: (token: string, key: string, payload: object) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/feature-settings/${key}/status`,
      headers: bearer(token),
      payload,
    }),
  flags: (token: string) => ctx.app.inject({ method: 'GET', url: '/api/v1/features', headers: bearer(token) }),
});

/** A signed-in SuperAdmin: the only built-in role holding 'manage feature settings'. */
export async function superAdmin(ctx: TestContext, name = 'Sue Super') {
  const user = await createUser(ctx.database.db, { staffRoles: ['SuperAdmin'], name });
  return { user, token: await tokenFor(ctx.app, user.email) };
}

/** Flips a switch through the API, as the settings screen does, and checks it took. */
export async function switchFeature(ctx: TestContext, token: string, key: TFeatureKey, on: boolean) {
  const response = await featureSettingsApi(ctx).setStatus(token, key, { status: on ? 1 : 0 });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ key, status: on ? 1 : 0 });
}

/** The refusal every switched-off feature answers: 403 FEATURE_DISABLED naming the key. */
export function expectFeatureDisabled(response: LightMyRequestResponse, key: TFeatureKey) {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({
    error: { code: 'FEATURE_DISABLED', message: expect.any(String), details: [{ field: 'feature', message: key }] },
  });
}

/** The trail of feature-setting changes, oldest first. */
export const featureAudit = (ctx: TestContext) =>
  ctx.database.db
    .selectFrom('audit_events')
    .select(['action', 'result', 'actor_user_id', 'tenant_id', 'target', 'detail', 'changes'])
    .where('action', '=', 'FEATURE_SETTING_CHANGE')
    .orderBy('seq')
    .execute();
