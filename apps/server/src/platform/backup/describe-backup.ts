import { describeCounts } from './database-facts.ts';
import type { Manifest } from './manifest.ts';
import { hasSigningKey } from './signing-key-copy.ts';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export const fileCount = (n: number) => `${n} ${n === 1 ? 'file' : 'files'}`;

const TAKEN = {
  'running-server': 'a snapshot taken through the running server',
  'no-server': 'a snapshot taken with no server running',
  pg_dump: 'pg_dump',
} as const;

/** What `npm run backup` prints: where, what is in it, and what is not. */
export function describeBackup(dir: string, manifest: Manifest, serverPid: number | undefined): string[] {
  const { database, secrets, storage } = manifest;
  const documents = manifest.files.filter((file) => file.path.startsWith('files/'));
  const total = manifest.files.reduce((sum, file) => sum + file.size, 0);
  const kind = database.kind === 'pglite' ? 'embedded database (PGlite)' : 'PostgreSQL';
  const lines = [
    `Backup written to ${dir} (${megabytes(total)}).`,
    `Database: ${kind}, ${TAKEN[database.taken]}${serverPid ? ` (pid ${serverPid})` : ''}; latest migration ${database.latest_migration}.`,
    `Rows: ${describeCounts(database.row_counts)}.`,
    `Documents: ${fileCount(documents.length)} (${megabytes(documents.reduce((sum, file) => sum + file.size, 0))}) from ${storage.root}, those the database names.`,
  ];
  if (storage.skipped.length > 0) {
    lines.push(
      `Not copied: ${fileCount(storage.skipped.length)} the database names (listed in manifest.json, "skipped").`,
    );
  }
  lines.push(
    secrets.included
      ? 'Secrets: DATA_DIR/secrets.json is included: sessions and links sent before a restore keep working.'
      : `Secrets: NOT included: JWT_SECRET comes from the environment (fingerprint ${secrets.fingerprint}). ` +
          'Keep it safe apart from this backup: a restore needs the same value, or every session and link stops working.',
  );
  const dataKeys = manifest.data_keys?.ids ?? [];
  if (dataKeys.length > 0) {
    lines.push(
      `Data key: NOT included, by design: the TOTP secrets in this backup are encrypted with key ${dataKeys.join(', ')}. ` +
        'A restore needs it: keep a copy of DATA_DIR/secrets.json (or DATA_ENCRYPTION_KEY) apart from the backups.',
    );
  }
  if (hasSigningKey(manifest)) {
    lines.push(
      'Document seal: DATA_DIR/signing/firm-signing.p12 is included: restored seals keep the same certificate.',
    );
  }
  if (storage.s3_tenants > 0) {
    lines.push(
      `Not included: the files of ${storage.s3_tenants} tenant(s) stored in S3; protect those with the bucket's ` +
        'own versioning or replication.',
    );
  }
  lines.push(
    `manifest.json lists ${fileCount(manifest.files.length)} with their SHA-256.`,
    `This backup holds every client document${secrets.included ? ' and the signing key' : ''}: encrypt it before it leaves this machine.`,
  );
  return lines;
}
