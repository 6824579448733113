import type { TPermission } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { call, roleIdOf, STRONG_PASSWORD, tokenWith } from './users.test-support.ts';

const ctx = useTestApp();

const someId = '00000000-0000-4000-8000-000000000000';
const body = async () => ({
  name: 'Nora',
  email: `nora-${Math.random().toString(36).slice(2, 8)}@firm.test`,
  mobile: '5550100',
  password: STRONG_PASSWORD,
  password_confirmation: STRONG_PASSWORD,
  status: 'ACTIVE',
  roles: [await roleIdOf(ctx, 'Processor')],
});

const routes: { method: 'GET' | 'POST' | 'PUT'; url: string; needs: TPermission; ok: number }[] = [
  { method: 'GET', url: '/users', needs: 'view user', ok: 200 },
  { method: 'GET', url: `/users/${someId}`, needs: 'view user', ok: 404 },
  { method: 'POST', url: '/users', needs: 'create user', ok: 201 },
  { method: 'PUT', url: `/users/${someId}`, needs: 'update user', ok: 404 },
];

describe('who may use the user routes', () => {
  it.each(routes)('$method $url answers 401 without a token', async ({ method, url }) => {
    const response = await call(ctx, undefined, method, url, method === 'GET' ? undefined : await body());
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });

  it.each(routes)('$method $url needs "$needs" (403 without it)', async ({ method, url, needs, ok }) => {
    const payload = method === 'GET' ? undefined : await body();
    const others = (['view user', 'create user', 'update user', 'view ROLE'] as TPermission[]).filter(
      (p) => p !== needs,
    );

    const refused = await call(ctx, await tokenWith(ctx, others), method, url, payload);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
    expect((await call(ctx, await tokenWith(ctx, [needs]), method, url, payload)).statusCode).toBe(ok);
  });

  it('does not show or edit users who only belong to a tenant', async () => {
    const client = await createUser(ctx.database.db);
    const token = await tokenWith(ctx, ['view user', 'update user']);

    expect((await call(ctx, token, 'GET', `/users/${client.id}`)).statusCode).toBe(404);
    expect((await call(ctx, token, 'PUT', `/users/${client.id}`, await body())).statusCode).toBe(404);
  });
});
