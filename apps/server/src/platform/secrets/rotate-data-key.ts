import type { Config } from '../../config.ts';
import type { Db } from '../db/schema.ts';
import { dataKeysHeld, readSecretsFile, secretsFile, writeSecretsFile } from '../secrets.ts';
import { createColumnCipher } from './column-crypto.ts';
import { newDataKey, parseDataKey } from './data-keys.ts';
import { reencryptSecretColumns, type ReencryptReport } from './secret-columns.ts';

export type RotationOutcome = { ok: boolean; lines: string[] };

/**
 * `npm run rotate-data-key`: every secret column value re-encrypted under a new data key.
 *
 * With DATA_ENCRYPTION_KEY in the environment the operator has already chosen the new key (and put the one it
 * replaces in DATA_ENCRYPTION_KEYS_OLD on every instance): this re-encrypts and says when the old one may go.
 * With the key in DATA_DIR/secrets.json this generates the new one, writes it as current with the previous one
 * kept under `oldDataKeys`, re-encrypts, and only then drops the old one. A run stopped half-way (a crash) finds
 * `oldDataKeys` still there and resumes with the same new key; values already under it are skipped. So it can
 * always be run again.
 */
export async function rotateDataKey(
  db: Db,
  config: Config,
  options: { forgetUnreadable?: boolean } = {},
): Promise<RotationOutcome> {
  if (config.dataEncryptionKey) return rotateToEnvironmentKey(db, config, options);
  return rotateInSecretsFile(db, config, options);
}

async function rotateToEnvironmentKey(db: Db, config: Config, options: { forgetUnreadable?: boolean }) {
  const ring = dataKeysHeld(
    { dataKey: config.dataEncryptionKey, oldDataKeys: config.dataEncryptionKeysOld },
    undefined,
    config.dataDir,
  )!;
  const lines = [
    `Data key ${ring.current.id} from DATA_ENCRYPTION_KEY` +
      (ring.old.length ? `; old key(s) ${ring.old.map((k) => k.id).join(', ')} from DATA_ENCRYPTION_KEYS_OLD.` : '.'),
  ];
  const report = await reencryptSecretColumns(db, createColumnCipher(ring), options);
  lines.push(...describeReport(report));
  if (unresolved(report)) return { ok: false, lines: [...lines, ...missingKeyAdvice(report)] };
  lines.push(
    ring.old.length
      ? 'Done: no value needs the old key(s) any more. Remove DATA_ENCRYPTION_KEYS_OLD from every instance.'
      : 'Done. To rotate: set DATA_ENCRYPTION_KEY to a new key (openssl rand -base64 32) and DATA_ENCRYPTION_KEYS_OLD ' +
          'to the current one on every instance, restart them, and run this again.',
  );
  return { ok: true, lines };
}

async function rotateInSecretsFile(db: Db, config: Config, options: { forgetUnreadable?: boolean }) {
  const file = secretsFile(config.dataDir);
  const before = readSecretsFile(config.dataDir) ?? {};
  const lines: string[] = [];
  let current = before;
  if (before.dataKey && before.oldDataKeys?.length) {
    lines.push(`Resuming the rotation to data key ${idsOf(before.dataKey)} (an earlier run did not finish).`);
  } else {
    // Written before anything is re-encrypted: from here on a crash leaves a file that opens every value.
    current = { ...before, dataKey: newDataKey(), oldDataKeys: before.dataKey ? [before.dataKey] : [] };
    writeSecretsFile(config.dataDir, current);
    lines.push(
      `New data key ${idsOf(current.dataKey!)} written to ${file}` +
        (before.dataKey ? `; the old one (${idsOf(before.dataKey)}) is kept there until every value is moved.` : '.'),
    );
  }
  const ring = dataKeysHeld({ oldDataKeys: config.dataEncryptionKeysOld }, current, config.dataDir)!;
  const report = await reencryptSecretColumns(db, createColumnCipher(ring), options);
  lines.push(...describeReport(report));
  if (unresolved(report)) {
    return { ok: false, lines: [...lines, ...missingKeyAdvice(report), 'The old key(s) stay in secrets.json.'] };
  }
  const { oldDataKeys: _done, ...finished } = current;
  writeSecretsFile(config.dataDir, finished);
  lines.push(
    `Done: old key(s) removed from ${file}. Back it up now, apart from the database backups (docs/operations.md, ` +
      '"Secrets at rest and key rotation"); keep the copy with the old key for as long as you keep backups taken before today.',
  );
  return { ok: true, lines };
}

const idsOf = (written: string) => parseDataKey(written, 'the data key').id;

const unresolved = (report: ReencryptReport) =>
  Object.values(report.columns).some((counts) => counts.unreadable > report.forgotten);

function describeReport(report: ReencryptReport): string[] {
  const lines = Object.entries(report.columns).map(
    ([column, c]) =>
      `${column}: ${c.encrypted} encrypted from plaintext, ${c.reencrypted} re-encrypted from an old key, ` +
      `${c.current} already under the current key, ${c.unreadable} no key here opens.`,
  );
  if (report.forgotten > 0) {
    lines.push(
      `${report.forgotten} value(s) no key opens were deleted: those users set their authenticator app up again.`,
    );
  }
  return lines;
}

const missingKeyAdvice = (report: ReencryptReport) => [
  `Some values need key(s) this server does not have: ${Object.entries(report.missingKeys)
    .map(([id, n]) => `${id} (${n})`)
    .join(', ')}. Add the key (DATA_ENCRYPTION_KEYS_OLD) and run this again; or, if it is lost for good, run ` +
    '`npm run rotate-data-key -- --forget-unreadable`: those users then set their authenticator app up again.',
];
