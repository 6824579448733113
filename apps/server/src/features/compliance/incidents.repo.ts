import { sql } from 'kysely';
import type { Db } from '../../platform/db/schema.ts';
import type { PageRequest } from '../../platform/db/paginate.ts';
import { paginate } from '../../platform/db/paginate.ts';

/** Events read per leg of an incident's scope before "affected" is called a lower bound. */
export const AFFECTED_EVENTS_CAP = 50_000;

export type IncidentRow = Awaited<ReturnType<typeof incidentById>> & {};

export const incidentById = (db: Db, id: string) =>
  db.selectFrom('incidents').selectAll().where('id', '=', id).executeTakeFirst();

export const lockIncident = (db: Db, id: string) =>
  db.selectFrom('incidents').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export function listIncidents(db: Db, status: 'OPEN' | 'CLOSED' | undefined, page: PageRequest) {
  const query = db
    .selectFrom('incidents')
    .selectAll()
    .$if(status !== undefined, (q) => q.where('status', '=', status!))
    .orderBy('found_at', 'desc')
    .orderBy('id');
  return paginate(db, query, page);
}

/**
 * The companies an actor or an address reached in the window: the tenant of each of their events, read through
 * audit_events_actor_at_seq_idx or audit_events_ip_idx, at most AFFECTED_EVENTS_CAP events per leg.
 */
export async function companiesReached(
  db: Db,
  scope: { userId: string | null; ip: string | null; from: Date; to: Date },
): Promise<{ tenantIds: string[]; truncated: boolean }> {
  const tenantIds = new Set<string>();
  let truncated = false;
  const legs = [
    scope.userId ? sql`actor_user_id = ${scope.userId}` : null,
    scope.ip ? sql`ip = ${scope.ip}` : null,
  ].filter((leg) => leg !== null);
  for (const leg of legs) {
    const { rows } = await sql<{ tenant_id: string | null; n: number }>`
      select tenant_id, count(*)::int as n from (
        select tenant_id from audit_events
        where ${leg} and at >= ${scope.from} and at <= ${scope.to}
        limit ${AFFECTED_EVENTS_CAP + 1}
      ) e group by tenant_id`.execute(db);
    if (rows.reduce((sum, r) => sum + r.n, 0) > AFFECTED_EVENTS_CAP) truncated = true;
    for (const row of rows) if (row.tenant_id) tenantIds.add(row.tenant_id);
  }
  return { tenantIds: [...tenantIds], truncated };
}

/** The companies by id (those that still exist), by name. */
export function companiesNamed(db: Db, tenantIds: string[]) {
  if (tenantIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('tenants').select(['id', 'name']).where('id', 'in', tenantIds).orderBy('name').execute();
}

/** The client users of these companies, each once. */
export async function peopleOf(db: Db, tenantIds: string[]): Promise<number> {
  if (tenantIds.length === 0) return 0;
  const row = await db
    .selectFrom('tenant_memberships')
    .select((eb) => eb.fn.count<number>('user_id').distinct().as('n'))
    .where('tenant_id', 'in', tenantIds)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const userExists = async (db: Db, id: string) =>
  (await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
