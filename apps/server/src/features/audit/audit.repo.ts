import type { TAuditAction } from '@ledgerport/contract';
import { sql, type Kysely } from 'kysely';
import { containsPattern, paginate, type PageRequest } from '../../platform/db/paginate.ts';
import type { DB } from '../../platform/db/schema.ts';

export type AuditFilter = {
  search?: string;
  tenantId?: string;
  actorId?: string;
  action?: TAuditAction;
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
  if (filter.start) query = query.where('audit_events.at', '>=', filter.start);
  if (filter.end) query = query.where('audit_events.at', '<', filter.end);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    query = query.where((eb) =>
      eb.or([
        eb('audit_events.target', 'ilike', pattern),
        eb('users.name', 'ilike', pattern),
        eb('users.email', 'ilike', pattern),
      ]),
    );
  }
  return query;
}

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
