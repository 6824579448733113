import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { dataKeyring, newDataKey, type DataKeyring } from './secrets/data-keys.ts';

/**
 * DATA_DIR/secrets.json: the JWT key (absent when JWT_SECRET comes from the environment) and the data key that
 * encrypts secret columns (absent when DATA_ENCRYPTION_KEY does; `oldDataKeys` only while a rotation runs). A
 * file from before data keys holds only jwtSecret: the key is added on the next start.
 */
export const ZSecretsFile = z.object({
  jwtSecret: z.string().min(32).optional(),
  dataKey: z.string().optional(),
  oldDataKeys: z.array(z.string()).optional(),
});
export type SecretsFile = z.infer<typeof ZSecretsFile>;

export type Secrets = {
  jwtSecret: string;
  /** Encrypts secret columns (platform/secrets/column-crypto.ts). */
  dataKeys: DataKeyring;
};

export type SecretsFromEnv = {
  jwtSecret: string | undefined;
  dataKey?: string | undefined;
  oldDataKeys?: readonly string[] | undefined;
};

export const secretsFile = (dataDir: string) => path.join(dataDir, 'secrets.json');

/** DATA_DIR/secrets.json as the server reads it, or undefined when there is none (never creates it). */
export function readSecretsFile(dataDir: string): SecretsFile | undefined {
  const file = secretsFile(dataDir);
  if (!fs.existsSync(file)) return undefined;
  return ZSecretsFile.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/**
 * Replaces DATA_DIR/secrets.json whole: written under a private name (mode 0600) and renamed over the old one, so
 * a crash leaves either the old file or the new one, never half of one.
 */
export function writeSecretsFile(dataDir: string, content: SecretsFile) {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = secretsFile(dataDir);
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  const fd = fs.openSync(temporary, 'wx', 0o600);
  try {
    fs.writeFileSync(fd, JSON.stringify(content, null, 2));
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temporary, file);
}

/**
 * Secrets that must survive restarts (a new JWT key would sign everyone out; a new data key would make every
 * stored TOTP secret unreadable). What the environment does not provide is generated once and kept in
 * DATA_DIR/secrets.json, readable by the owner only. Several instances behind a load balancer must share
 * JWT_SECRET and DATA_ENCRYPTION_KEY through the environment instead.
 */
export function loadOrCreateSecrets(dataDir: string, fromEnv: SecretsFromEnv): Secrets {
  if (fromEnv.jwtSecret && fromEnv.dataKey) {
    return { jwtSecret: fromEnv.jwtSecret, dataKeys: dataKeysHeld(fromEnv, undefined, dataDir)! };
  }
  const existing = readSecretsFile(dataDir) ?? {};
  const missing: SecretsFile = {
    ...(!fromEnv.jwtSecret && !existing.jwtSecret ? { jwtSecret: randomBytes(48).toString('base64url') } : {}),
    ...(!fromEnv.dataKey && !existing.dataKey ? { dataKey: newDataKey() } : {}),
  };
  const file = { ...existing, ...missing };
  if (Object.keys(missing).length > 0) writeSecretsFile(dataDir, file);
  return { jwtSecret: fromEnv.jwtSecret ?? file.jwtSecret!, dataKeys: dataKeysHeld(fromEnv, file, dataDir)! };
}

/**
 * The data keys a server holds: DATA_ENCRYPTION_KEY (with DATA_ENCRYPTION_KEYS_OLD) when set, else secrets.json's
 * key with its old ones and the environment's old ones; undefined when there is no current key at all. The one
 * rule for the server's start and for a restore's check that the backup's keys are here.
 */
export function dataKeysHeld(
  fromEnv: Pick<SecretsFromEnv, 'dataKey' | 'oldDataKeys'>,
  file: SecretsFile | undefined,
  dataDir: string,
): DataKeyring | undefined {
  const envOld = fromEnv.oldDataKeys ?? [];
  if (fromEnv.dataKey) return dataKeyring(fromEnv.dataKey, envOld, 'DATA_ENCRYPTION_KEY');
  if (!file?.dataKey) return undefined;
  return dataKeyring(file.dataKey, [...(file.oldDataKeys ?? []), ...envOld], `the data key in ${secretsFile(dataDir)}`);
}

/**
 * A short one-way mark of a signing key, so that a backup and a restore can tell whether they speak of the same
 * key (sessions and links signed with one are refused under another) without either writing the key down.
 */
export const secretFingerprint = (secret: string) =>
  createHmac('sha256', secret).update('ledgerport secret fingerprint v1').digest('hex').slice(0, 16);
