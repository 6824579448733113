import type { TestContext } from '../../../test/build-test-app.ts';
import { bearer, createTenant, createUser, tokenFor } from '../../../test/factories.ts';

/** A tenant with a signed-in TenantOwner, a signed-in TenantManager, and a signed-in TenantOwner of ANOTHER tenant. */
export async function tenantWithPeople(ctx: TestContext) {
  const db = ctx.database.db;
  const tenant = await createTenant(db);
  const otherTenant = await createTenant(db);
  const owner = await createUser(db, { name: 'Olga Owner', tenantRoles: { [tenant.id]: 'TenantOwner' } });
  const manager = await createUser(db, { name: 'Mona Manager', tenantRoles: { [tenant.id]: 'TenantManager' } });
  const outsider = await createUser(db, { name: 'Otto Outsider', tenantRoles: { [otherTenant.id]: 'TenantOwner' } });
  return {
    tenant,
    otherTenant,
    owner,
    manager,
    ownerToken: await tokenFor(ctx.app, owner.email),
    managerToken: await tokenFor(ctx.app, manager.email),
    outsiderToken: await tokenFor(ctx.app, outsider.email),
  };
}

export const staffToken = async (ctx: TestContext, role: 'SuperAdmin' | 'Admin' | 'Processor' = 'Admin') =>
  tokenFor(ctx.app, (await createUser(ctx.database.db, { staffRoles: [role] })).email);

export const newTenantUser = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nina Newcomer',
  email: `nina-${Math.random().toString(36).slice(2, 8)}@client.test`,
  phone_mobile: '5550101010',
  user_type: 'TenantManager',
  ...overrides,
});

export const tenantUsersApi = (ctx: TestContext) => ({
  list: (token: string, tenantId: string, query = '') =>
    ctx.app.inject({ method: 'GET', url: `/api/v1/tenants/${tenantId}/users${query}`, headers: bearer(token) }),
  add: (token: string, tenantId: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/v1/tenants/${tenantId}/users`, headers: bearer(token), payload }),
  link: (token: string, tenantId: string, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1/tenants/${tenantId}/users/link`,
      headers: bearer(token),
      payload,
    }),
  resend: (token: string, tenantId: string, userId: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1/tenants/${tenantId}/users/${userId}/invitation`,
      headers: bearer(token),
    }),
});
