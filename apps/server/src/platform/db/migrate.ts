import type { Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import { crashPoint } from '../faults/crash-point.ts';
import { migrations } from './migrations/index.ts';

/**
 * Applies every pending migration, in name order, in one transaction (PostgreSQL and PGlite both roll DDL back):
 * a crash or a failure half-way leaves the schema as it was, and the next start applies them all again. A
 * failure stops the start with the migration's error.
 */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
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
