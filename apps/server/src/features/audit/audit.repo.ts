import type { TAuditAction, TAuditResult } from '@ledgerport/contract';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import {
  containsPattern,
  pageBounds,
  pageEnvelope,
  paginate,
  type Page,
  type PageRequest,
} from '../../platform/db/paginate.ts';
import type { DB } from '../../platform/db/schema.ts';

export type AuditFilter = {
  search?: string;
  tenantId?: string;
  actorId?: string;
  action?: TAuditAction;
  result?: TAuditResult;
  /** Inclusive lower and exclusive upper UTC bound. */
  start?: Date;
  end?: Date;
};

/** Where the export stopped: the last row's exact `at` (as text, keeping microseconds) and `seq`. */
export type AuditCursor = { at: string; seq: string };

/**
 * The trail with the names of who and which tenant. Left joins: an event outlives the user or tenant it
 * names, and must still be listed (with no name) after they are gone.
 */
function filteredEvents(db: Kysely<DB>, filter: AuditFilter) {
  // Full table names, no aliases: paginate() types the query against DB's own tables.
  let query = db
    .selectFrom('audit_events')
    .leftJoin('users', 'users.id', 'audit_events.actor_user_id')
    .leftJoin('tenants', 'tenants.id', 'audit_events.tenant_id')
    .select([
      'audit_events.id',
      'audit_events.at',
      'audit_events.action',
      'audit_events.result',
      'audit_events.target',
      'audit_events.ip',
      'audit_events.detail',
      'audit_events.user_agent',
      'audit_events.changes',
      'audit_events.seq',
      sql<string>`audit_events.at::text`.as('at_text'),
      'users.id as actor_id',
      'users.name as actor_name',
      'users.email as actor_email',
      'tenants.id as tenant_uuid',
      'tenants.name as tenant_name',
    ]);
  const conditions = filterConditions(filter);
  if (conditions.length) query = query.where((eb) => eb.and(conditions.map((c) => c(eb))));
  if (filter.search) query = query.where(searchCondition(db, 'audit_events', filter.search));
  return query;
}

/**
 * An event matches a search by its target's text, its actor's name or e-mail, or the name of the record its
 * target names. Each arm is a condition on the events' own columns that one index answers (the target's trigram
 * index, the actor index, the target index), so the arms combine as a BitmapOr; an OR over the joined users'
 * columns would instead read every event. The people, tenants and roles are few beside the events, so those
 * that match are found first (by their own trigram indexes) and their events looked up.
 */
function searchCondition(db: Kysely<DB>, table: 'audit_events' | 'recent', search: string) {
  const pattern = containsPattern(search);
  const target = sql.ref(`${table}.target`);
  const actor = sql.ref(`${table}.actor_user_id`);
  // Over the whole trail each arm must be an index condition (`= any(array(...))`); over the window's few
  // thousand rows a test per row, where `in (subquery)` is a hash lookup and `any(array)` a scan of the array
  // (a common name matches a thousand people).
  return table === 'audit_events'
    ? sql<boolean>`(${target} ilike ${pattern}
        or ${actor} = any(array(${usersNamed(db, pattern)}))
        or ${target} = any(array(${targetsNamed(db, pattern)})))`
    : sql<boolean>`(${target} ilike ${pattern}
        or ${actor} in (${usersNamed(db, pattern)})
        or ${target} in (${targetsNamed(db, pattern)}))`;
}

type EventsBuilder = ExpressionBuilder<DB, 'audit_events'>;

/** The filters other than the search, each a condition on the events' own columns (each has its index). */
function filterConditions(filter: AuditFilter): ((eb: EventsBuilder) => Expression<SqlBool>)[] {
  const conditions: ((eb: EventsBuilder) => Expression<SqlBool>)[] = [];
  if (filter.tenantId) conditions.push((eb) => eb('audit_events.tenant_id', '=', filter.tenantId!));
  if (filter.actorId) conditions.push((eb) => eb('audit_events.actor_user_id', '=', filter.actorId!));
  if (filter.action) conditions.push((eb) => eb('audit_events.action', '=', filter.action!));
  if (filter.result) conditions.push((eb) => eb('audit_events.result', '=', filter.result!));
  if (filter.start) conditions.push((eb) => eb('audit_events.at', '>=', filter.start!));
  if (filter.end) conditions.push((eb) => eb('audit_events.at', '<', filter.end!));
  return conditions;
}

/** The people whose name or e-mail matches `pattern`. */
const usersNamed = (db: Kysely<DB>, pattern: string) =>
  db
    .selectFrom('users as named_user')
    .select('named_user.id')
    .where((eb) => eb.or([eb('named_user.name', 'ilike', pattern), eb('named_user.email', 'ilike', pattern)]));

/** The targets (`user:<uuid>`, `tenant:<uuid>`, `role:<id>`) of the people, tenants and roles matching `pattern`. */
const targetsNamed = (db: Kysely<DB>, pattern: string) =>
  db
    .selectFrom('users as named_user')
    .select(sql<string>`'user:' || named_user.id::text`.as('target'))
    .where((eb) => eb.or([eb('named_user.name', 'ilike', pattern), eb('named_user.email', 'ilike', pattern)]))
    .union(
      db
        .selectFrom('tenants as named_tenant')
        .select(sql<string>`'tenant:' || named_tenant.id::text`.as('target'))
        .where('named_tenant.name', 'ilike', pattern),
    )
    .union(
      db
        .selectFrom('roles as named_role')
        .select(sql<string>`'role:' || named_role.id::text`.as('target'))
        .where('named_role.name', 'ilike', pattern),
    );

export type AuditRow = Awaited<ReturnType<ReturnType<typeof filteredEvents>['execute']>>[number];

/** Newest first; `seq` orders events of the same instant by insertion. A search takes its own path. */
export const listAuditEvents = (db: Kysely<DB>, filter: AuditFilter, page: PageRequest): Promise<Page<AuditRow>> =>
  filter.search
    ? searchAuditEvents(db, { ...filter, search: filter.search }, page)
    : paginate(
        // The left joins make users and tenants nullable in the query's own table types, which paginate() would
        // otherwise require `db` to share; it only runs the count on it.
        db as Kysely<any>, // eslint-disable-line @typescript-eslint/no-explicit-any
        filteredEvents(db, filter).orderBy('audit_events.at', 'desc').orderBy('audit_events.seq', 'desc'),
        page,
      );

/** The newest events a search looks through first (see searchAuditEvents). */
export const SEARCH_WINDOW = 1_000;

/**
 * A search's page at a million events (issue 36). No one plan is fast for every term: walking the time index and
 * testing each event finds a common term's newest matches at once but reads the whole trail for a rare one; the
 * trigram index finds a rare term's few matches at once but must gather all of a common term's (hundreds of
 * thousands) before the newest can be picked. And the planner cannot tell which a term is (the arms' estimates
 * are far off). So the search asks the data: it first tests the newest SEARCH_WINDOW events the other filters
 * keep (a bounded walk of the time index). When they hold this page and one more match, the term is common
 * enough: the page comes from them, and the total is what they held (at least that many: `total_capped`), or
 * the usual cap. When the window held every event the filters keep, its matches are all of them. Otherwise the
 * term is rare here, and its matches are gathered by the indexes (a MATERIALIZED CTE, so the planner cannot walk
 * the time index instead), sorted and counted up to the cap. Either way the page's rows are then read whole by id.
 */
async function searchAuditEvents(
  db: Kysely<DB>,
  filter: AuditFilter & { search: string },
  page: PageRequest,
): Promise<Page<AuditRow>> {
  const { offset, countUpTo } = pageBounds(page);
  const unsearched = { ...filter, search: undefined };
  const recent = db
    .selectFrom('audit_events')
    .select([
      'audit_events.id',
      'audit_events.at',
      'audit_events.seq',
      'audit_events.target',
      'audit_events.actor_user_id',
    ])
    .where((eb) => eb.and(filterConditions(unsearched).map((c) => c(eb))))
    .orderBy('audit_events.at', 'desc')
    .orderBy('audit_events.seq', 'desc')
    .limit(SEARCH_WINDOW);
  // One row back, not the matches: PGlite pays for every row it returns (2,000 ids cost more than finding them).
  const page_ = { limit: page.perPage, offset };
  const windowed = await sql<{ hits: number; window_rows: number; ids: string[] }>`
    with recent as (${recent}),
    hits as (select recent.id, recent.at, recent.seq from recent where ${searchCondition(db, 'recent', filter.search)})
    select (select count(*) from hits)::int as hits, (select count(*) from recent)::int as window_rows,
      array(select hits.id from hits order by hits.at desc, hits.seq desc
        limit ${page_.limit} offset ${page_.offset})::text[] as ids`
    .execute(db)
    .then((result) => result.rows[0]!);
  let { hits: total, ids } = windowed;
  // The window held every event the filters keep (its matches are all), or this page and one more match.
  let complete = windowed.window_rows < SEARCH_WINDOW;
  if (!complete && total <= offset + page.perPage) {
    // MATERIALIZED: gathered through the indexes, not by walking time (see above).
    const gathered = await sql<{ total: number; ids: string[] }>`
      with matching as materialized (${db
        .selectFrom('audit_events')
        .select(['audit_events.id', 'audit_events.at', 'audit_events.seq'])
        .where((eb) => eb.and(filterConditions(unsearched).map((c) => c(eb))))
        .where(searchCondition(db, 'audit_events', filter.search))})
      select (select count(*) from (select 1 from matching limit ${countUpTo + 1}) counted)::int as total,
        array(select matching.id from matching order by matching.at desc, matching.seq desc
          limit ${page_.limit} offset ${page_.offset})::text[] as ids`
      .execute(db)
      .then((result) => result.rows[0]!);
    ({ total, ids } = gathered);
    complete = true;
  }
  const data = ids.length
    ? await filteredEvents(db, {})
        .where('audit_events.id', 'in', ids)
        .orderBy('audit_events.at', 'desc')
        .orderBy('audit_events.seq', 'desc')
        .execute()
    : [];
  return pageEnvelope(data, page, Math.min(total, countUpTo), total > countUpTo || !complete);
}

/**
 * The next `limit` events after `cursor`, newest first. Keyset paging, not OFFSET: each batch costs the same
 * however deep the export is, and events recorded while it runs cannot shift rows into a batch twice.
 */
export function listAuditBatch(db: Kysely<DB>, filter: AuditFilter, cursor: AuditCursor | undefined, limit: number) {
  let query = filteredEvents(db, filter);
  if (cursor) {
    query = query.where(
      sql<boolean>`(audit_events.at, audit_events.seq) < (${cursor.at}::timestamptz, ${cursor.seq}::bigint)`,
    );
  }
  return query.orderBy('audit_events.at', 'desc').orderBy('audit_events.seq', 'desc').limit(limit).execute();
}

/** The names of these users, tenants and roles (by id), for the targets that name them. */
export async function findTargetNames(db: Kysely<DB>, ids: { users: string[]; tenants: string[]; roles: number[] }) {
  const [users, tenants, roles] = await Promise.all([
    ids.users.length
      ? db.selectFrom('users').select(['id', 'name', 'email']).where('id', 'in', ids.users).execute()
      : [],
    ids.tenants.length ? db.selectFrom('tenants').select(['id', 'name']).where('id', 'in', ids.tenants).execute() : [],
    ids.roles.length ? db.selectFrom('roles').select(['id', 'name']).where('id', 'in', ids.roles).execute() : [],
  ]);
  return { users, tenants, roles };
}
