import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { createTenant, createUser, login } from '../../../test/factories.ts';
import { LOGIN_LIMITS, SESSION_TTL_MS } from './auth.service.ts';

const ctx = useTestApp();

describe('POST /api/v1/auth/login', () => {
  it('signs a staff user in with their user, permissions and a token', async () => {
    const user = await createUser(ctx.database.db, { email: 'Ada@Firm.test', staffRoles: ['Admin'] });

    const response = await login(ctx.app, 'ada@firm.test');

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toEqual(expect.any(String));
    expect(body.user).toMatchObject({
      uuid: user.id,
      email: 'Ada@Firm.test',
      audience: 'staff',
      staff_roles: ['Admin'],
    });
    expect(body.permissions).toContain('create user');
    expect(body.permissions).not.toContain('create ROLE');
    expect(body.user).not.toHaveProperty('password_hash');
  });

  it('tells a client user apart and lists the companies where they hold a role', async () => {
    const tenant = await createTenant(ctx.database.db, { name: 'Acme Bakery' });
    const user = await createUser(ctx.database.db, { tenantRoles: { [tenant.id]: 'TenantManager' } });

    const body = (await login(ctx.app, user.email)).json();

    expect(body.user.audience).toBe('client');
    expect(body.user.tenants).toEqual([
      { tenant_uuid: tenant.id, tenant_name: 'Acme Bakery', user_type: 'TenantManager' },
    ]);
    expect(body.permissions).toEqual(expect.arrayContaining(['upload files', 'submit payroll']));
    expect(body.permissions).not.toContain('create tenant');
  });

  it('gives the same 401 for a wrong password, an unknown e-mail and a disabled account', async () => {
    const active = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const disabled = await createUser(ctx.database.db, { status: 'DISABLED', staffRoles: ['Processor'] });

    const answers = await Promise.all([
      login(ctx.app, active.email, 'wrong-password', { ip: '10.9.0.1' }),
      login(ctx.app, 'nobody@nowhere.test', 'wrong-password', { ip: '10.9.0.2' }),
      login(ctx.app, disabled.email, undefined, { ip: '10.9.0.3' }),
    ]);

    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({
        error: { code: 'INVALID_CREDENTIALS', message: 'The e-mail or password is not correct' },
      });
    }
  });

  it('keeps a session 12 hours, or 30 days with remember me', async () => {
    const user = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const before = Date.now();

    const short = (await login(ctx.app, user.email)).json();
    const long = (await login(ctx.app, user.email, undefined, { rememberMe: true })).json();

    const lifetime = (b: { expires_at: string }) => Date.parse(b.expires_at) - before;
    expect(lifetime(short)).toBeGreaterThan(SESSION_TTL_MS.standard - 60_000);
    expect(lifetime(short)).toBeLessThan(SESSION_TTL_MS.standard + 60_000);
    expect(lifetime(long)).toBeGreaterThan(SESSION_TTL_MS.rememberMe - 60_000);
  });

  it('locks an account after repeated failures, even against the right password, then lets others in', async () => {
    const target = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const bystander = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) {
      expect((await login(ctx.app, target.email, 'guess', { ip: `10.1.0.${i}` })).statusCode).toBe(401);
    }

    const locked = await login(ctx.app, target.email, undefined, { ip: '10.1.1.1' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('TOO_MANY_ATTEMPTS');
    expect((await login(ctx.app, bystander.email, undefined, { ip: '10.1.1.1' })).statusCode).toBe(200);
  });

  it('throttles one IP that tries many accounts', async () => {
    const user = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    for (let i = 0; i < LOGIN_LIMITS.perIp; i++) {
      await login(ctx.app, `spray-${i}@example.test`, 'guess', { ip: '10.2.0.1' });
    }

    expect((await login(ctx.app, user.email, undefined, { ip: '10.2.0.1' })).statusCode).toBe(429);
    expect((await login(ctx.app, user.email, undefined, { ip: '10.2.0.2' })).statusCode).toBe(200);
  });

  it('refuses a malformed body with VALIDATION_ERROR and the fields named', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'not-an-email', password: 42, admin: true },
    });

    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_ERROR');
    const fields = error.details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'password']));
    expect(JSON.stringify(error.details)).toContain('admin');
  });
});
