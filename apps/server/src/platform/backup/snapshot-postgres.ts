import fs from 'node:fs';
import { sql } from 'kysely';
import { createAudited } from '../audit/audited.ts';
import { openDatabase } from '../db/database.ts';
import { backupSubject, CONSOLE_ACTOR, consoleLog } from './backup-audit.ts';
import { listCatalogFiles } from './catalog-files.ts';
import { readDatabaseFacts, type DatabaseFacts } from './database-facts.ts';
import { runPgTool } from './pg-tools.ts';

/**
 * The PostgreSQL database into `destFile` with pg_dump (custom format), beside running servers. The row
 * counts and the list of stored files to copy (`listFile`, catalog-files.ts) must describe exactly what
 * pg_dump wrote, so all read one snapshot: a read-only repeatable-read transaction exports it, counts and lists
 * in it, and pg_dump --snapshot reads the same instant while it stays open.
 */
export async function snapshotPostgres(input: {
  url: string;
  target: string;
  destFile: string;
  listFile: string;
}): Promise<DatabaseFacts> {
  const database = await openDatabase({ kind: 'postgres', url: input.url });
  try {
    return await createAudited(database.db, consoleLog)(CONSOLE_ACTOR, backupSubject(input.target), () =>
      database.db.connection().execute(async (connection) => {
        await sql`begin isolation level repeatable read, read only`.execute(connection);
        try {
          const { rows } = await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(connection);
          const facts = await readDatabaseFacts(connection);
          await listCatalogFiles(connection, input.listFile);
          await runPgTool(
            'pg_dump',
            ['--format=custom', `--snapshot=${rows[0]!.id}`, `--file=${input.destFile}`, '--no-password'],
            input.url,
          );
          // pg_dump creates its file as the umask says; the backup holds every client's data.
          fs.chmodSync(input.destFile, 0o600);
          return facts;
        } finally {
          await sql`rollback`.execute(connection);
        }
      }),
    );
  } finally {
    await database.close();
  }
}
