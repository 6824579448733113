/**
 * The request-path bench's reference (issue 17, item 1): a bare Fastify process serving GET /tenants with the
 * server's own list code (the same SQL through the same driver and settings, `openDatabase`) and the same
 * JSON, but none of the server's request path: no session check, no grants, no hooks, no compression. The
 * ratio server ÷ this is what the portal's request path costs. Started by bench/sections/request-path.ts as
 * its own process, like the server (GET /one-statement is the reference of the signed-in request's CPU row): BENCH_REF_DATABASE_URL (PostgreSQL) or BENCH_REF_PGLITE_DIR (a copy of the
 * server's PGlite data directory: PGlite allows one process per directory). Prints "listening <port>".
 */
import Fastify from 'fastify';
import { sql } from 'kysely';
import { TENANTS_PER_PAGE } from '@ledgerport/contract';
import { openDatabase } from '../../apps/server/src/platform/db/database.ts';
import { mapPage, paginate } from '../../apps/server/src/platform/db/paginate.ts';
import { tenantsQuery } from '../../apps/server/src/features/tenants/tenants.repo.ts';
import { presentTenant } from '../../apps/server/src/features/tenants/tenants.presenter.ts';

const url = process.env.BENCH_REF_DATABASE_URL;
const database = url
  ? await openDatabase({ kind: 'postgres', url })
  : await openDatabase({ kind: 'pglite', dataDir: process.env.BENCH_REF_PGLITE_DIR! });

const app = Fastify({ logger: false });
app.get<{ Querystring: { search?: string; page?: string } }>('/tenants', async (request) => {
  const filter = { search: request.query.search, callerId: '00000000-0000-0000-0000-000000000000' };
  const page = await paginate(database.db, tenantsQuery(database.db, filter), {
    page: Number(request.query.page ?? 1),
    perPage: TENANTS_PER_PAGE,
  });
  return mapPage(page, presentTenant);
});
// The smallest request that reaches the database: one statement, a small JSON answer. Beside GET /auth/me (a
// signed-in "who am I"), what the portal's request path costs over Fastify and the driver themselves.
app.get('/one-statement', async () => {
  const { rows } = await sql<{ now: Date }>`select now() as now`.execute(database.db);
  return { now: rows[0]!.now };
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${new URL(address).port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => database.close().then(() => process.exit(0))));
}
