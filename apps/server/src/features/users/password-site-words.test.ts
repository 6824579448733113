import { VALIDATION_MESSAGES } from '@ledgerport/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, DEFAULT_PASSWORD, tokenFor } from '../../../test/factories.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../../platform/db/database.ts';
import { forgot, lastResetToken, resetWith } from '../password-reset/password-reset.test-support.ts';
import { invite, register, uniqueEmail } from '../registration/registration.test-support.ts';
import { ensureFirstSuperAdmin } from './first-super-admin.ts';
import { call, roleIdOf, staffToken } from './users.test-support.ts';

/**
 * Passwords made of the portal's name or the firm's ("Ledgerport1!", "Harbourview-CPA1") pass the spec's rule
 * and zxcvbn's English dictionaries, yet they are the first an attacker aiming at this portal tries. Every
 * place a password is chosen refuses them, naming the reason.
 */
const ctx = useTestApp();
const FIRM = 'Harbourview CPA';
const siteNameRefusal = { field: 'password', message: VALIDATION_MESSAGES.passwordHasSiteName };

beforeAll(async () => {
  await ctx.database.db.updateTable('firm_branding').set({ firm_name: FIRM }).where('id', '=', 1).execute();
});

const refusalOf = (response: { statusCode: number; body: string }) => ({
  status: response.statusCode,
  details: response.body
    ? (JSON.parse(response.body) as { error?: { details?: unknown[] } }).error?.details
    : undefined,
});

describe("the portal's and the firm's names in a password", () => {
  it.each(['Ledgerport1!', 'Ledgerport2026!', 'Harbourview-CPA1'])(
    'are refused when an administrator sets one for a new or an existing user: %s',
    async (password) => {
      const { token } = await staffToken(ctx);
      const roles = [await roleIdOf(ctx, 'Processor')];
      const person = { name: 'Nora New', mobile: '5550100', status: 'ACTIVE', roles };
      const created = await call(ctx, token, 'POST', '/users', {
        ...person,
        email: uniqueEmail('nora'),
        password,
        password_confirmation: password,
      });
      expect(refusalOf(created)).toEqual({ status: 400, details: [siteNameRefusal] });

      const existing = await createUser(ctx.database.db, { name: 'Olga Old', staffRoles: ['Processor'] });
      const updated = await call(ctx, token, 'PUT', `/users/${existing.id}`, {
        ...person,
        name: 'Olga Old',
        email: existing.email,
        password,
        password_confirmation: password,
      });
      expect(refusalOf(updated)).toEqual({ status: 400, details: [siteNameRefusal] });
    },
  );

  it('are refused when users change their own password', async () => {
    const user = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/me/password',
      headers: bearer(await tokenFor(ctx.app, user.email)),
      payload: { current_password: DEFAULT_PASSWORD, password: 'Ledgerport1!', password_confirmation: 'Ledgerport1!' },
    });
    expect(refusalOf(changed)).toEqual({ status: 400, details: [siteNameRefusal] });
  });

  it('are refused through a reset link, which stays usable', async () => {
    const user = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    await forgot(ctx, user.email);
    const token = await lastResetToken(ctx, user.email);
    expect(refusalOf(await resetWith(ctx, token, 'Harbourview-CPA1'))).toEqual({
      status: 400,
      details: [siteNameRefusal],
    });
    expect((await resetWith(ctx, token, 'Brand-New-Pass-7!')).statusCode).toBe(204);
  });

  it('are refused when an invited user registers', async () => {
    const { token } = await invite(ctx, uniqueEmail('ivy'));
    const registered = await register(ctx, token, { name: 'Ivy Registered', password: 'Ledgerport1!' });
    expect(refusalOf(registered)).toEqual({ status: 400, details: [siteNameRefusal] });
  });

  it("still name the user's own name or e-mail as the reason when that is what the password holds", async () => {
    const { token } = await invite(ctx, uniqueEmail('margarethe'));
    const registered = await register(ctx, token, { name: 'Margarethe Lindqvist', password: 'Margarethe1990!' });
    expect(refusalOf(registered)).toEqual({
      status: 400,
      details: [{ field: 'password', message: VALIDATION_MESSAGES.passwordHasPersonalInfo }],
    });
  });
});

describe('the first administrator on an empty database', () => {
  let empty: Database;
  beforeAll(async () => {
    empty = await createTestDatabase();
  });
  afterAll(async () => {
    await empty?.close();
  });

  it('is not created with an ADMIN_PASSWORD made of the portal name: the start says why', async () => {
    await expect(
      ensureFirstSuperAdmin(empty.db, { email: 'owner@firm.test', password: 'Ledgerport1!' }),
    ).rejects.toThrow(/ADMIN_PASSWORD is too easy to guess/);
    expect(await empty.db.selectFrom('users').select('id').execute()).toEqual([]);

    const made = await ensureFirstSuperAdmin(empty.db, { email: 'owner@firm.test', password: 'Correct-Horse-9!' });
    expect(made).toMatchObject({ created: true });
  });
});
