import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, RootOperationNode } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import { testSecrets } from '../../../test/build-test-app.ts';
import { bearer, createTenant, createUser, tokenFor } from '../../../test/factories.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../db/database.ts';
import { principalOf, requireAuth } from './guards.ts';

/** Every statement the app sends through Kysely, by kind (raw SQL by its first word), pg-boss's own left out. */
class StatementLog implements KyselyPlugin {
  statements: string[] = [];
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    const text = node.kind === 'RawNode' ? node.sqlFragments.join('?') : '';
    if (!text.includes('pgboss')) {
      this.statements.push(node.kind === 'RawNode' ? text.trim().split(/\s+/)[0]!.toLowerCase() : node.kind);
    }
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs) {
    return result;
  }
}

const log = new StatementLog();
let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  const counted = { ...database, db: database.db.withPlugin(log) };
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(import.meta.dirname, '../../../../../data/test-unused'),
    WEB_DIST_DIR: path.join(import.meta.dirname, 'no-web-build'),
    STAFF_MFA_REQUIRED: 'false',
  });
  app = await buildApp({ config, database: counted, secrets: testSecrets });
  // A route that does nothing but authenticate: what it costs is the request path's own cost.
  app.get('/probe/who', { preHandler: requireAuth }, async (request) => ({
    user: principalOf(request).access.userId,
    tenants: [...principalOf(request).access.tenants.keys()],
  }));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});
beforeEach(() => {
  log.statements = [];
});

const who = (token: string) => app.inject({ method: 'GET', url: '/probe/who', headers: bearer(token) });
const ageLastSeen = (minutes: number) =>
  sql`update sessions set last_seen_at = now() - make_interval(mins => ${minutes})`.execute(database.db);

describe('the cost of an authenticated request (issue 17)', () => {
  it('is one read and no write while the session was seen within the minute', async () => {
    const user = await createUser(database.db, { staffRoles: ['Admin'] });
    const token = await tokenFor(app, user.email);
    await who(token);
    log.statements = [];
    const answered = await who(token);
    expect(answered.statusCode).toBe(200);
    expect(answered.json().user).toBe(user.id);
    expect(log.statements).toEqual(['select']);
  });

  it('writes the last-seen time once it is over a minute old, and then not again', async () => {
    const user = await createUser(database.db, { staffRoles: ['Admin'] });
    const token = await tokenFor(app, user.email);
    await ageLastSeen(2);
    log.statements = [];
    await who(token);
    expect(log.statements).toEqual(['select', 'UpdateQueryNode']);
    log.statements = [];
    await who(token);
    expect(log.statements).toEqual(['select']);
    const seen = await sql<{ fresh: boolean }>`select bool_and(last_seen_at > now() - interval '1 minute') as fresh
      from sessions where user_id = ${user.id}`.execute(database.db);
    expect(seen.rows[0]!.fresh).toBe(true);
  });

  it('answers "who am I" (GET /auth/me, every page load) from that one read, as it is now', async () => {
    const user = await createUser(database.db, { staffRoles: ['Processor'] });
    const token = await tokenFor(app, user.email);
    const me = () => app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });
    await me();
    log.statements = [];
    const first = await me();
    expect(log.statements).toEqual(['select']);
    expect(first.json().user).toMatchObject({ uuid: user.id, email: user.email, staff_roles: ['Processor'] });
    expect(first.json().permissions).not.toContain('manage retention');

    // A rename and a new role, made elsewhere (another instance, an admin), show on the very next answer.
    await database.db
      .updateTable('users')
      .set({ name: 'Renamed Person', locale: 'de' })
      .where('id', '=', user.id)
      .execute();
    const admin = await database.db
      .selectFrom('roles')
      .select('id')
      .where('name', '=', 'SuperAdmin')
      .executeTakeFirstOrThrow();
    await database.db.insertInto('user_roles').values({ user_id: user.id, role_id: admin.id }).execute();
    const next = (await me()).json();
    expect(next.user).toMatchObject({ name: 'Renamed Person', locale: 'de' });
    expect(next.user.staff_roles.sort()).toEqual(['Processor', 'SuperAdmin']);
    expect(next.permissions).toContain('manage retention');
  });

  it('still sees a sign-out, a disabled user and a changed tenant role on the very next request', async () => {
    const tenant = await createTenant(database.db);
    const client = await createUser(database.db, { tenantRoles: { [tenant.id]: 'TenantManager' } });
    const token = await tokenFor(app, client.email);
    expect((await who(token)).json().tenants).toEqual([tenant.id]);

    await database.db.deleteFrom('tenant_memberships').where('user_id', '=', client.id).execute();
    expect((await who(token)).json().tenants).toEqual([]);

    await database.db.updateTable('users').set({ status: 'DISABLED' }).where('id', '=', client.id).execute();
    expect((await who(token)).statusCode).toBe(401);

    const other = await createUser(database.db, { staffRoles: ['Admin'] });
    const otherToken = await tokenFor(app, other.email);
    expect(
      (await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(otherToken) })).statusCode,
    ).toBeLessThan(300);
    expect((await who(otherToken)).statusCode).toBe(401);
  });
});
