import { TOTAL_COUNT_CAP, type TPageQuery } from '@ledgerport/contract';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';

/** Lists show 20 rows unless the caller picks another of the spec's sizes. */
export const DEFAULT_PER_PAGE = 20;

export type PageRequest = { page: number; perPage: number };

/** The spec's paged envelope, as `zPage(item)` in the contract describes it. */
export type Page<T> = {
  data: T[];
  current_page: number;
  last_page: number;
  total: number;
  from: number | null;
  to: number | null;
  total_capped?: boolean;
};

export const pageRequest = (query: TPageQuery, defaultPerPage = DEFAULT_PER_PAGE): PageRequest => ({
  page: query.page,
  perPage: query.per_page ?? defaultPerPage,
});

/** A `search` term for ILIKE that matches it anywhere, with the user's own `%`, `_` and `\` taken literally. */
export const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, '\\$&')}%`;

/** Pages past the one shown that the count always reaches, so "next" works however deep the user pages. */
const PAGES_AHEAD = 10;

export type PaginateOptions = {
  /**
   * Count in the page's own order: the capped count then walks the index the page walks. For a list whose filter
   * matches a large share of the table through a partial index (the firm inbox's threads waiting on the firm),
   * where the planner would otherwise read the table itself until the cap.
   */
  countInOrder?: boolean;
};

/**
 * Runs one page of `query` and counts the rows it would return, up to a cap, then answers the spec's envelope.
 * The count stops at TOTAL_COUNT_CAP rows (or ten pages past this one, when further): beyond that `total` is a
 * lower bound and `total_capped` says so, because counting every row of a million-row list would cost more
 * than the page itself (issue 17). The count wraps the query as a subquery, so GROUP BY and DISTINCT queries
 * count correctly too. `query` must carry its own ORDER BY (a page without one is not stable). `from`/`to` are
 * the 1-based positions of the first and last row shown, null when the page is empty; `last_page` is at least 1.
 */
export async function paginate<DB, TB extends keyof DB, O>(
  db: Kysely<DB>,
  query: SelectQueryBuilder<DB, TB, O>,
  page: PageRequest,
  options: PaginateOptions = {},
): Promise<Page<O>> {
  const { offset, countUpTo } = pageBounds(page);
  const counted = options.countInOrder ? query : query.clearOrderBy();
  const [data, count] = await Promise.all([
    query.limit(page.perPage).offset(offset).execute(),
    sql<{ total: number }>`select count(*)::int as total
      from (${counted.limit(countUpTo + 1)}) as counted`.execute(db),
  ]);
  const seen = count.rows[0]?.total ?? 0;
  return pageEnvelope(data, page, Math.min(seen, countUpTo), seen > countUpTo);
}

/** Where a page starts, and how far its count goes (see paginate). */
export function pageBounds({ page, perPage }: PageRequest) {
  const offset = (page - 1) * perPage;
  return { offset, countUpTo: Math.max(TOTAL_COUNT_CAP, offset + PAGES_AHEAD * perPage) };
}

/** The envelope of one page; `capped`: `total` is a lower bound. */
export function pageEnvelope<T>(data: T[], { page, perPage }: PageRequest, total: number, capped: boolean): Page<T> {
  const offset = (page - 1) * perPage;
  return {
    data,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    total,
    from: data.length ? offset + 1 : null,
    to: data.length ? offset + data.length : null,
    ...(capped ? { total_capped: true } : {}),
  };
}

/** Maps a page's rows (e.g. through a presenter), keeping the envelope. */
export const mapPage = <T, U>(page: Page<T>, map: (row: T) => U): Page<U> => ({ ...page, data: page.data.map(map) });
