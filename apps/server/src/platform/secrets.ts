import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const ZSecrets = z.object({ jwtSecret: z.string().min(32) });
export type Secrets = z.infer<typeof ZSecrets>;

/**
 * Secrets that must survive restarts (a new JWT key would sign everyone out). When the environment does
 * not provide them, they are generated once and kept in DATA_DIR/secrets.json, readable by the owner only.
 * Several instances behind a load balancer must share JWT_SECRET through the environment instead.
 */
export function loadOrCreateSecrets(dataDir: string, fromEnv: { jwtSecret: string | undefined }): Secrets {
  if (fromEnv.jwtSecret) return { jwtSecret: fromEnv.jwtSecret };
  const file = path.join(dataDir, 'secrets.json');
  if (fs.existsSync(file)) {
    return ZSecrets.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  }
  const secrets: Secrets = { jwtSecret: randomBytes(48).toString('base64url') };
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: 'wx' });
  return secrets;
}
