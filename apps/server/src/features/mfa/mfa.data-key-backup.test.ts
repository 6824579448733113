import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { readSecretsFile, secretsFile } from '../../platform/secrets.ts';
import { keyIdOfStored } from '../../platform/secrets/column-crypto.ts';
import {
  runOperatorScript,
  signInWithApp,
  storedTotpSecret,
  useServerData,
  withDataDirApp,
} from './data-dir-app.test-support.ts';
import { enrolTotp } from './mfa.test-support.ts';

/**
 * `npm run backup` leaves the data key out (a backup must not open the secrets it carries), and `npm run restore`
 * onto a server without that key refuses at once, naming it, instead of letting every authenticator app fail at
 * its next sign-in. With the separately kept secrets.json put in place first, the restored server signs in.
 */
const serverData = useServerData(
  'lp-data-key-backup-',
  process.env.TEST_DB === 'postgres' ? process.env.DATABASE_URL : undefined,
);

describe('the data key and backups', () => {
  it('is never in a backup, and a restore without it refuses until the kept copy is in place', async () => {
    const original = await serverData('original');
    const enrolled = await withDataDirApp(original, async (ctx) => {
      const user = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
      const { secret } = await enrolTotp(ctx, user.email);
      return { user, secret, keyId: keyIdOfStored(await storedTotpSecret(ctx, user.id))! };
    });

    const backupDir = path.join(path.dirname(original.dataDir), 'backup');
    const backup = await runOperatorScript('backup', [backupDir], original);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`Data key: NOT included, by design`);
    expect(readSecretsFile(backupDir)).not.toHaveProperty('dataKey');
    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'));
    expect(manifest.data_keys).toEqual({ ids: [enrolled.keyId] });

    const restored = await serverData('restored');
    const refused = await runOperatorScript('restore', [backupDir], restored);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`encrypted with data key ${enrolled.keyId}, which this server does not have`);
    expect(fs.existsSync(path.join(restored.dataDir, 'db'))).toBe(false);

    // The copy of secrets.json the firm keeps apart from its backups.
    fs.mkdirSync(restored.dataDir, { recursive: true, mode: 0o700 });
    fs.copyFileSync(secretsFile(original.dataDir), secretsFile(restored.dataDir));
    const restore = await runOperatorScript('restore', [backupDir], restored);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain(`Data key: ${enrolled.keyId} is here: authenticator apps keep working.`);
    expect(readSecretsFile(restored.dataDir)).toEqual(readSecretsFile(original.dataDir));

    await withDataDirApp(restored, (ctx) => signInWithApp(ctx, enrolled.user.email, enrolled.user.id, enrolled.secret));
  }, 180_000);
});
