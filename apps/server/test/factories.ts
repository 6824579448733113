import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { TSignedIn } from '@ledgerport/contract';
import { hashPassword } from '../src/platform/auth/password.ts';
import type { DB } from '../src/platform/db/schema.ts';

export const DEFAULT_PASSWORD = 'Correct-Horse-9!';
let cachedHash: Promise<string> | undefined;

type UserSpec = {
  email?: string;
  name?: string;
  password?: string;
  status?: 'ACTIVE' | 'INVITED' | 'DISABLED';
  staffRoles?: string[];
  /** tenant id → role name held there */
  tenantRoles?: Record<string, string>;
  locale?: string;
};

export async function createUser(db: Kysely<DB>, spec: UserSpec = {}) {
  const email = spec.email ?? `user-${randomUUID().slice(0, 8)}@example.test`;
  const hash = spec.password ? hashPassword(spec.password) : (cachedHash ??= hashPassword(DEFAULT_PASSWORD));
  const user = await db
    .insertInto('users')
    .values({
      email,
      name: spec.name ?? 'Test User',
      user_name: email.split('@')[0]!,
      phone_mobile: '5551234567',
      password_hash: await hash,
      status: spec.status ?? 'ACTIVE',
      locale: spec.locale ?? 'en',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  for (const role of spec.staffRoles ?? []) {
    await db
      .insertInto('user_roles')
      .columns(['user_id', 'role_id'])
      .expression(
        db
          .selectFrom('roles')
          .select([sql.lit(user.id).as('user_id'), 'id'])
          .where('name', '=', role),
      )
      .execute();
  }
  for (const [tenantId, role] of Object.entries(spec.tenantRoles ?? {})) {
    const { id: roleId } = await db.selectFrom('roles').select('id').where('name', '=', role).executeTakeFirstOrThrow();
    await db
      .insertInto('tenant_memberships')
      .values({ tenant_id: tenantId, user_id: user.id, role_id: roleId })
      .execute();
  }
  return user;
}

export async function createTenant(db: Kysely<DB>, spec: { name?: string; status?: number } = {}) {
  const name = spec.name ?? `Tenant ${randomUUID().slice(0, 6)}`;
  return db
    .insertInto('tenants')
    .values({ name, root_directory: name.toLowerCase().replace(/\W+/g, '-'), status: spec.status ?? 1 })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function login(
  app: FastifyInstance,
  email: string,
  password = DEFAULT_PASSWORD,
  extra: { rememberMe?: boolean; ip?: string } = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password, rememberMe: extra.rememberMe ?? false },
    remoteAddress: extra.ip,
  });
  return response;
}

export async function tokenFor(app: FastifyInstance, email: string): Promise<string> {
  const response = await login(app, email);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return (response.json() as TSignedIn).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A custom role holding exactly `permissions` (by name), to test what a role without one of them may do. */
export async function createRole(
  db: Kysely<DB>,
  spec: { scope: 'firm' | 'tenant'; permissions: string[]; name?: string },
) {
  const role = await db
    .insertInto('roles')
    .values({ name: spec.name ?? `Role ${randomUUID().slice(0, 8)}`, scope: spec.scope })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (spec.permissions.length > 0) {
    await db
      .insertInto('role_permissions')
      .columns(['role_id', 'permission_id'])
      .expression(
        db
          .selectFrom('permissions')
          .select([sql.lit(role.id).as('role_id'), 'id'])
          .where('name', 'in', spec.permissions),
      )
      .execute();
  }
  return role;
}
