import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { login } from '../../../test/factories.ts';
import { ensureFirstSuperAdmin } from '../users/first-super-admin.ts';
import { resetPasswordFromConsole } from './operator-password-reset.ts';

const ctx = useTestApp();
const ADMIN = { email: 'keeper@firm.test', password: 'Forgotten-Password-9!' };

describe('resetting the administrator password from the console', () => {
  it('gives a new password that signs in, ends the old sessions, and is on the audit trail', async () => {
    await ensureFirstSuperAdmin(ctx.database.db, ADMIN);
    const before = await login(ctx.app, ADMIN.email, ADMIN.password);
    const oldToken = before.json().token as string;

    const result = await resetPasswordFromConsole(ctx.database.db, 'KEEPER@firm.test');
    if (!result.reset) throw new Error('expected the password to be reset');

    expect((await login(ctx.app, ADMIN.email, ADMIN.password)).statusCode).toBe(401);
    expect((await login(ctx.app, ADMIN.email, result.password)).statusCode).toBe(200);
    const oldSession = await ctx.app.inject({
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${oldToken}` },
    });
    expect(oldSession.statusCode).toBe(401);

    const event = await ctx.database.db
      .selectFrom('audit_events')
      .select(['actor_user_id', 'detail', 'result'])
      .where('action', '=', 'PASSWORD_RESET')
      .executeTakeFirstOrThrow();
    expect(event).toEqual({ actor_user_id: null, detail: 'OPERATOR_CONSOLE', result: 'OK' });
  });

  it('changes nothing for an e-mail no active user has', async () => {
    expect(await resetPasswordFromConsole(ctx.database.db, 'nobody@firm.test')).toEqual({ reset: false });
  });
});
