import fs from 'node:fs';
import { sql } from 'kysely';
import { createAudited } from '../audit/audited.ts';
import { openDatabase } from '../db/database.ts';
import { backupSubject, CONSOLE_ACTOR, consoleLog } from './backup-audit.ts';
import { readDatabaseFacts, type DatabaseFacts } from './database-facts.ts';
import { runPgTool } from './pg-tools.ts';

/**
 * The PostgreSQL database into `destFile` with pg_dump (custom format), beside running servers. The row
 * counts must describe exactly what pg_dump wrote, so both read one snapshot: a read-only repeatable-read
 * transaction exports it, counts in it, and pg_dump --snapshot reads the same instant while it stays open.
 */
export async function snapshotPostgres(input: {
  url: string;
  target: string;
  destFile: string;
}): Promise<DatabaseFacts> {
  const database = await openDatabase({ kind: 'postgres', url: input.url });
  try {
    return await createAudited(database.db, consoleLog)(CONSOLE_ACTOR, backupSubject(input.target), () =>
      database.db.connection().execute(async (connection) => {
        await sql`begin isolation level repeatable read, read only`.execute(connection);
        try {
          const { rows } = await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(connection);
          const facts = await readDatabaseFacts(connection);
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
