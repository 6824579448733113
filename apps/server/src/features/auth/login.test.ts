import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROLE_PERMISSIONS } from '@ledgerport/contract';
import { useTestApp } from '../../../test/build-test-app.ts';
import { createTenant, createUser, login } from '../../../test/factories.ts';
import { SIGN_IN_LIMITS } from '../../platform/auth/sign-in-throttle.ts';
import { SESSION_TTL_MS } from './auth.service.ts';

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
      {
        tenant_uuid: tenant.id,
        tenant_name: 'Acme Bakery',
        user_type: 'TenantManager',
        // What the role allows in that company: the web offers that company no more.
        permissions: [...BUILT_IN_ROLE_PERMISSIONS.TenantManager].sort(),
      },
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

  it('slows one account from one address, doubling the wait, and says when to come back', async () => {
    const user = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    for (let i = 0; i < SIGN_IN_LIMITS.freePerAccountAndAddress; i++) {
      expect((await login(ctx.app, user.email, 'guess', { ip: '10.1.0.1' })).statusCode).toBe(401);
    }
    // Past the free failures every try waits: even the right password, from this address.
    const waiting = await login(ctx.app, user.email, undefined, { ip: '10.1.0.1' });
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
    expect(waiting.json().error.details).toEqual([
      { field: 'retry_after_seconds', message: waiting.headers['retry-after'] },
    ]);
  });

  it("never locks the owner out with a stranger's guesses, nor an office with one person's typos", async () => {
    const owner = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const colleague = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    for (let i = 0; i < 10; i++) await login(ctx.app, owner.email, 'guess', { ip: '10.3.0.1' });

    // The owner at home, and a colleague behind the stranger's (office) address, sign in at once.
    expect((await login(ctx.app, owner.email, undefined, { ip: '10.3.0.2' })).statusCode).toBe(200);
    expect((await login(ctx.app, colleague.email, undefined, { ip: '10.3.0.1' })).statusCode).toBe(200);
  });

  it('keeps distributed guessing at one account slow and on the trail, but lets the owner in from a known address', async () => {
    const owner = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    expect((await login(ctx.app, owner.email, undefined, { ip: '10.4.0.1' })).statusCode).toBe(200);
    for (let i = 0; i < SIGN_IN_LIMITS.strangerCeiling; i++) {
      await login(ctx.app, owner.email, 'guess', { ip: `10.5.${i}.1` });
    }

    const stranger = await login(ctx.app, owner.email, 'guess', { ip: '10.6.0.1' });
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeLessThanOrEqual(SIGN_IN_LIMITS.strangerWaitSeconds);
    expect((await login(ctx.app, owner.email, undefined, { ip: '10.4.0.1' })).statusCode).toBe(200);

    const throttled = await ctx.database.db
      .selectFrom('audit_events')
      .select(['result', 'detail', 'actor_user_id'])
      .where('action', '=', 'SIGN_IN_THROTTLED')
      .where('ip', '=', '10.6.0.1')
      .execute();
    expect(throttled).toEqual([{ result: 'DENIED', detail: 'UNKNOWN_ADDRESSES', actor_user_id: owner.id }]);
  });

  it('pauses one address that tries a hundred accounts, and no other address', async () => {
    const user = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const rows = Array.from({ length: SIGN_IN_LIMITS.addressCeiling }, (_, i) => ({
      email_key: `spray-${i}@example.test`,
      ip: '10.2.0.1',
      succeeded: false,
    }));
    await ctx.database.db.insertInto('login_attempts').values(rows).execute();

    expect((await login(ctx.app, user.email, undefined, { ip: '10.2.0.1' })).statusCode).toBe(429);
    expect((await login(ctx.app, user.email, undefined, { ip: '10.2.0.2' })).statusCode).toBe(200);
  });

  it('puts every sign-in on the trail: success, and each refusal with its reason though the answer is the same', async () => {
    const user = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const { token } = (await login(ctx.app, user.email, undefined, { ip: '10.7.0.1' })).json();
    await login(ctx.app, user.email, 'wrong', { ip: '10.7.0.1' });
    await login(ctx.app, 'nobody@example.test', 'wrong', { ip: '10.7.0.1' });

    const events = await ctx.database.db
      .selectFrom('audit_events')
      .select(['action', 'result', 'detail', 'actor_user_id', 'target'])
      .where('ip', '=', '10.7.0.1')
      .orderBy('seq')
      .execute();
    expect(events).toEqual([
      { action: 'SIGN_IN', result: 'OK', detail: 'PASSWORD', actor_user_id: user.id, target: `user:${user.id}` },
      {
        action: 'SIGN_IN',
        result: 'DENIED',
        detail: 'WRONG_PASSWORD',
        actor_user_id: user.id,
        target: `user:${user.id}`,
      },
      {
        action: 'SIGN_IN',
        result: 'DENIED',
        detail: 'UNKNOWN_ACCOUNT',
        actor_user_id: null,
        target: 'email:nobody@example.test',
      },
    ]);

    await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${token}` } });
    const signOut = await ctx.database.db
      .selectFrom('audit_events')
      .select(['result', 'actor_user_id'])
      .where('action', '=', 'SIGN_OUT')
      .where('actor_user_id', '=', user.id)
      .execute();
    expect(signOut).toEqual([{ result: 'OK', actor_user_id: user.id }]);
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
