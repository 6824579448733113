import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { Database } from './database.ts';
import { migrateToLatest } from './migrate.ts';

/**
 * A rolling upgrade (docs/operations.md, "Rolling upgrade") runs the previous release on the next one's schema
 * for a while: the first upgraded instance migrates, the others still run the old code. So a migration may only
 * add (tables, nullable columns or columns with a default, indexes, wider checks); a removal, a rename, a type
 * change or a new NOT NULL without a default waits for the release after the one that stopped using the column.
 */
const MIGRATIONS = path.join(import.meta.dirname, 'migrations');

const REMOVING = [
  /\.dropTable\(/,
  /\.dropColumn\(/,
  /\.renameColumn\(/,
  /\.renameTo\(/,
  /\.setDataType\(/,
  /\.setNotNull\(/,
  /\bdrop\s+table\b/i,
  /\bdrop\s+column\b/i,
  /\brename\s+(column\s+)?\w+\s+to\b/i,
  /\brename\s+to\b/i,
  /\balter\s+column\s+\w+\s+(set\s+data\s+)?type\b/i,
  /\balter\s+column\s+\w+\s+set\s+not\s+null\b/i,
];

/** What a migration runs on the way up: the file without its `down` (a rollback may remove what up added). */
function upText(file: string): string {
  const text = fs.readFileSync(path.join(MIGRATIONS, file), 'utf8');
  const down = text.search(/export\s+async\s+function\s+down\b/);
  return down < 0 ? text : text.slice(0, down);
}

/** Columns added to an existing table as NOT NULL with neither a default nor a generated value. */
function notNullWithoutDefault(up: string): string[] {
  const found: string[] = [];
  for (const chain of up.matchAll(/\.alterTable\([^)]*\)([\s\S]*?)\.execute\(\)/g)) {
    // Each added column is the text from its `.addColumn(` to the next one (or the chain's end).
    for (const column of chain[1]!.split('.addColumn(').slice(1)) {
      if (/notNull\(\)/.test(column) && !/defaultTo\(|generatedAlwaysAs\(/.test(column)) found.push(column);
    }
  }
  for (const added of up.matchAll(/add\s+column\s+[^,;`]*?\bnot\s+null\b[^,;`]*/gi)) {
    if (!/\bdefault\b|\bgenerated\b/i.test(added[0])) found.push(added[0]);
  }
  return found;
}

describe('migrations only add what the previous release can ignore', () => {
  const files = fs.readdirSync(MIGRATIONS).filter((file) => /^\d{4}_\d\d_\d\d_\d{4}_.+\.ts$/.test(file));

  it('reads every migration', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it.each(files)('%s removes, renames and retypes nothing, and adds no NOT NULL column without a default', (file) => {
    const up = upText(file);
    expect(REMOVING.filter((pattern) => pattern.test(up)).map(String)).toEqual([]);
    expect(notNullWithoutDefault(up)).toEqual([]);
  });

  it('the checks see what they look for', () => {
    expect(
      REMOVING.some((pattern) => pattern.test('await db.schema.alterTable("users").dropColumn("phone").execute()')),
    ).toBe(true);
    expect(REMOVING.some((pattern) => pattern.test('alter table users rename column phone to mobile'))).toBe(true);
    expect(
      notNullWithoutDefault("await db.schema.alterTable('users').addColumn('x', 'text', (c) => c.notNull()).execute()"),
    ).toHaveLength(1);
    expect(
      notNullWithoutDefault(
        "await db.schema.alterTable('users').addColumn('x', 'text', (c) => c.notNull().defaultTo('a')).execute()",
      ),
    ).toEqual([]);
    expect(notNullWithoutDefault('alter table users add column x text not null')).toHaveLength(1);
    expect(notNullWithoutDefault("alter table users add column x text not null default 'a'")).toEqual([]);
  });
});

describe('an instance of the previous release on a later release’s database', () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('starts without migrating, and says why', async () => {
    database = await createTestDatabase();
    // What the next release's first instance leaves behind: its migration applied, with what it added.
    await sql`create table a_later_release_table (id int primary key)`.execute(database.db);
    await sql`insert into kysely_migration (name, timestamp) values ('9999_01_01_0000_a_later_release', now()::text)`.execute(
      database.db,
    );
    const said: string[] = [];
    await migrateToLatest(database.db, (line) => said.push(line));
    expect(said).toHaveLength(1);
    expect(said[0]).toContain('9999_01_01_0000_a_later_release');
    // This release's own tables are all there and used as before.
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from users`.execute(database.db);
    expect(rows[0]!.n).toBeGreaterThanOrEqual(0);
  });

  it('refuses a history that is not a later release’s (an unknown migration among its own)', async () => {
    database = await createTestDatabase();
    await sql`insert into kysely_migration (name, timestamp) values ('2026_11_21_2000_another_history', now()::text)`.execute(
      database.db,
    );
    await expect(migrateToLatest(database.db, () => undefined)).rejects.toThrow();
  });
});
