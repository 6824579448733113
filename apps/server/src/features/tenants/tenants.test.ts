import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer, createTenant, createUser, tokenFor } from '../../../test/factories.ts';

const ctx = useTestApp();

const staffToken = async (role = 'Admin') =>
  tokenFor(ctx.app, (await createUser(ctx.database.db, { staffRoles: [role] })).email);
const validTenant = (overrides: Record<string, unknown> = {}) => ({
  name: 'Acme Bakery LLC',
  root_directory: `acme-${Math.random().toString(36).slice(2, 8)}`,
  primary_contact_email: 'owner@acme.test',
  ...overrides,
});
const create = (token: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/tenants', headers: bearer(token), payload: payload as object });

describe('tenants', () => {
  it('creates a tenant with LOCAL_FOLDER by default and sanitised address lines', async () => {
    const response = await create(
      await staffToken(),
      validTenant({
        address_line_1: '<p><strong>12 Main St</strong><script>alert(1)</script><img src=x onerror=alert(1)></p>',
        timezone: 'America/New_York',
      }),
    );

    expect(response.statusCode).toBe(201);
    const tenant = response.json();
    expect(tenant).toMatchObject({ name: 'Acme Bakery LLC', root_directory_type: 'LOCAL_FOLDER', status: 1 });
    expect(tenant.address_line_1).toBe('<p><strong>12 Main St</strong></p>');
  });

  it('refuses a missing name, root directory and contact e-mail with the spec messages', async () => {
    const response = await create(await staffToken(), { name: '', root_directory: '' });

    expect(response.statusCode).toBe(400);
    const details = response.json().error.details as { field: string; message: string }[];
    expect(details).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Name is required' },
        { field: 'root_directory', message: 'Root directory is required' },
        expect.objectContaining({ field: 'primary_contact_email' }),
      ]),
    );
  });

  it.each(['../escape', 'a/b', '/etc', 'C:\\data', 'x%2e%2e', '.hidden', 'trailing.'])(
    'refuses the local root directory %j',
    async (root) => {
      const response = await create(await staffToken(), validTenant({ root_directory: root }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details[0].field).toBe('root_directory');
    },
  );

  it('accepts an S3 bucket with a prefix and refuses a bad bucket', async () => {
    const token = await staffToken();
    const ok = await create(
      token,
      validTenant({ root_directory_type: 'AWS_S3', root_directory: 'firm-docs/clients/acme' }),
    );
    expect(ok.statusCode).toBe(201);
    const bad = await create(token, validTenant({ root_directory_type: 'AWS_S3', root_directory: 'Bad_Bucket/x' }));
    expect(bad.statusCode).toBe(400);
  });

  it('keeps root directories unique in the firm, whatever their case', async () => {
    const token = await staffToken();
    expect((await create(token, validTenant({ root_directory: 'Smith-Co' }))).statusCode).toBe(201);

    const duplicate = await create(token, validTenant({ root_directory: 'smith-co' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.code).toBe('CONFLICT');
  });

  it('lists 50 per page by default with a name search', async () => {
    const token = await staffToken();
    await create(token, validTenant({ name: 'Zebra Findable Holdings' }));

    const page = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/tenants?search=findable',
      headers: bearer(token),
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ current_page: 1, last_page: 1, total: 1, from: 1, to: 1 });
    expect(page.json().data[0].name).toBe('Zebra Findable Holdings');
  });

  it('updates a tenant and its status', async () => {
    const token = await staffToken();
    const tenant = (await create(token, validTenant())).json();

    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/tenants/${tenant.uuid}`,
      headers: bearer(token),
      payload: { ...validTenant({ root_directory: tenant.root_directory, name: 'Acme Renamed' }), status: 0 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Acme Renamed', status: 0 });
  });

  it('keeps tenants apart: a client sees only their own tenant and cannot list, create or edit', async () => {
    const mine = await createTenant(ctx.database.db);
    const theirs = await createTenant(ctx.database.db);
    const client = await createUser(ctx.database.db, { tenantRoles: { [mine.id]: 'TenantOwner' } });
    const token = await tokenFor(ctx.app, client.email);
    const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: bearer(token), payload });

    expect((await call('GET', `/api/v1/tenants/${mine.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/tenants/${theirs.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/tenants')).statusCode).toBe(403);
    expect((await call('POST', '/api/v1/tenants', validTenant())).statusCode).toBe(403);
    expect((await call('PUT', `/api/v1/tenants/${mine.id}`, { ...validTenant(), status: 1 })).statusCode).toBe(403);
  });

  it('refuses a Processor the create and edit actions and everyone without a token', async () => {
    const token = await staffToken('Processor');
    expect((await create(token, validTenant())).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/tenants', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/tenants' })).statusCode).toBe(401);
  });
});
