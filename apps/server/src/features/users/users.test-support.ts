import { randomUUID } from 'node:crypto';
import type { TPermission } from '@ledgerport/contract';
import { sql } from 'kysely';
import type { TestContext } from '../../../test/build-test-app.ts';
import { bearer, createUser, tokenFor } from '../../../test/factories.ts';

/** Test-only helpers shared by the users and roles suites. */

export const STRONG_PASSWORD = 'Ledger-Port-42!';

export async function roleIdOf(ctx: TestContext, name: string): Promise<number> {
  const row = await ctx.database.db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

/** A custom firm role holding exactly `permissions`. */
export async function createRoleWith(ctx: TestContext, permissions: TPermission[], scope: 'firm' | 'tenant' = 'firm') {
  const db = ctx.database.db;
  const { id } = await db
    .insertInto('roles')
    .values({ name: `Role ${randomUUID().slice(0, 8)}`, scope })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (permissions.length) {
    await db
      .insertInto('role_permissions')
      .columns(['role_id', 'permission_id'])
      .expression(
        db
          .selectFrom('permissions')
          .select([sql.lit(id).as('role_id'), 'id'])
          .where('name', 'in', permissions),
      )
      .execute();
  }
  return id;
}

/** A signed-in firm user holding exactly `permissions` (through a custom role). */
export async function tokenWith(ctx: TestContext, permissions: TPermission[]) {
  const roleId = await createRoleWith(ctx, permissions);
  const user = await createUser(ctx.database.db);
  await ctx.database.db.insertInto('user_roles').values({ user_id: user.id, role_id: roleId }).execute();
  return tokenFor(ctx.app, user.email);
}

/** A signed-in user holding built-in firm roles. */
export async function staffToken(ctx: TestContext, roles: string[] = ['SuperAdmin']) {
  const user = await createUser(ctx.database.db, { staffRoles: roles });
  return { user, token: await tokenFor(ctx.app, user.email) };
}

type Method = 'GET' | 'POST' | 'PUT';
export const call = (ctx: TestContext, token: string | undefined, method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, payload });

export const fieldsOf = (body: { error: { details?: { field: string }[] } }) =>
  (body.error.details ?? []).map((d) => d.field);
