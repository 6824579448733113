import { describe, expect, it } from 'vitest';
import { asCaller, fromCaller, latestEvent, readTrail, withOkEventRefused } from '../../../test/audit-trail.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { createUser, tokenFor } from '../../../test/factories.ts';
import { newTenantUser, tenantWithPeople } from './tenant-users.test-support.ts';

const ctx = useTestApp();

const post = (token: string, url: string, payload?: object) =>
  ctx.app.inject(asCaller(token, { method: 'POST', url: `/api/v1${url}`, ...(payload ? { payload } : {}) }));

describe('tenant users on the audit trail', () => {
  it('records a person added to a tenant with their role, their invitation, and its re-send', async () => {
    const { tenant, owner, ownerToken } = await tenantWithPeople(ctx);
    const person = newTenantUser({ name: 'Nina Newcomer' });

    const added = await post(ownerToken, `/tenants/${tenant.id}/users`, person);
    expect(added.statusCode).toBe(201);
    const target = `user:${added.json().uuid}`;

    expect(await latestEvent(ctx, 'TENANT_USER_ADD', target)).toMatchObject({
      result: 'OK',
      actor: { uuid: owner.id },
      tenant: { uuid: tenant.id },
      ...fromCaller,
      changes: {
        name: { from: null, to: 'Nina Newcomer' },
        email: { from: null, to: person.email },
        tenant: { from: null, to: tenant.name },
        role: { from: null, to: 'TenantManager' },
      },
    });
    expect(await latestEvent(ctx, 'INVITATION_SEND', target)).toMatchObject({
      result: 'OK',
      tenant: { uuid: tenant.id },
    });

    expect((await post(ownerToken, `/tenants/${tenant.id}/users/${added.json().uuid}/invitation`)).statusCode).toBe(
      202,
    );
    const sends = (await readTrail(ctx, { action: 'INVITATION_SEND' })).filter((e) => e.target === target);
    expect(sends).toHaveLength(2);
  });

  it('records an existing account linked to a tenant, with the tenant and the role', async () => {
    const { tenant, otherTenant } = await tenantWithPeople(ctx);
    const client = await createUser(ctx.database.db, { tenantRoles: { [otherTenant.id]: 'TenantOwner' } });
    const staff = await createUser(ctx.database.db, { staffRoles: ['Admin'] });

    const linked = await post(await tokenFor(ctx.app, staff.email), `/tenants/${tenant.id}/users/link`, {
      email: client.email,
      user_type: 'TenantOwner',
    });
    expect(linked.statusCode).toBe(200);

    expect(await latestEvent(ctx, 'TENANT_USER_LINK', `user:${client.id}`)).toMatchObject({
      result: 'OK',
      actor: { uuid: staff.id },
      tenant: { uuid: tenant.id },
      changes: { tenant: { from: null, to: tenant.name }, role: { from: null, to: 'TenantOwner' } },
    });
  });

  it('records a user of another tenant trying to add someone as DENIED, under the tenant they tried', async () => {
    const { tenant, outsiderToken } = await tenantWithPeople(ctx);

    expect((await post(outsiderToken, `/tenants/${tenant.id}/users`, newTenantUser())).statusCode).toBe(404);

    expect((await readTrail(ctx, { action: 'TENANT_USER_ADD', tenant_uuid: tenant.id }))[0]).toMatchObject({
      result: 'DENIED',
      detail: 'NOT_FOUND',
      target: 'user:new',
    });
  });

  it('leaves neither the person nor an OK event when the addition fails half-way', async () => {
    const { tenant, ownerToken } = await tenantWithPeople(ctx);
    const person = newTenantUser();

    const failed = await withOkEventRefused(ctx, 'TENANT_USER_ADD', () =>
      post(ownerToken, `/tenants/${tenant.id}/users`, person),
    );

    expect(failed.statusCode).toBe(500);
    const users = await ctx.database.db.selectFrom('users').where('email', '=', person.email).execute();
    expect(users).toEqual([]);
    const trail = await readTrail(ctx, { action: 'TENANT_USER_ADD', tenant_uuid: tenant.id });
    expect(trail.map((e) => e.result)).toEqual(['FAILED']);
    // The invitation's own event went with the rest of the transaction.
    expect(await readTrail(ctx, { action: 'INVITATION_SEND', tenant_uuid: tenant.id })).toEqual([]);
  });
});
