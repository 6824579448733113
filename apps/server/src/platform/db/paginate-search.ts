import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { pageBounds, pageEnvelope, type Page, type PageRequest } from './paginate.ts';

/** The first rows of a list, in its order, that a search tests before it asks the indexes (see paginateSearch). */
export const SEARCH_WINDOW = 1_000;

type Column<O> = keyof O & string;

export type SearchedList<DB, TB extends keyof DB, O> = {
  /** The list with its filters, without the search (its own ORDER BY is replaced by `order`). */
  list: SelectQueryBuilder<DB, TB, O>;
  /**
   * The list's order by its output columns, each ascending or with ' desc', the last one unique: e.g.
   * ['name', 'id'] or ['created_at desc', '__seq desc']. A column the list does not show (a tie-breaking
   * sequence) is selected as `__<name>`: columns named `__…` are this helper's and never returned.
   */
  order: readonly (Column<O> | `${Column<O>} desc`)[];
  /** A unique output column with an index, by which the page's rows are read whole (the order's last unless said). */
  key?: Column<O>;
  /** The search on one of the list's rows, given a reference to each of its output columns. */
  matches: (column: (name: Column<O>) => RawBuilder<unknown>) => RawBuilder<boolean>;
};

/** A page's rows, without the columns only the search needed. */
export type SearchedRow<O> = Omit<O, `__${string}`>;

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
  { list, order, key, matches }: SearchedList<DB, TB, O>,
  page: PageRequest,
): Promise<Page<SearchedRow<O>>> {
  const { offset, countUpTo } = pageBounds(page);
  const base = list.clearOrderBy();
  const sorted = order.map((entry) => {
    const [name, direction] = entry.split(' ');
    return { name: name!, desc: direction === 'desc' };
  });
  const unique = key ?? sorted.at(-1)!.name;
  const carried = [...new Set([...sorted.map(({ name }) => name), unique])];
  const column = (alias: string) => (name: string) => sql.ref(`${alias}.${name}`);
  const columns = (alias: string) =>
    sql.join(
      carried.map((name) => column(alias)(name)),
      sql`, `,
    );
  const orderBy = (alias: string) =>
    sql.join(
      sorted.map(({ name, desc }) => (desc ? sql`${column(alias)(name)} desc` : column(alias)(name))),
      sql`, `,
    );
  // Only the order's columns and the key are carried until the page is known (the list's other columns, e.g. a
  // name looked up per row, are left out by the planner); then the page's rows are read whole by the key.
  const pageOf = (keys: string) => sql`left join lateral (select l.* from (${base}) l
      join ${sql.table(keys)} k on ${column('l')(unique)} = ${column('k')(unique)}) p on true
    order by ${orderBy('p')}`;
  const window = await sql<O & { __hits: number; __rows: number }>`
    with w as (select ${columns('l')}, (${matches(column('l'))}) as __hit from (${base}) l
      order by ${orderBy('l')} limit ${SEARCH_WINDOW}),
    hits as (select * from w where __hit),
    keys as (select * from hits order by ${orderBy('hits')} limit ${page.perPage} offset ${offset})
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
    keys as (select * from matching order by ${orderBy('matching')} limit ${page.perPage} offset ${offset})
    select p.*, c.__total
    from (select count(*)::int as __total from (select 1 from matching limit ${countUpTo + 1}) counted) c
    ${pageOf('keys')}`.execute(db);
  const total = gathered.rows[0]!.__total;
  return pageEnvelope(rowsOf(gathered.rows, total > offset), page, Math.min(total, countUpTo), total > countUpTo);
}

/**
 * The page's rows without the helper's columns (the counts, hidden order columns); none when the page is past
 * the matches (one row of nulls came back beside the counts).
 */
const rowsOf = <O>(rows: O[], any: boolean): SearchedRow<O>[] =>
  any
    ? rows.map(
        (row) =>
          Object.fromEntries(
            Object.entries(row as object).filter(([name]) => !name.startsWith('__')),
          ) as SearchedRow<O>,
      )
    : [];
