import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { DB } from '../db/schema.ts';
import { Kysely, PGliteDialect } from 'kysely';
import { createAudited } from '../audit/audited.ts';
import { acquireDataDirLock, DataDirLockedError } from '../data-dir-lock.ts';
import { openDatabase } from '../db/database.ts';
import { loadPglite } from '../lazy/heavy-modules.ts';
import { StartupFailure } from '../startup/startup-failure.ts';
import { backupSubject, CONSOLE_ACTOR, consoleLog } from './backup-audit.ts';
import { listCatalogFiles } from './catalog-files.ts';
import { readDatabaseFacts, type DatabaseFacts } from './database-facts.ts';
import { writeHashed } from './hashed-copy.ts';
import { dumpPglite } from './pglite-dump.ts';
import { snapshotFromRunningServer } from './snapshot-from-server.ts';

type Request = { dataDir: string; secret: string | undefined; target: string; destFile: string; listFile: string };
export type PgliteSnapshot = DatabaseFacts & { taken: 'running-server' | 'no-server'; serverPid?: number };

/**
 * The embedded database into `destFile` (a tar.gz of its data directory). While a server holds DATA_DIR it is
 * asked for the copy, as only it may read the files; with none running, this command takes the lock itself
 * (a server started meanwhile refuses to start, for these few seconds) and copies the same way. Either way
 * the copy is then opened on its own, in memory, to read what the manifest records and the stored files it names
 * (`listFile`, catalog-files.ts): a snapshot that does not open fails the backup now rather than the restore later.
 */
export async function snapshotPglite({
  dataDir,
  secret,
  target,
  destFile,
  listFile,
}: Request): Promise<PgliteSnapshot> {
  const pgData = path.join(dataDir, 'db');
  if (!fs.existsSync(path.join(pgData, 'PG_VERSION'))) {
    throw new StartupFailure(
      `There is no embedded database in ${pgData}.`,
      'Run the backup with the settings the server runs with (DATA_DIR; DATABASE_URL for PostgreSQL).',
    );
  }
  let lock: { release: () => void };
  try {
    lock = acquireDataDirLock(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    await snapshotFromRunningServer({ dataDir, secret, target, destFile, holderPid: error.holderPid });
    return { ...(await factsOfSnapshot(destFile, listFile)), taken: 'running-server', serverPid: error.holderPid };
  }
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: pgData });
    try {
      await createAudited(database.db, consoleLog)(CONSOLE_ACTOR, backupSubject(target), async () => {
        const snapshot = await dumpPglite(database);
        await writeHashed(Readable.fromWeb(snapshot.stream() as never), destFile);
      });
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
  return { ...(await factsOfSnapshot(destFile, listFile)), taken: 'no-server' };
}

async function factsOfSnapshot(file: string, listFile: string): Promise<DatabaseFacts> {
  const { PGlite, PGLITE_EXTENSIONS } = await loadPglite();
  const pglite = await PGlite.create({ loadDataDir: await fs.openAsBlob(file), extensions: PGLITE_EXTENSIONS });
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
  try {
    const facts = await readDatabaseFacts(db);
    await listCatalogFiles(db, listFile);
    return facts;
  } finally {
    await db.destroy();
  }
}
