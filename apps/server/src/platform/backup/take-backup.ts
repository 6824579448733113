import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Config } from '../../config.ts';
import { readSecretsFile, secretFingerprint, secretsFile } from '../secrets.ts';
import { isInside } from '../storage/local-paths.ts';
import { StartupFailure } from '../startup/startup-failure.ts';
import { appVersion } from './app-version.ts';
import { backupSocketPath } from './backup-socket-path.ts';
import { copyCatalogFiles, type CopiedTree } from './copy-catalog-files.ts';
import { describeBackup } from './describe-backup.ts';
import { hashFile } from '../storage/hash-file.ts';
import { writeHashed } from './hashed-copy.ts';
import { backupSigningKey, SIGNING_FOLDER } from './signing-key-copy.ts';
import { writeManifest, type BackupFile, type Manifest } from './manifest.ts';
import { snapshotPglite } from './snapshot-pglite.ts';
import { snapshotPostgres } from './snapshot-postgres.ts';

/**
 * `npm run backup -- <dir>`: the database, DATA_DIR/secrets.json, DATA_DIR/signing/ and STORAGE_ROOT's documents into a new
 * directory, with manifest.json (what, when, row counts, the SHA-256 of every file). It is written under a
 * temporary name and renamed when complete, so a directory under the given name is always a whole backup.
 * Answers the lines to print.
 */
export async function takeBackup(config: Config, requested: string): Promise<string[]> {
  const dir = path.resolve(requested);
  assertDestination(dir, config);
  const work = `${dir}.incomplete-${process.pid}`;
  await fsp.mkdir(path.dirname(dir), { recursive: true });
  await fsp.rm(work, { recursive: true, force: true });
  await fsp.mkdir(work, { mode: 0o700 });
  try {
    const { manifest, serverPid } = await fillBackup(config, work, dir);
    if (fs.existsSync(dir)) fs.rmdirSync(dir);
    fs.renameSync(work, dir);
    return describeBackup(dir, manifest, serverPid);
  } catch (error) {
    await fsp.rm(work, { recursive: true, force: true });
    throw error;
  }
}

function assertDestination(dir: string, config: Config) {
  if (isInside(config.dataDir, dir) || isInside(config.storageRoot, dir)) {
    throw new StartupFailure(
      `The backup cannot go to ${dir}: that is inside DATA_DIR or STORAGE_ROOT, which it copies.`,
      'Write backups to another folder, ideally on another disk (e.g. /var/backups/ledgerport/<date>).',
    );
  }
  if (fs.existsSync(dir) && (!fs.statSync(dir).isDirectory() || fs.readdirSync(dir).length > 0)) {
    throw new StartupFailure(
      `${dir} already exists and is not an empty folder.`,
      'Name a new folder for each backup, e.g. with the date: backups/2026-11-30.',
    );
  }
}

async function fillBackup(config: Config, work: string, finalDir: string) {
  // The backup's time is when its database was taken (the documents follow within moments).
  const startedAt = new Date().toISOString();
  const secret = config.jwtSecret ?? readSecretsFile(config.dataDir)?.jwtSecret;
  if (!secret) {
    throw new StartupFailure(
      `${secretsFile(config.dataDir)} is missing and JWT_SECRET is not set: there is no signing key to back up.`,
      'Run the backup with the settings `npm start` has (the same DATA_DIR, DATABASE_URL and JWT_SECRET).',
    );
  }
  // The database first, then the documents its snapshot names (and only those): every file a row names is in
  // the backup, and no file without its row, such as an upload that finished after the snapshot. The list is
  // read in the snapshot, kept in the work folder while the documents are copied, and removed.
  const listFile = path.join(work, 'catalog-files.jsonl');
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  const databaseFile = kind === 'postgres' ? 'database/postgres.dump' : 'database/pglite-data.tar.gz';
  const destFile = path.join(work, databaseFile);
  await fsp.mkdir(path.join(work, 'database'), { mode: 0o700 });
  const snapshot = config.databaseUrl
    ? {
        ...(await snapshotPostgres({ url: config.databaseUrl, target: finalDir, destFile, listFile })),
        taken: 'pg_dump' as const,
      }
    : await snapshotPglite({ dataDir: config.dataDir, secret, target: finalDir, destFile, listFile });
  const files: BackupFile[] = [{ path: databaseFile, ...(await hashFile(destFile)) }];

  // With JWT_SECRET from the environment the file (if any) is not what the server signs with: not copied. The
  // data key never is: a backup that held it would hand whoever gets the backup the secrets it protects.
  if (!config.jwtSecret) {
    const { dataKey: _key, oldDataKeys: _old, ...withoutDataKeys } = readSecretsFile(config.dataDir) ?? {};
    files.push({
      path: 'secrets.json',
      ...(await writeHashed(
        Readable.from([JSON.stringify(withoutDataKeys, null, 2)]),
        path.join(work, 'secrets.json'),
      )),
    });
  }

  // The firm's generated document-seal key (a configured SIGNING_P12_PATH is the firm's own file, kept by them).
  const signingKey = await backupSigningKey(config.dataDir, work);
  files.push(...signingKey.files);

  await fsp.mkdir(path.join(work, 'files'), { mode: 0o700 });
  const tree: CopiedTree = await copyCatalogFiles(
    config.storageRoot,
    listFile,
    path.join(work, 'files'),
    dataDirEntries(config.dataDir),
  );
  await fsp.rm(listFile);
  files.push(...tree.files.map((file) => ({ ...file, path: `files/${file.path}` })));

  const manifest: Manifest = writeManifest(work, {
    app_version: appVersion(),
    created_at: startedAt,
    database: {
      kind,
      file: databaseFile,
      taken: snapshot.taken,
      latest_migration: snapshot.latestMigration,
      row_counts: snapshot.rowCounts,
    },
    secrets: {
      included: !config.jwtSecret,
      source: config.jwtSecret ? 'JWT_SECRET' : 'secrets.json',
      fingerprint: secretFingerprint(secret),
    },
    data_keys: { ids: snapshot.dataKeyIds },
    storage: { root: config.storageRoot, s3_tenants: snapshot.s3Tenants, skipped: tree.skipped },
    directories: [
      'database',
      ...signingKey.directories,
      'files',
      ...tree.directories.map((folder) => `files/${folder}`),
    ],
    files,
  });
  return { manifest, serverPid: 'serverPid' in snapshot ? snapshot.serverPid : undefined };
}

/** What DATA_DIR holds besides documents: never copied as documents, even when STORAGE_ROOT contains DATA_DIR. */
const dataDirEntries = (dataDir: string) =>
  [
    dataDir,
    path.join(dataDir, 'db'),
    path.join(dataDir, SIGNING_FOLDER),
    secretsFile(dataDir),
    path.join(dataDir, 'ledgerport.lock'),
  ].concat(backupSocketPath(dataDir) ?? []);
