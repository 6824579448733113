import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer, createTenant, createUser, tokenFor } from '../../../test/factories.ts';
import { assertTenantPermission, principalOf, requireAuth, requirePermission } from './guards.ts';

// Routes that exist only in this test, to exercise the guards every feature route will use.
function probeRoutes(app: FastifyInstance) {
  app.get('/probe/users', { preHandler: [requireAuth, requirePermission('create user')] }, async () => ({ ok: true }));
  app.get<{ Params: { tenantId: string } }>(
    '/probe/tenants/:tenantId/files',
    { preHandler: requireAuth },
    async (request) => {
      assertTenantPermission(principalOf(request).access, request.params.tenantId, 'upload files');
      return { ok: true };
    },
  );
  app.get<{ Params: { tenantId: string } }>(
    '/probe/tenants/:tenantId/users',
    { preHandler: requireAuth },
    async (request) => {
      assertTenantPermission(principalOf(request).access, request.params.tenantId, 'create tenant user');
      return { ok: true };
    },
  );
}

const ctx = useTestApp(probeRoutes);
const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('permission and tenant guards', () => {
  it('refuses a firm permission the caller lacks with 403, and allows it to a holder', async () => {
    const processor = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const admin = await createUser(ctx.database.db, { staffRoles: ['Admin'] });

    const refused = await get('/probe/users', await tokenFor(ctx.app, processor.email));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
    expect((await get('/probe/users', await tokenFor(ctx.app, admin.email))).statusCode).toBe(200);
  });

  it('lets a tenant user into their own tenant and answers 404 for another tenant', async () => {
    const mine = await createTenant(ctx.database.db);
    const theirs = await createTenant(ctx.database.db);
    const user = await createUser(ctx.database.db, { tenantRoles: { [mine.id]: 'TenantManager' } });
    const token = await tokenFor(ctx.app, user.email);

    expect((await get(`/probe/tenants/${mine.id}/files`, token)).statusCode).toBe(200);
    const foreign = await get(`/probe/tenants/${theirs.id}/files`, token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('NOT_FOUND');
  });

  it('applies the role held in each tenant separately', async () => {
    const owned = await createTenant(ctx.database.db);
    const managed = await createTenant(ctx.database.db);
    const user = await createUser(ctx.database.db, {
      tenantRoles: { [owned.id]: 'TenantOwner', [managed.id]: 'TenantManager' },
    });
    const token = await tokenFor(ctx.app, user.email);

    expect((await get(`/probe/tenants/${owned.id}/users`, token)).statusCode).toBe(200);
    expect((await get(`/probe/tenants/${managed.id}/users`, token)).statusCode).toBe(403);
  });

  it('shuts the users of an in-active tenant out of it', async () => {
    const dormant = await createTenant(ctx.database.db, { status: 0 });
    const user = await createUser(ctx.database.db, { tenantRoles: { [dormant.id]: 'TenantOwner' } });

    expect((await get(`/probe/tenants/${dormant.id}/files`, await tokenFor(ctx.app, user.email))).statusCode).toBe(404);
  });

  it('lets firm staff into any tenant for what their role grants', async () => {
    const tenant = await createTenant(ctx.database.db);
    const processor = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const token = await tokenFor(ctx.app, processor.email);

    expect((await get(`/probe/tenants/${tenant.id}/files`, token)).statusCode).toBe(200);
    expect((await get(`/probe/tenants/${tenant.id}/users`, token)).statusCode).toBe(403);
  });
});
