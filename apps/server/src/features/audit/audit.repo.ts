import type { TAuditAction, TAuditResult } from '@ledgerport/contract';
import { sql, type Kysely } from 'kysely';
import { containsPattern, paginate, type PageRequest } from '../../platform/db/paginate.ts';
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
  if (filter.tenantId) query = query.where('audit_events.tenant_id', '=', filter.tenantId);
  if (filter.actorId) query = query.where('audit_events.actor_user_id', '=', filter.actorId);
  if (filter.action) query = query.where('audit_events.action', '=', filter.action);
  if (filter.result) query = query.where('audit_events.result', '=', filter.result);
  if (filter.start) query = query.where('audit_events.at', '>=', filter.start);
  if (filter.end) query = query.where('audit_events.at', '<', filter.end);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    // Each arm is a condition on audit_events alone that one index answers (the target's trigram index, the
    // actor index, the target index), so the arms combine as a BitmapOr. An OR over the joined users' columns
    // would instead read every event. The people, tenants and roles are few beside the events, so those that
    // match are found first (by their own trigram indexes) and their events looked up.
    query = query.where((eb) =>
      eb.or([
        eb('audit_events.target', 'ilike', pattern),
        eb('audit_events.actor_user_id', '=', sql<string>`any(array(${usersNamed(db, pattern)}))`),
        // A record's target is `<kind>:<id>`: found by the name of what it names.
        eb('audit_events.target', '=', sql<string>`any(array(${targetsNamed(db, pattern)}))`),
      ]),
    );
  }
  return query;
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

/** Newest first; `seq` orders events of the same instant by insertion. */
export const listAuditEvents = (db: Kysely<DB>, filter: AuditFilter, page: PageRequest) =>
  paginate(
    // The left joins make users and tenants nullable in the query's own table types, which paginate() would
    // otherwise require `db` to share; it only runs the count on it.
    db as Kysely<any>, // eslint-disable-line @typescript-eslint/no-explicit-any
    filteredEvents(db, filter).orderBy('audit_events.at', 'desc').orderBy('audit_events.seq', 'desc'),
    page,
  );

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
