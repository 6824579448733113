import type {
  TCellStatus,
  TCompletenessGranularity,
  TCompletenessKind,
  TRequestKind,
  TResponsibleFilter,
} from '@ledgerport/contract';
import { sql, type RawBuilder } from 'kysely';
import { containsPattern, paginate, type PageRequest } from '../../platform/db/paginate.ts';
import { responsibleCondition } from '../../platform/db/responsible-filter.ts';
import type { Db } from '../../platform/db/schema.ts';

/**
 * Rows of (tenant_id uuid, day date, expected, submitted, done, overdue bigint) for `tenantIds` (all tenants when
 * null), counted like the requests' own per-day counts: what another feature adds to the cells.
 */
export type DayCountsSql = (tenantIds: readonly string[] | null) => RawBuilder<unknown>;

/**
 * What the cells count: requests of `kind` whose column lies in [start, end], and the envelopes `signatures`
 * gives for that range (kind SIGNATURE: those alone; another kind: none of them; absent: both).
 */
export type CellScope = {
  granularity: TCompletenessGranularity;
  start: string;
  end: string;
  kind?: TCompletenessKind | undefined;
  /** The firm's today: an OPEN request due before it is overdue. */
  today: string;
  /** The signing feature's envelopes due in [start, end], per tenant and due day (its service's countsByDay). */
  signatures: DayCountsSql;
};

export type CellRow = {
  tenant_id: string;
  period: string;
  expected: number;
  submitted: number;
  done: number;
  overdue: number;
  status: TCellStatus;
};

// The column a request belongs to. Written exactly as in document_requests_completeness_idx, so the planner
// matches the index's expression.
const column = sql`COALESCE(r.period_start, r.due_on)`;
const KEY_FORMAT: Record<TCompletenessGranularity, string> = { month: 'YYYY-MM', quarter: 'YYYY-"Q"Q' };

/**
 * The cells of `tenantIds` (all tenants when null), one row per (tenant, period) that has a request or an
 * envelope; periods with neither are NOT_EXPECTED and absent here. The status is decided here, once, so the status filter and the
 * cells shown can never disagree. Exported for the bench, which runs this very SQL as its reference.
 */
export function cellsSql(scope: CellScope, tenantIds: readonly string[] | null): RawBuilder<CellRow> {
  const requests = scope.kind === 'SIGNATURE' ? null : requestsByDay(scope, scope.kind, tenantIds);
  const envelopes = scope.kind === undefined || scope.kind === 'SIGNATURE' ? scope.signatures(tenantIds) : null;
  const byDay = requests && envelopes ? sql`${requests} UNION ALL ${envelopes}` : (requests ?? envelopes)!;
  // Counted first per (tenant, day) in each index's own order (no sort, no per-row formatting), then per column:
  // a recurring request's day is its period's first, so the second step sees about one row per cell.
  return sql<CellRow>`
    SELECT tenant_id, period, expected, submitted, done, overdue,
      CASE
        WHEN done = expected THEN 'COMPLETE'
        WHEN overdue > 0 THEN 'OVERDUE'
        WHEN submitted + done > 0 THEN 'PARTLY'
        ELSE 'MISSING'
      END AS status
    FROM (
      SELECT tenant_id, to_char(day, ${sql.lit(KEY_FORMAT[scope.granularity])}) AS period,
        sum(expected)::int AS expected, sum(submitted)::int AS submitted, sum(done)::int AS done,
        sum(overdue)::int AS overdue
      FROM (${byDay}) by_day
      GROUP BY tenant_id, 2
    ) counted`;
}

/** The requests' counts per (tenant, day): one index-only range of document_requests_completeness_idx. */
function requestsByDay(
  range: Omit<CellScope, 'kind'>,
  kind: TRequestKind | undefined,
  tenantIds: readonly string[] | null,
) {
  const tenants = tenantIds === null ? sql`TRUE` : sql`r.tenant_id = ANY(${[...tenantIds]}::uuid[])`;
  const ofKind = kind ? sql`AND r.kind = ${kind}` : sql``;
  return sql`
    SELECT r.tenant_id, ${column} AS day,
      count(*) AS expected,
      count(*) FILTER (WHERE r.status = 'SUBMITTED') AS submitted,
      count(*) FILTER (WHERE r.status = 'DONE') AS done,
      count(*) FILTER (WHERE r.status = 'OPEN' AND r.due_on < ${range.today}) AS overdue
    FROM document_requests r
    WHERE ${tenants} AND r.status <> 'CANCELLED'
      AND ${column} >= ${range.start} AND ${column} <= ${range.end} ${ofKind}
    GROUP BY r.tenant_id, ${column}`;
}

/**
 * ONE aggregate query for a page's tenants: the page's cells that have any request or envelope. The cells leave the
 * database as one JSON text ([tenant, period, expected, submitted, done, overdue, status] each): 24,000 rows
 * through the embedded PGlite driver cost more than the query itself, one JSON.parse a few milliseconds.
 */
export async function cellsOf(db: Db, scope: CellScope, tenantIds: readonly string[]): Promise<CellRow[]> {
  if (tenantIds.length === 0) return [];
  const { rows } = await sql<{ cells: string }>`
    SELECT COALESCE(json_agg(json_build_array(tenant_id, period, expected, submitted, done, overdue, status)), '[]')::text
      AS cells
    FROM (${cellsSql(scope, tenantIds)}) c`.execute(db);
  const cells = JSON.parse(rows[0]!.cells) as [string, string, number, number, number, number, TCellStatus][];
  return cells.map(([tenant_id, period, expected, submitted, done, overdue, status]) => ({
    tenant_id,
    period,
    expected,
    submitted,
    done,
    overdue,
    status,
  }));
}

export type TenantFilter = {
  /** "My clients", a staff member's or nobody's: the one condition every staff list shares. */
  responsible?: { filter: TResponsibleFilter; callerId: string };
  search?: string;
  /** Only tenants with at least one cell of this status among `columns` columns of `scope`. */
  status?: { status: TCellStatus; scope: CellScope; columns: number };
};

/** One page of the active tenants, by name then id, with the name of the staff member responsible. */
export function tenantsPage(db: Db, filter: TenantFilter, page: PageRequest) {
  let query = db
    .selectFrom('tenants')
    .select(['tenants.id', 'tenants.name', 'tenants.responsible_staff_id'])
    .select((eb) =>
      eb
        .selectFrom('users')
        .select('users.name')
        .whereRef('users.id', '=', 'tenants.responsible_staff_id')
        .as('responsible_name'),
    )
    .where('tenants.status', '=', 1)
    .orderBy('tenants.name')
    .orderBy('tenants.id');
  if (filter.responsible) {
    const { filter: who, callerId } = filter.responsible;
    query = query.where(responsibleCondition('tenants.responsible_staff_id', who, callerId));
  }
  if (filter.search) query = query.where('tenants.name', 'ilike', containsPattern(filter.search));
  const wanted = filter.status;
  if (wanted?.status === 'NOT_EXPECTED') {
    // A tenant with a cell for every column has none without requests.
    const full = sql<string>`(SELECT c.tenant_id FROM (${cellsSql(wanted.scope, null)}) c
      GROUP BY c.tenant_id HAVING count(*) = ${wanted.columns})`;
    query = query.where('tenants.id', 'not in', full);
  } else if (wanted) {
    const having = sql<string>`(SELECT c.tenant_id FROM (${cellsSql(wanted.scope, null)}) c
      WHERE c.status = ${wanted.status})`;
    query = query.where('tenants.id', 'in', having);
  }
  return paginate(db, query, page);
}

/** The ids of one cell's requests (CANCELLED left out), by due date. */
export async function cellRequestIds(
  db: Db,
  tenantId: string,
  scope: { start: string; end: string; kind?: TRequestKind },
) {
  const kind = scope.kind ? sql`AND r.kind = ${scope.kind}` : sql``;
  const { rows } = await sql<{ id: string }>`
    SELECT r.id FROM document_requests r
    WHERE r.tenant_id = ${tenantId} AND r.status <> 'CANCELLED'
      AND ${column} >= ${scope.start} AND ${column} <= ${scope.end} ${kind}
    ORDER BY r.due_on, r.id`.execute(db);
  return rows.map((r) => r.id);
}
