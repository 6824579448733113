import type { TPermission } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { call, tokenWith } from '../users/users.test-support.ts';

const ctx = useTestApp();

const body = () => ({ name: `Reviewer ${Math.random().toString(36).slice(2, 8)}`, permissions: [1] });
const routes: { method: 'GET' | 'POST' | 'PUT'; url: string; needs: TPermission; ok: number }[] = [
  { method: 'GET', url: '/roles', needs: 'view ROLE', ok: 200 },
  { method: 'GET', url: '/roles/999999', needs: 'view ROLE', ok: 404 },
  { method: 'GET', url: '/permission-groups', needs: 'view ROLE', ok: 200 },
  { method: 'POST', url: '/roles', needs: 'create ROLE', ok: 201 },
  { method: 'PUT', url: '/roles/999999', needs: 'update ROLE', ok: 404 },
];

describe('who may use the role routes', () => {
  it.each(routes)('$method $url answers 401 without a token', async ({ method, url }) => {
    const response = await call(ctx, undefined, method, url, method === 'GET' ? undefined : body());
    expect(response.statusCode).toBe(401);
  });

  it.each(routes)('$method $url needs "$needs" (403 without it)', async ({ method, url, needs, ok }) => {
    const others = (['view ROLE', 'create ROLE', 'update ROLE', 'view user', 'update user'] as TPermission[]).filter(
      (p) => p !== needs,
    );

    const refused = await call(ctx, await tokenWith(ctx, others), method, url, method === 'GET' ? undefined : body());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
    const allowed = await call(ctx, await tokenWith(ctx, [needs]), method, url, method === 'GET' ? undefined : body());
    expect(allowed.statusCode).toBe(ok);
  });
});
