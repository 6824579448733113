import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { readSecretsFile, writeSecretsFile } from '../../platform/secrets.ts';
import { keyIdOfStored } from '../../platform/secrets/column-crypto.ts';
import { newDataKey, parseDataKey } from '../../platform/secrets/data-keys.ts';
import {
  runOperatorScript,
  signInWithApp,
  storedTotpSecret,
  useServerData,
  withDataDirApp,
  type ServerData,
} from './data-dir-app.test-support.ts';
import { enrolTotp } from './mfa.test-support.ts';

/**
 * (platform/secrets/rotate-data-key.ts, here as it needs a signed-in user with an authenticator app.)
 * `npm run rotate-data-key` as an operator runs it: its own process on a stopped server's DATA_DIR (an embedded
 * database there, or the PostgreSQL database of this run with TEST_DB=postgres), then the app started again on the
 * rotated key signs the user in with the same authenticator app.
 */
const serverData = useServerData(
  'lp-rotate-',
  process.env.TEST_DB === 'postgres' ? process.env.DATABASE_URL : undefined,
);
let data: ServerData;

const rotate = (args: string[] = []) => runOperatorScript('rotate-data-key', args, data);
const withApp = <T>(use: (ctx: TestContext) => Promise<T>) => withDataDirApp(data, use);
const storedSecret = async (ctx: TestContext, userId: string) => ({ secret: await storedTotpSecret(ctx, userId) });

const currentKeyId = () => parseDataKey(readSecretsFile(data.dataDir)!.dataKey!, 'file').id;

describe('npm run rotate-data-key', () => {
  it('re-encrypts every TOTP secret under a new key, drops the old one, and sign-in keeps working', async () => {
    data = await serverData('server');
    const enrolled = await withApp(async (ctx) => {
      const user = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
      const { secret } = await enrolTotp(ctx, user.email);
      return { user, secret, stored: (await storedSecret(ctx, user.id)).secret };
    });
    const firstKey = currentKeyId();
    expect(keyIdOfStored(enrolled.stored)).toBe(firstKey);

    const run = await rotate();
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`the old one (${firstKey}) is kept there until every value is moved`);
    expect(run.stdout).toMatch(/totp_secrets\.secret: 0 encrypted from plaintext, 1 re-encrypted from an old key/);
    const secondKey = currentKeyId();
    expect(secondKey).not.toBe(firstKey);
    expect(readSecretsFile(data.dataDir)!.oldDataKeys).toBeUndefined();

    await withApp(async (ctx) => {
      expect(keyIdOfStored((await storedSecret(ctx, enrolled.user.id)).secret)).toBe(secondKey);
      await signInWithApp(ctx, enrolled.user.email, enrolled.user.id, enrolled.secret);
    });
  }, 120_000);

  it('resumes a rotation a crash stopped half-way, with the key it had chosen', async () => {
    // What the command leaves when it dies after writing the new key and before moving the values.
    const file = readSecretsFile(data.dataDir)!;
    const chosen = newDataKey();
    writeSecretsFile(data.dataDir, { ...file, dataKey: chosen, oldDataKeys: [file.dataKey!] });

    const run = await rotate();
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('Resuming the rotation');
    expect(currentKeyId()).toBe(parseDataKey(chosen, 'k').id);
    expect(readSecretsFile(data.dataDir)!.oldDataKeys).toBeUndefined();
    await withApp(async (ctx) => {
      const row = await ctx.database.db.selectFrom('totp_secrets').select('secret').executeTakeFirstOrThrow();
      expect(keyIdOfStored(row.secret)).toBe(parseDataKey(chosen, 'k').id);
    });
  }, 120_000);

  it('refuses to drop a key some value still needs, and forgets those values only when told', async () => {
    // A secrets.json whose keys open nothing stored (the real key lost).
    writeSecretsFile(data.dataDir, { ...readSecretsFile(data.dataDir)!, dataKey: newDataKey() });
    const refused = await rotate();
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('no key here opens');
    expect(refused.stderr).toContain('--forget-unreadable');
    expect(readSecretsFile(data.dataDir)!.oldDataKeys).toHaveLength(1);

    const forgotten = await rotate(['--forget-unreadable']);
    expect(forgotten.code, forgotten.stderr).toBe(0);
    expect(forgotten.stdout).toContain('1 value(s) no key opens were deleted');
    await withApp(async (ctx) => {
      expect(await ctx.database.db.selectFrom('totp_secrets').selectAll().execute()).toEqual([]);
    });
  }, 120_000);
});
