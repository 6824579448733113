import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { acquireDataDirLock } from '../data-dir-lock.ts';
import { migrations } from '../db/migrations/index.ts';
import { readSecretsFile, secretsFile } from '../secrets.ts';
import { isInside, PRIVATE_FOLDER_MODE } from '../storage/local-paths.ts';
import { StartupFailure } from '../startup/startup-failure.ts';
import { countDifferences } from './database-facts.ts';
import { describeRestore } from './describe-restore.ts';
import { copyHashed } from './hashed-copy.ts';
import { damagedBackup, readManifest, type Manifest } from './manifest.ts';
import { assertDataKeysHere, restoreSecrets } from './restore-data-keys.ts';
import { restorePglite, restorePostgres } from './restore-database.ts';
import { assertEmptyDatabase, assertEmptyFolder, LEFT_BY_A_STOPPED_SERVER } from './restore-targets.ts';
import { restoreSigningKey } from './signing-key-copy.ts';
import { verifyBackup } from './verify-backup.ts';

/**
 * `npm run restore -- <dir>`: a backup into the DATA_DIR, STORAGE_ROOT and database `npm start` would use.
 * Everything that can refuse does so before a byte is written: a manifest that is missing or unreadable, a
 * backup of the other kind of database or from a newer version, targets that are not empty, any file whose
 * SHA-256 differs. Then secrets, database (its row counts checked against the manifest) and documents; a
 * failure on the way removes what was written. Answers the lines to print.
 */
export async function restoreBackup(
  config: Config,
  requested: string,
  options: { withoutDataKey?: boolean } = {},
): Promise<string[]> {
  const dir = path.resolve(requested);
  const manifest = readManifest(dir);
  assertRestorable(dir, manifest, config);
  // The operator's own copy of secrets.json (kept apart from backups, as it holds the data key) may be in place.
  const keyFile = readSecretsFile(config.dataDir);
  const keyFileText = keyFile && fs.readFileSync(secretsFile(config.dataDir), 'utf8');
  const dataKeys = assertDataKeysHere(dir, manifest, config, keyFile, options.withoutDataKey ?? false);
  const storageApart = !isInside(config.dataDir, config.storageRoot);
  const assertTargetsEmpty = () => {
    assertEmptyFolder(config.dataDir, 'DATA_DIR', [...LEFT_BY_A_STOPPED_SERVER, ...(keyFile ? ['secrets.json'] : [])]);
    if (storageApart) assertEmptyFolder(config.storageRoot, 'STORAGE_ROOT');
  };
  assertTargetsEmpty();
  if (config.databaseUrl) await assertEmptyDatabase(config.databaseUrl);
  await verifyBackup(dir, manifest);

  fs.mkdirSync(config.dataDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  // Held while writing, so a server started meanwhile refuses; checked again under it for the same reason.
  const lock = config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir);
  let databaseWritten = false;
  try {
    assertTargetsEmpty();
    if (manifest.secrets.included)
      await restoreSecrets(dir, manifest, config.dataDir, keyFile, () =>
        restoreFile(dir, 'secrets.json', secretsFile(config.dataDir), manifest),
      );
    await restoreSigningKey(manifest, config.dataDir, (relative, to) => restoreFile(dir, relative, to, manifest));
    const snapshot = path.join(dir, manifest.database.file);
    databaseWritten = true;
    const facts = config.databaseUrl
      ? await restorePostgres(snapshot, config.databaseUrl)
      : await restorePglite(snapshot, config.dataDir);
    const differences = countDifferences(manifest.database.row_counts, facts.rowCounts);
    if (differences) {
      throw new StartupFailure(
        `The restored database does not hold the rows the backup recorded (${differences}).`,
        'Restore from another copy of this backup, or from an earlier one, and report this.',
      );
    }
    await restoreDocuments(dir, manifest, config.storageRoot);
    return [...describeRestore(dir, manifest, config), ...dataKeys];
  } catch (error) {
    await removeWhatWasWritten(config, storageApart);
    if (keyFileText !== undefined) fs.writeFileSync(secretsFile(config.dataDir), keyFileText, { mode: 0o600 });
    if (config.databaseUrl && databaseWritten && error instanceof StartupFailure) {
      throw new StartupFailure(
        error.reason,
        `${error.remedy} DATA_DIR was emptied again; the database may hold the restore: drop and create it before ` +
          'trying again.',
        error.original,
      );
    }
    throw error;
  } finally {
    lock?.release();
  }
}

function assertRestorable(dir: string, manifest: Manifest, config: Config) {
  const { kind, latest_migration: latest } = manifest.database;
  if (kind === 'pglite' && config.databaseUrl) {
    throw new StartupFailure(
      `The backup in ${dir} holds an embedded (PGlite) database, and DATABASE_URL names a PostgreSQL server.`,
      'Restore it without DATABASE_URL, into an embedded data directory (moving to PostgreSQL is not a restore).',
    );
  }
  if (kind === 'postgres' && !config.databaseUrl) {
    throw new StartupFailure(
      `The backup in ${dir} holds a PostgreSQL database (pg_dump), and DATABASE_URL is not set.`,
      'Set DATABASE_URL to a new, empty PostgreSQL database (createdb …) and run the restore again.',
    );
  }
  const known = Object.keys(migrations).sort();
  if (!known.includes(latest)) {
    const newest = known[known.length - 1]!;
    throw new StartupFailure(
      latest > newest
        ? `The backup in ${dir} comes from a newer Ledgerport (${manifest.app_version}): its database has ` +
            `migration ${latest}, and this version knows them up to ${newest}.`
        : `The backup in ${dir} has a database migration this version does not know (${latest}).`,
      `Restore it with Ledgerport ${manifest.app_version} or newer (a backup from an older version is fine: the ` +
        'server brings it up to date when it starts).',
    );
  }
}

/** Copies one file out of the backup, checking its SHA-256 again: the backup may change after it was verified. */
async function restoreFile(dir: string, relative: string, to: string, manifest: Manifest) {
  const copied = await copyHashed(path.join(dir, relative), to);
  const listed = manifest.files.find((file) => file.path === relative);
  if (copied.sha256 !== listed?.sha256) throw damagedBackup(dir, `${relative} changed while it was restored`);
}

async function restoreDocuments(dir: string, manifest: Manifest, storageRoot: string) {
  const under = (backupPath: string) => path.join(storageRoot, ...backupPath.split('/').slice(1));
  await fsp.mkdir(storageRoot, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  // Parents before children: the manifest lists each folder after the one that holds it.
  for (const folder of manifest.directories.filter((d) => d.startsWith('files/'))) {
    await fsp.mkdir(under(folder), { recursive: true, mode: PRIVATE_FOLDER_MODE });
  }
  for (const file of manifest.files.filter((f) => f.path.startsWith('files/'))) {
    await restoreFile(dir, file.path, under(file.path), manifest);
  }
}

/** The targets were empty before the restore: whatever is in them now, the restore wrote (the lock excepted). */
async function removeWhatWasWritten(config: Config, storageApart: boolean) {
  const empty = async (folder: string, keep: string[]) => {
    if (!fs.existsSync(folder)) return;
    for (const name of fs.readdirSync(folder).filter((entry) => !keep.includes(entry))) {
      await fsp.rm(path.join(folder, name), { recursive: true, force: true });
    }
  };
  await empty(config.dataDir, LEFT_BY_A_STOPPED_SERVER);
  if (storageApart) await empty(config.storageRoot, []);
}
