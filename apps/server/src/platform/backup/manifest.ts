import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { StartupFailure } from '../startup/startup-failure.ts';

export const MANIFEST_FILE = 'manifest.json';
const FORMAT = 'ledgerport-backup';
/** Raised when the layout changes in a way an older restore could not read; a restore refuses a newer one. */
export const FORMAT_VERSION = 1;

// A crafted or damaged manifest must never steer a restore outside its target: every path is relative,
// '/'-separated, without empty, '.' or '..' segments.
const ZBackupPath = z
  .string()
  .min(1)
  .max(4096)
  .refine(
    (p) => !/[\\\0]/.test(p) && p.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..'),
    'must be a relative path inside the backup',
  );

const ZBackupFile = z.object({
  path: ZBackupPath,
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type BackupFile = z.infer<typeof ZBackupFile>;

const ZManifest = z.object({
  format: z.literal(FORMAT),
  format_version: z.number().int().min(1),
  /** The server's version (apps/server/package.json) that took the backup: for the reader; migrations decide. */
  app_version: z.string(),
  /** When the backup began: the database was taken at once, the documents right after. */
  created_at: z.iso.datetime(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** The snapshot inside the backup: a PGlite data directory (tar.gz) or a pg_dump archive (custom format). */
    file: ZBackupPath,
    /** How it was taken: through the running server, with no server running, or by pg_dump. */
    taken: z.enum(['running-server', 'no-server', 'pg_dump']),
    /** The newest migration applied to it: a restore refuses one this code does not know. */
    latest_migration: z.string(),
    /** Rows per table at the snapshot, checked again after a restore. */
    row_counts: z.record(z.string(), z.number().int().min(0)),
  }),
  secrets: z.object({
    /** DATA_DIR/secrets.json is in the backup; false when JWT_SECRET came from the environment. */
    included: z.boolean(),
    source: z.enum(['secrets.json', 'JWT_SECRET']),
    /** secretFingerprint() of the signing key in use, so a restore can tell whether JWT_SECRET matches it. */
    fingerprint: z.string(),
  }),
  /**
   * The data keys (their ids) the database's encrypted secret columns need. Never the keys: they stay out of
   * every backup (docs/operations.md, "Secrets at rest and key rotation"). Absent in backups from before them.
   */
  data_keys: z.object({ ids: z.array(z.string()) }).optional(),
  storage: z.object({
    /** STORAGE_ROOT when the backup was taken (the files the database names are under files/). */
    root: z.string(),
    /** Tenants keeping their files in S3: their buckets are not part of the backup. */
    s3_tenants: z.number().int().min(0),
    /**
     * Files the database names that were not copied (removed from the storage meanwhile, a path the storage
     * refuses). Files the database does not name are never copied, nor listed here.
     */
    skipped: z.array(z.object({ path: z.string(), reason: z.string() })),
  }),
  /** Every folder and every file of the backup but manifest.json itself: nothing more, nothing less. */
  directories: z.array(ZBackupPath),
  files: z.array(ZBackupFile),
});
export type Manifest = z.infer<typeof ZManifest>;
export type ManifestBody = Omit<Manifest, 'format' | 'format_version'>;

export const damagedBackup = (dir: string, what: string) =>
  new StartupFailure(
    `The backup in ${dir} is damaged: ${what}.`,
    'Restore from another copy of this backup, or from an earlier one.',
  );

export function writeManifest(dir: string, body: ManifestBody): Manifest {
  const manifest: Manifest = { format: FORMAT, format_version: FORMAT_VERSION, ...body };
  const file = path.join(dir, MANIFEST_FILE);
  fs.writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  const handle = fs.openSync(file, 'r');
  try {
    fs.fsyncSync(handle);
  } finally {
    fs.closeSync(handle);
  }
  return manifest;
}

/** The manifest of a backup directory, or a refusal naming what is wrong with it. */
export function readManifest(dir: string): Manifest {
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
    throw new StartupFailure(`There is no backup directory at ${dir}.`, 'Name the directory `npm run backup` wrote.');
  }
  const file = path.join(dir, MANIFEST_FILE);
  if (!fs.existsSync(file)) {
    throw damagedBackup(
      dir,
      `${MANIFEST_FILE} is missing (not a Ledgerport backup, or one that was cut short or altered)`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw damagedBackup(dir, `${MANIFEST_FILE} is not valid JSON (${(error as Error).message})`);
  }
  const version = (json as { format_version?: unknown } | null)?.format_version;
  if (typeof version === 'number' && version > FORMAT_VERSION) {
    throw new StartupFailure(
      `The backup in ${dir} has format ${version}; this version of Ledgerport reads format ${FORMAT_VERSION}.`,
      'Restore it with the Ledgerport version that took it, or a newer one.',
    );
  }
  const parsed = ZManifest.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw damagedBackup(
      dir,
      `${MANIFEST_FILE} does not describe a backup (${issue.path.join('.') || 'top'}: ${issue.message})`,
    );
  }
  return parsed.data;
}
