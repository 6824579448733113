import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { login } from '../../../test/factories.ts';
import { ensureFirstSuperAdmin } from './first-super-admin.ts';

const ctx = useTestApp();

describe('first SuperAdmin', () => {
  it('is created once on an empty database, with a generated password that signs in', async () => {
    const first = await ensureFirstSuperAdmin(ctx.database.db, { email: 'owner@firm.test', password: undefined });
    if (!first.created) throw new Error('expected the first admin to be created');
    expect(first.generatedPassword).toMatch(/^.{16}$/);

    const signedIn = await login(ctx.app, 'owner@firm.test', first.generatedPassword);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.staff_roles).toEqual(['SuperAdmin']);

    const hash = await ctx.database.db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow();
    expect(hash.password_hash).toMatch(/^\$argon2id\$/);

    expect(
      await ensureFirstSuperAdmin(ctx.database.db, { email: 'other@firm.test', password: 'Another-Password-1!' }),
    ).toEqual({
      created: false,
    });
  });

  it('is on the audit trail as made by no one, its password only as set', async () => {
    const [event] = await ctx.database.db
      .selectFrom('audit_events')
      .select(['actor_user_id', 'target', 'detail', 'changes', 'ip'])
      .where('action', '=', 'USER_CREATE')
      .execute();
    const admin = await ctx.database.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    expect(event).toEqual({
      actor_user_id: null,
      ip: null,
      target: `user:${admin.id}`,
      detail: 'FIRST_SUPER_ADMIN',
      changes: {
        name: { from: null, to: 'Administrator' },
        email: { from: null, to: 'owner@firm.test' },
        status: { from: null, to: 'ACTIVE' },
        roles: { from: null, to: ['SuperAdmin'] },
        password: { from: '•••', to: 'changed' },
      },
    });
  });
});
