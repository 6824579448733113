import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import { crashPoint } from '../faults/crash-point.ts';
import { migrations } from './migrations/index.ts';

/**
 * Applies every pending migration, in name order, in one transaction (PostgreSQL and PGlite both roll DDL back):
 * a crash or a failure half-way leaves the schema as it was, and the next start applies them all again. A
 * failure stops the start with the migration's error.
 *
 * A database already migrated by a later release (a rolling upgrade: the new release's first instance migrated,
 * and an instance of this one restarts before its turn) is left as it is and the start goes on: migrations only
 * add what an earlier release can ignore (migrations-expand-only.test.ts holds them to it). Kysely alone would
 * refuse such a database ("previously executed migration … is missing").
 */
export async function migrateToLatest(
  db: Kysely<any>,
  warn: (line: string) => void = (line) => console.warn(line),
): Promise<void> {
  const newer = await migrationsOfALaterRelease(db, Object.keys(migrations));
  if (newer.length > 0) {
    warn(
      `The database was migrated by a later release (${newer.length} migration(s) this one does not know, the last ` +
        `${newer.at(-1)}): starting without migrating. Upgrade this instance too (docs/operations.md, "Rolling upgrade").`,
    );
    return;
  }
  const migrator = new Migrator({ db, provider: { getMigrations: async () => withCrashPointMidway(migrations) } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

/** The crash test's place: after the middle migration's changes, inside the migrations' transaction. */
function withCrashPointMidway(all: Record<string, Migration>): Record<string, Migration> {
  const names = Object.keys(all);
  const middle = names[Math.floor(names.length / 2)] as string;
  const migration = all[middle] as Migration;
  return {
    ...all,
    [middle]: {
      ...migration,
      up: async (db) => {
        await migration.up(db);
        crashPoint('migrations-midway');
      },
    },
  };
}

/**
 * The applied migrations this release does not know, when all of them come after its own last one (a later
 * release's); [] when there are none. One this release does not know among its own is not a later release's
 * but a different history: that is left to Kysely's own refusal.
 */
async function migrationsOfALaterRelease(db: Kysely<any>, known: string[]): Promise<string[]> {
  const { rows: table } = await sql<{ present: boolean }>`
    select to_regclass('kysely_migration') is not null as present`.execute(db);
  if (!table[0]?.present) return [];
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  const knownNames = new Set(known);
  const unknown = rows.map((row) => row.name).filter((name) => !knownNames.has(name));
  const lastKnown = [...known].sort().at(-1) ?? '';
  return unknown.length > 0 && unknown.every((name) => name > lastKnown) ? unknown : [];
}
