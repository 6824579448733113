import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { Database } from './database.ts';
import { preparedAs } from './prepared-statements.ts';

let database: Database;
// A table that exists only here; the typed builder would not know it.
let db: Kysely<{ notes: { id: number; body: string } }>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db as unknown as typeof db;
  await sql`create table notes (id int primary key, body text not null)`.execute(db);
  await sql`insert into notes values (1, 'first'), (2, 'it''s \\ quoted')`.execute(db);
});
afterAll(() => database?.close());

const bodyOf = async (id: number | string) => {
  const query = db
    .selectFrom('notes')
    .select('body')
    .where('id', '=', id as number);
  const { rows } = await db.executeQuery(preparedAs('test_note_body', query.compile()));
  return rows.map((row) => row.body);
};

describe('a prepared statement (issue 17: the caller is read with one planned once)', () => {
  it('reads the rows as they are now, not as they were when it was planned', async () => {
    expect(await bodyOf(1)).toEqual(['first']);
    await db.updateTable('notes').set({ body: 'changed' }).where('id', '=', 1).execute();
    expect(await bodyOf(1)).toEqual(['changed']);
  });

  it('passes a value as data, however it is quoted', async () => {
    expect(await bodyOf(2)).toEqual(["it's \\ quoted"]);
    await expect(bodyOf('1) or (1 = 1')).rejects.toThrow();
    expect(await bodyOf(3)).toEqual([]);
  });

  it('prepares itself again in a session that dropped its statements', async () => {
    expect(await bodyOf(2)).toHaveLength(1);
    await sql`deallocate all`.execute(db);
    expect(await bodyOf(2)).toHaveLength(1);
  });
});
