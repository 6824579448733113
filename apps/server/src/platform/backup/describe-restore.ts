import type { Config } from '../../config.ts';
import { secretFingerprint } from '../secrets.ts';
import { describeCounts } from './database-facts.ts';
import { fileCount } from './describe-backup.ts';
import type { Manifest } from './manifest.ts';
import { hasSigningKey } from './signing-key-copy.ts';

/** Whether the key the restored server will sign with is the one the backup's sessions and links carry. */
function describeSecrets({ secrets }: Manifest, config: Config): string {
  const here = config.jwtSecret ? secretFingerprint(config.jwtSecret) : undefined;
  if (secrets.included) {
    if (here === undefined || here === secrets.fingerprint) {
      return 'Secrets: secrets.json restored: sessions and links sent before the backup keep working.';
    }
    return (
      'WARNING: secrets.json was restored, but JWT_SECRET is set here to another key, and the server signs with ' +
      'that: sessions and links from before the backup will be refused. Unset JWT_SECRET to use the restored key.'
    );
  }
  if (here === secrets.fingerprint) {
    return 'Secrets: JWT_SECRET here is the key the backup was taken with: sessions and links keep working.';
  }
  return (
    `WARNING: the backup holds no signing key (JWT_SECRET came from the environment, fingerprint ${secrets.fingerprint}), ` +
    `and ${here ? 'JWT_SECRET here is another one' : 'JWT_SECRET is not set here'}. Start the server with the same ` +
    'JWT_SECRET as before, or every session and every link already sent stops working.'
  );
}

/** What `npm run restore` prints once everything is in place. */
export function describeRestore(dir: string, manifest: Manifest, config: Config): string[] {
  const { database, storage } = manifest;
  const documents = manifest.files.filter((file) => file.path.startsWith('files/')).length;
  const lines = [
    `Restored ${dir} (taken ${manifest.created_at} by Ledgerport ${manifest.app_version}).`,
    `Checked before writing: ${fileCount(manifest.files.length)}, each against its SHA-256 in manifest.json.`,
    `Database: ${database.kind === 'pglite' ? `embedded, into ${config.dataDir}/db` : 'PostgreSQL, into DATABASE_URL'}; ` +
      `rows as recorded: ${describeCounts(database.row_counts)}.`,
    `Documents: ${fileCount(documents)} into ${config.storageRoot}.`,
    describeSecrets(manifest, config),
  ];
  if (hasSigningKey(manifest)) {
    lines.push(`Document seal: the firm's key restored to ${config.dataDir}/signing/firm-signing.p12 (mode 0600).`);
  }
  if (storage.s3_tenants > 0) {
    lines.push(`Not restored: the files of ${storage.s3_tenants} tenant(s) in S3 (they stay in their buckets).`);
  }
  lines.push('Next: start the server (npm start) with these settings, sign in and open a document.');
  return lines;
}
