import { createHash } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { dataKeysHeld, writeSecretsFile, ZSecretsFile, type SecretsFile } from '../secrets.ts';
import { keyIdsOf, parseDataKey } from '../secrets/data-keys.ts';
import { StartupFailure } from '../startup/startup-failure.ts';
import { damagedBackup, type Manifest } from './manifest.ts';

/**
 * The data keys the backup's encrypted secret columns need must be here (DATA_ENCRYPTION_KEY[S_OLD], or the
 * operator's copy of secrets.json put into DATA_DIR beforehand): a backup never holds them. Without them every
 * authenticator app would fail at its next sign-in, so the restore refuses, before writing anything, and says
 * where the key goes; `--without-data-key` accepts a lost key (those users set their app up again).
 */
export function assertDataKeysHere(
  dir: string,
  manifest: Manifest,
  config: Config,
  keyFile: SecretsFile | undefined,
  withoutDataKey: boolean,
): string[] {
  const needed = manifest.data_keys?.ids ?? [];
  if (needed.length === 0) return [];
  const held = dataKeysHeld(
    { dataKey: config.dataEncryptionKey, oldDataKeys: config.dataEncryptionKeysOld },
    keyFile,
    config.dataDir,
  );
  const here = new Set(
    held ? keyIdsOf(held) : config.dataEncryptionKeysOld.map((key) => parseDataKey(key, 'DATA_ENCRYPTION_KEYS_OLD').id),
  );
  const missing = needed.filter((id) => !here.has(id));
  if (missing.length === 0) {
    return [`Data key: ${needed.join(', ')} is here: authenticator apps keep working.`];
  }
  if (withoutDataKey) {
    return [
      `WARNING: restored without data key ${missing.join(', ')}: the TOTP secrets it encrypted cannot be read. ` +
        'Run `npm run rotate-data-key -- --forget-unreadable` before starting: those users set their authenticator app up again.',
    ];
  }
  throw new StartupFailure(
    `The TOTP secrets in the backup in ${dir} are encrypted with data key ${missing.join(', ')}, which this ` +
      `server does not have (a backup never holds the data key)${here.size ? `; it has ${[...here].join(', ')}` : ''}.`,
    `Put the copy of DATA_DIR/secrets.json kept apart from the backups into ${config.dataDir} (or set ` +
      'DATA_ENCRYPTION_KEY, and DATA_ENCRYPTION_KEYS_OLD, as the server had them) and run the restore again. If the ' +
      'key is lost for good, add --without-data-key: users of an authenticator app then set it up again.',
  );
}

/** secrets.json from the backup; with the operator's copy in place, the data keys are kept from that copy. */
export async function restoreSecrets(
  dir: string,
  manifest: Manifest,
  dataDir: string,
  keyFile: SecretsFile | undefined,
  copyAsItIs: () => Promise<void>,
) {
  if (!keyFile) return copyAsItIs();
  const text = await fsp.readFile(path.join(dir, 'secrets.json'));
  const listed = manifest.files.find((file) => file.path === 'secrets.json');
  if (createHash('sha256').update(text).digest('hex') !== listed?.sha256) {
    throw damagedBackup(dir, 'secrets.json changed while it was restored');
  }
  const fromBackup = ZSecretsFile.parse(JSON.parse(text.toString('utf8')));
  writeSecretsFile(dataDir, { ...fromBackup, dataKey: keyFile.dataKey, oldDataKeys: keyFile.oldDataKeys });
}
