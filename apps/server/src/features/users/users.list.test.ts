import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { createTenant, createUser } from '../../../test/factories.ts';
import { call, staffToken } from './users.test-support.ts';

const ctx = useTestApp();

describe('GET /users', () => {
  it('pages 15 by default, newest first, with the spec envelope', async () => {
    // A database of its own would be simpler, but the app is shared by the file: start from what is there.
    const { token } = await staffToken(ctx);
    const existing = (await call(ctx, token, 'GET', '/users')).json().total as number;
    for (let i = existing; i < 17; i++)
      await createUser(ctx.database.db, { name: `Paged ${i}`, staffRoles: ['Processor'] });

    const first = (await call(ctx, token, 'GET', '/users')).json();
    expect(first).toMatchObject({ current_page: 1, last_page: 2, total: 17, from: 1, to: 15 });
    expect(first.data).toHaveLength(15);
    const second = (await call(ctx, token, 'GET', '/users?page=2')).json();
    expect(second).toMatchObject({ current_page: 2, last_page: 2, total: 17, from: 16, to: 17 });
    expect(second.data).toHaveLength(2);

    const all = (await call(ctx, token, 'GET', '/users?per_page=100')).json();
    const created = all.data.map((u: { created_at: string }) => Date.parse(u.created_at));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(all.data.map((u: { id: string }) => u.id)).toEqual(
      [...first.data, ...second.data].map((u: { id: string }) => u.id),
    );

    const past = (await call(ctx, token, 'GET', '/users?page=9')).json();
    expect(past).toMatchObject({ data: [], current_page: 9, last_page: 2, total: 17, from: null, to: null });
  });

  it('shows each row with its firm roles and never the password hash', async () => {
    const { token } = await staffToken(ctx);
    const user = await createUser(ctx.database.db, {
      name: 'Rowena Rows',
      email: 'rowena@firm.test',
      staffRoles: ['Processor', 'Admin'],
    });

    const row = (await call(ctx, token, 'GET', '/users?search=rowena')).json().data[0];
    expect(row).toEqual({
      id: user.id,
      name: 'Rowena Rows',
      mobile: '5551234567',
      email: 'rowena@firm.test',
      roles: [
        { id: expect.any(Number), name: 'Admin' },
        { id: expect.any(Number), name: 'Processor' },
      ],
      status: 'ACTIVE',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('searches name, e-mail and mobile, case-insensitively and with wildcards taken literally', async () => {
    const { token } = await staffToken(ctx);
    const db = ctx.database.db;
    const byName = await createUser(db, { name: 'Quentin Quill', staffRoles: ['Processor'] });
    const byEmail = await createUser(db, { email: 'zz.quill@firm.test', staffRoles: ['Processor'] });
    const byMobile = await createUser(db, { staffRoles: ['Processor'] });
    await db.updateTable('users').set({ phone_mobile: '+1 777 3141' }).where('id', '=', byMobile.id).execute();

    const ids = async (search: string) =>
      (await call(ctx, token, 'GET', `/users?search=${encodeURIComponent(search)}`))
        .json()
        .data.map((u: { id: string }) => u.id);
    expect(await ids('QUILL')).toEqual(expect.arrayContaining([byName.id, byEmail.id]));
    expect(await ids('QUILL')).toHaveLength(2);
    expect(await ids('777 31')).toEqual([byMobile.id]);
    expect(await ids('%')).toEqual([]);
  });

  it('lists firm users only: a tenant-only user is managed with the tenant', async () => {
    const { token } = await staffToken(ctx);
    const tenant = await createTenant(ctx.database.db);
    await createUser(ctx.database.db, { name: 'Tenant Only Tess', tenantRoles: { [tenant.id]: 'TenantOwner' } });

    expect((await call(ctx, token, 'GET', '/users?search=Tess')).json().total).toBe(0);
  });

  it('refuses a page size the spec does not offer', async () => {
    const { token } = await staffToken(ctx);
    const response = await call(ctx, token, 'GET', '/users?per_page=25');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].field).toBe('per_page');
  });
});
