import { createScratchDatabase } from '../../../scripts/lib/scratch-database.ts';
import { openDatabase, type Database } from '../src/platform/db/database.ts';
import { migrateToLatest } from '../src/platform/db/migrate.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB=postgres) a scratch
 * database on the DATABASE_URL server that is dropped again afterwards.
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') {
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
    await migrateToLatest(database.db);
    return database;
  }
  if (!process.env.DATABASE_URL) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'lp_test');
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  await migrateToLatest(database.db);
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}
