import { TOTAL_COUNT_CAP } from '@ledgerport/contract';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { Database } from './database.ts';
import { paginateSearch, SEARCH_WINDOW } from './paginate-search.ts';

// Names in order: 'n00001' … ; every 7th holds 'seven', and past the window (where a rare term's matches wait
// for the indexes) 'late' in 25 names; 'early' in 20 of the first 40 (past the window newest first).
// 'anywhere' matches every name.
const ROWS = SEARCH_WINDOW + 1_500;
let database: Database;
let db: Kysely<{ names: { id: number; name: string } }>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db as unknown as typeof db;
  await sql`create table names (id int primary key, name text not null)`.execute(db);
  await sql`insert into names select i, 'n' || lpad(i::text, 5, '0')
      || case when i % 7 = 0 then ' seven' else '' end
      || case when i > ${SEARCH_WINDOW + 100} and i % 60 = 0 then ' late' else '' end
      || case when i <= 40 and i % 2 = 0 then ' early' else '' end || ' anywhere'
    from generate_series(1, ${ROWS}) i`.execute(db);
});
afterAll(() => database?.close());

const search = (term: string, page: number, perPage = 20, where?: (n: number) => boolean) =>
  paginateSearch(
    db,
    {
      list: db
        .selectFrom('names')
        .select(['id', 'name'])
        .$if(where !== undefined, (q) => q.where('id', '<=', 300))
        .orderBy('name')
        .orderBy('id'),
      order: ['name', 'id'],
      matches: (column) => sql<boolean>`${column('name')} like ${`%${term}%`}`,
    },
    { page, perPage },
  );

const expected = (test: (id: number) => boolean, limit = ROWS) =>
  Array.from({ length: limit }, (_, i) => i + 1).filter(test);

describe('a searched page, whatever the term’s frequency (paginateSearch)', () => {
  it('answers a common term from the first rows, in order, saying the total is at least what it counted', async () => {
    const page = await search('seven', 2);
    expect(page.data.map((row) => row.id)).toEqual(expected((id) => id % 7 === 0).slice(20, 40));
    expect(page).toMatchObject({ current_page: 2, from: 21, to: 40, total_capped: true });
    expect(page.total).toBe(Math.floor(SEARCH_WINDOW / 7));
  });

  it('finds a rare term beyond the first rows, with its exact total', async () => {
    const late = expected((id) => id > SEARCH_WINDOW + 100 && id % 60 === 0);
    const first = await search('late', 1);
    expect(first.data.map((row) => row.id)).toEqual(late.slice(0, 20));
    expect(first).toMatchObject({ total: late.length, last_page: 2, from: 1, to: 20 });
    expect(first.total_capped).toBeUndefined();
    const second = await search('late', 2);
    expect(second.data.map((row) => row.id)).toEqual(late.slice(20));
    expect(second.data[0]).toEqual({ id: late[20], name: expect.stringContaining('late') });
  });

  it('pages deep into a common term and caps its count as every list does', async () => {
    const every = await search('anywhere', 60);
    expect(every.data.map((row) => row.id)).toEqual(expected(() => true).slice(59 * 20, 60 * 20));
    expect(every.total).toBe(Math.min(ROWS, Math.max(TOTAL_COUNT_CAP, 59 * 20 + 10 * 20)));
  });

  it('answers an empty page, and a page past the matches, with no rows', async () => {
    expect(await search('nowhere', 1)).toMatchObject({ data: [], total: 0, from: null, last_page: 1 });
    const past = await search('late', 9);
    expect(past).toMatchObject({ data: [], total: expected((id) => id > SEARCH_WINDOW + 100 && id % 60 === 0).length });
  });

  it('takes a list shorter than the window as complete: its total is exact', async () => {
    const page = await search('seven', 1, 20, () => true);
    expect(page.total).toBe(Math.floor(300 / 7));
    expect(page.total_capped).toBeUndefined();
    expect(page.data.map((row) => row.id)).toEqual(expected((id) => id % 7 === 0, 300).slice(0, 20));
  });

  it('keeps a newest-first order with a tie-breaker the rows do not show, reading the page by its key', async () => {
    const newestFirst = (term: string, page: number) =>
      paginateSearch(
        db,
        {
          list: db.selectFrom('names').select(['id', 'name', 'id as __seq']),
          order: ['name desc', '__seq desc'],
          key: 'id',
          matches: (column) => sql<boolean>`${column('name')} like ${`%${term}%`}`,
        },
        { page, perPage: 20 },
      );
    const early = await newestFirst('early', 1);
    expect(early.data.map((row) => row.id)).toEqual(expected((id) => id <= 40 && id % 2 === 0).reverse());
    expect(early).toMatchObject({ total: 20 });
    expect(Object.keys(early.data[0]!).sort()).toEqual(['id', 'name']);
    const seven = await newestFirst('seven', 1);
    expect(seven.data.map((row) => row.id)).toEqual(
      expected((id) => id % 7 === 0)
        .reverse()
        .slice(0, 20),
    );
  });
});
