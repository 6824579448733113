import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const ZSecrets = z.object({ jwtSecret: z.string().min(32) });
export type Secrets = z.infer<typeof ZSecrets>;

export const secretsFile = (dataDir: string) => path.join(dataDir, 'secrets.json');

/** DATA_DIR/secrets.json as the server reads it, or undefined when there is none (never creates it). */
export function readSecretsFile(dataDir: string): Secrets | undefined {
  const file = secretsFile(dataDir);
  if (!fs.existsSync(file)) return undefined;
  return ZSecrets.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/**
 * Secrets that must survive restarts (a new JWT key would sign everyone out). When the environment does
 * not provide them, they are generated once and kept in DATA_DIR/secrets.json, readable by the owner only.
 * Several instances behind a load balancer must share JWT_SECRET through the environment instead.
 */
export function loadOrCreateSecrets(dataDir: string, fromEnv: { jwtSecret: string | undefined }): Secrets {
  if (fromEnv.jwtSecret) return { jwtSecret: fromEnv.jwtSecret };
  const existing = readSecretsFile(dataDir);
  if (existing) return existing;
  const secrets: Secrets = { jwtSecret: randomBytes(48).toString('base64url') };
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(secretsFile(dataDir), JSON.stringify(secrets, null, 2), { mode: 0o600, flag: 'wx' });
  return secrets;
}

/**
 * A short one-way mark of a signing key, so that a backup and a restore can tell whether they speak of the same
 * key (sessions and links signed with one are refused under another) without either writing the key down.
 */
export const secretFingerprint = (secret: string) =>
  createHmac('sha256', secret).update('ledgerport secret fingerprint v1').digest('hex').slice(0, 16);
