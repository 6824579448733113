import { describe, expect, it } from 'vitest';
import { asCaller, fromCaller, latestEvent, readTrail, withOkEventRefused } from '../../../test/audit-trail.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { createTenant, createUser, tokenFor } from '../../../test/factories.ts';

const ctx = useTestApp();

const staff = async (role = 'Admin') => {
  const user = await createUser(ctx.database.db, { staffRoles: [role] });
  return { user, token: await tokenFor(ctx.app, user.email) };
};
const save = (token: string, method: 'POST' | 'PUT', url: string, payload: object) =>
  ctx.app.inject(asCaller(token, { method, url: `/api/v1${url}`, payload }));
const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Audited Bakery',
  root_directory: `audited-${Math.random().toString(36).slice(2, 8)}`,
  primary_contact_email: 'owner@bakery.test',
  city: 'Springfield',
  ...overrides,
});

describe('tenants on the audit trail', () => {
  it('records a tenant created with its form, and a change before → after', async () => {
    const { user, token } = await staff();
    const created = await save(token, 'POST', '/tenants', form());
    expect(created.statusCode).toBe(201);
    const tenant = created.json();

    expect(await latestEvent(ctx, 'TENANT_CREATE', `tenant:${tenant.uuid}`)).toMatchObject({
      result: 'OK',
      actor: { uuid: user.id },
      tenant: { uuid: tenant.uuid, name: 'Audited Bakery' },
      target_name: 'Audited Bakery',
      ...fromCaller,
      changes: {
        name: { from: null, to: 'Audited Bakery' },
        root_directory: { from: null, to: tenant.root_directory },
        root_directory_type: { from: null, to: 'LOCAL_FOLDER' },
        status: { from: null, to: 1 },
        city: { from: null, to: 'Springfield' },
        primary_contact_email: { from: null, to: 'owner@bakery.test' },
      },
    });

    const updated = await save(token, 'PUT', `/tenants/${tenant.uuid}`, {
      ...form({ root_directory: tenant.root_directory, name: 'Audited Bakery LLC', city: null }),
      status: 0,
    });
    expect(updated.statusCode).toBe(200);
    expect((await latestEvent(ctx, 'TENANT_UPDATE', `tenant:${tenant.uuid}`)).changes).toEqual({
      name: { from: 'Audited Bakery', to: 'Audited Bakery LLC' },
      status: { from: 1, to: 0 },
      city: { from: 'Springfield', to: null },
    });
  });

  it('records refusals as DENIED: no permission, a root directory already used', async () => {
    const { token: processor } = await staff('Processor');
    const existing = await createTenant(ctx.database.db);
    const refused = await save(processor, 'PUT', `/tenants/${existing.id}`, { ...form(), status: 1 });
    expect(refused.statusCode).toBe(403);
    expect(await latestEvent(ctx, 'TENANT_UPDATE', `tenant:${existing.id}`)).toMatchObject({
      result: 'DENIED',
      detail: 'FORBIDDEN',
      tenant: { uuid: existing.id },
    });

    const { token } = await staff();
    const taken = await save(token, 'POST', '/tenants', form({ root_directory: existing.root_directory }));
    expect(taken.statusCode).toBe(409);
    expect((await readTrail(ctx, { action: 'TENANT_CREATE', result: 'DENIED' }))[0]).toMatchObject({
      detail: 'CONFLICT',
      ...fromCaller,
    });
  });

  it('leaves neither the tenant nor an OK event when the creation fails half-way', async () => {
    const { token } = await staff();
    const okBefore = (await readTrail(ctx, { action: 'TENANT_CREATE', result: 'OK' })).length;

    const failed = await withOkEventRefused(ctx, 'TENANT_CREATE', () =>
      save(token, 'POST', '/tenants', form({ name: 'Never Made Ltd' })),
    );

    expect(failed.statusCode).toBe(500);
    const rows = await ctx.database.db.selectFrom('tenants').where('name', '=', 'Never Made Ltd').execute();
    expect(rows).toEqual([]);
    expect(await readTrail(ctx, { action: 'TENANT_CREATE', result: 'OK' })).toHaveLength(okBefore);
    expect((await readTrail(ctx, { action: 'TENANT_CREATE', result: 'FAILED' }))[0]?.detail).toBe('INTERNAL_ERROR');
  });
});
