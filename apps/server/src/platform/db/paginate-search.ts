import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { pageBounds, pageEnvelope, type Page, type PageRequest } from './paginate.ts';

/** The first rows of a list, in its order, that a search tests before it asks the indexes (see paginateSearch). */
export const SEARCH_WINDOW = 1_000;

export type SearchedList<DB, TB extends keyof DB, O> = {
  /** The list with its filters and ORDER BY, without the search. */
  list: SelectQueryBuilder<DB, TB, O>;
  /** The list's order as the names of its output columns, the last one unique (e.g. ['name', 'id']). The
   * list's own ORDER BY is not used: this one is. */
  order: readonly (keyof O & string)[];
  /** The search on one of the list's rows, given a reference to each of its output columns. */
  matches: (column: (name: keyof O & string) => RawBuilder<unknown>) => RawBuilder<boolean>;
};

/**
 * A searched list's page that does not depend on how the planner guesses a term's frequency. Walking the order's
 * index and testing each row finds a common term's first matches at once but reads the whole table for a rare
 * one; the trigram index finds a rare term's few matches at once. The planner chooses from ANALYZE's sample of
 * the column: a sample that happens to hold one rare match (2 ANALYZEs in 80 at 100,000 company names) makes it
 * walk, 53 ms on PostgreSQL and 139 ms on PGlite instead of 1–2. So the search asks the data, as the audit
 * trail's does: it tests the list's first SEARCH_WINDOW rows (a bounded walk). When they hold this page and one
 * more match, the page comes from them; when the window is the whole list, its matches are all. Otherwise the
 * matches are gathered through the indexes (a MATERIALIZED CTE: the planner cannot walk the order there), sorted
 * and counted up to the cap.
 */
export async function paginateSearch<DB, TB extends keyof DB, O>(
  db: Kysely<DB>,
  { list, order, matches }: SearchedList<DB, TB, O>,
  page: PageRequest,
): Promise<Page<O>> {
  const { offset, countUpTo } = pageBounds(page);
  const base = list.clearOrderBy();
  const column = (alias: string) => (name: string) => sql.ref(`${alias}.${name}`);
  const columns = (alias: string) =>
    sql.join(
      order.map((name) => column(alias)(name)),
      sql`, `,
    );
  // Only the order's columns are carried until the page is known (the list's other columns, e.g. a name looked
  // up per row, are left out by the planner); then the page's rows are read whole by their unique last column.
  const unique = order.at(-1)!;
  const pageOf = (keys: string) => sql`left join lateral (select l.* from (${base}) l
      join ${sql.table(keys)} k on ${column('l')(unique)} = ${column('k')(unique)}) p on true
    order by ${columns('p')}`;
  const window = await sql<O & { __hits: number; __rows: number }>`
    with w as (select ${columns('l')}, (${matches(column('l'))}) as __hit from (${base}) l
      order by ${columns('l')} limit ${SEARCH_WINDOW}),
    hits as (select * from w where __hit),
    keys as (select * from hits order by ${columns('hits')} limit ${page.perPage} offset ${offset})
    select p.*, c.__hits, c.__rows
    from (select (select count(*) from hits)::int as __hits, (select count(*) from w)::int as __rows) c
    ${pageOf('keys')}`.execute(db);
  const counts = window.rows[0]!;
  const complete = counts.__rows < SEARCH_WINDOW;
  if (complete || counts.__hits > offset + page.perPage) {
    const total = counts.__hits;
    return pageEnvelope(rowsOf(window.rows, total > offset), page, Math.min(total, countUpTo), !complete);
  }
  // MATERIALIZED: the matches are gathered through the indexes, never by walking the order.
  const gathered = await sql<O & { __total: number }>`
    with matching as materialized (select ${columns('l')} from (${base}) l where ${matches(column('l'))}),
    keys as (select * from matching order by ${columns('matching')} limit ${page.perPage} offset ${offset})
    select p.*, c.__total
    from (select count(*)::int as __total from (select 1 from matching limit ${countUpTo + 1}) counted) c
    ${pageOf('keys')}`.execute(db);
  const total = gathered.rows[0]!.__total;
  return pageEnvelope(rowsOf(gathered.rows, total > offset), page, Math.min(total, countUpTo), total > countUpTo);
}

/** The columns the counts ride along in, beside the page's rows. */
const COUNTS = new Set(['__hits', '__rows', '__total']);

/** The page's rows without the counts (none when the page is past the matches: one row of nulls came back). */
const rowsOf = <O>(rows: O[], any: boolean): O[] =>
  any
    ? rows.map((row) => Object.fromEntries(Object.entries(row as object).filter(([name]) => !COUNTS.has(name))) as O)
    : [];
