import fs from 'node:fs';
import { sql } from 'kysely';
import { openDatabase } from '../db/database.ts';
import { describeDatabaseUrl, StartupFailure } from '../startup/startup-failure.ts';

/** What a stopped (or crashed) embedded server leaves in DATA_DIR: no data, so not in a restore's way. */
export const LEFT_BY_A_STOPPED_SERVER = ['ledgerport.lock', 'ledgerport.sock'];

const EMPTY_REMEDY =
  'A restore writes only into an empty or absent folder and an empty database: point the settings at new ones, ' +
  'or move what is there away first.';

const named = (names: string[]) =>
  names.slice(0, 5).join(', ') + (names.length > 5 ? ` and ${names.length - 5} more` : '');

/** Refuses a folder that exists and holds anything but `ignore`. */
export function assertEmptyFolder(folder: string, setting: 'DATA_DIR' | 'STORAGE_ROOT', ignore: string[] = []) {
  if (!fs.existsSync(folder)) return;
  if (!fs.statSync(folder).isDirectory()) {
    throw new StartupFailure(`${setting} (${folder}) is a file, not a folder.`, EMPTY_REMEDY);
  }
  const inTheWay = fs.readdirSync(folder).filter((name) => !ignore.includes(name));
  if (inTheWay.length > 0) {
    throw new StartupFailure(`${setting} (${folder}) is not empty: it holds ${named(inTheWay)}.`, EMPTY_REMEDY);
  }
}

/** Refuses a PostgreSQL database holding any table (ours, pg-boss's, anyone's). */
export async function assertEmptyDatabase(url: string) {
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    const { rows } = await sql<{ name: string }>`
      select table_schema || '.' || table_name as name from information_schema.tables
      where table_schema not in ('pg_catalog', 'information_schema') order by 1`.execute(database.db);
    if (rows.length > 0) {
      const { name, where } = describeDatabaseUrl(url);
      throw new StartupFailure(
        `The database "${name}" at ${where} is not empty: it has ${rows.length} tables (${named(rows.map((r) => r.name))}).`,
        `${EMPTY_REMEDY} (createdb ledgerport_restored, then DATABASE_URL=…/ledgerport_restored)`,
      );
    }
  } finally {
    await database.close();
  }
}
