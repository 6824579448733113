import { TOTAL_COUNT_CAP } from '@ledgerport/contract';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { Database } from './database.ts';
import { paginate } from './paginate.ts';

const ROWS = TOTAL_COUNT_CAP + 50;
let database: Database;
// A table that exists only here; the typed builder would not know it.
let db: Kysely<{ numbers: { n: number } }>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db as unknown as typeof db;
  await sql`create table numbers (n int primary key)`.execute(db);
  await sql`insert into numbers select generate_series(1, ${ROWS})`.execute(db);
});
afterAll(() => database?.close());

const numbers = () => db.selectFrom('numbers').select('n').orderBy('n');

describe('paged lists count cheaply (issue 17)', () => {
  it('stops counting at the cap and says the total is a lower bound', async () => {
    const first = await paginate(db, numbers(), { page: 1, perPage: 20 });
    expect(first).toMatchObject({ total: TOTAL_COUNT_CAP, total_capped: true, last_page: TOTAL_COUNT_CAP / 20 });
    expect(first.data.map((r) => r.n)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('counts further as the user pages deep, and exactly once the end is within reach', async () => {
    const lastCappedPage = TOTAL_COUNT_CAP / 20;
    const deep = await paginate(db, numbers(), { page: lastCappedPage, perPage: 20 });
    expect(deep.total_capped).toBeUndefined();
    expect(deep).toMatchObject({
      total: ROWS,
      last_page: Math.ceil(ROWS / 20),
      from: TOTAL_COUNT_CAP - 19,
      to: TOTAL_COUNT_CAP,
    });
  });

  it('answers an exact total for a list under the cap', async () => {
    const few = await paginate(db, numbers().where('n', '<=', 45), { page: 3, perPage: 20 });
    expect(few).toMatchObject({
      total: 45,
      last_page: 3,
      from: 41,
      to: 45,
      data: [{ n: 41 }, { n: 42 }, { n: 43 }, { n: 44 }, { n: 45 }],
    });
    expect(few.total_capped).toBeUndefined();
  });
});
