import type { TSignedIn } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { testSecrets, useTestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { createColumnCipher } from '../../platform/secrets/column-crypto.ts';
import { dataKeyring, newDataKey } from '../../platform/secrets/data-keys.ts';
import { encryptPlaintextSecrets } from '../../platform/secrets/secret-columns.ts';
import { challengeOf, codeFor, enrolTotp, secondStep } from './mfa.test-support.ts';

const ctx = useTestApp(undefined, { STAFF_MFA_REQUIRED: 'true' });

const storedSecretOf = async (userId: string) =>
  (
    await ctx.database.db
      .selectFrom('totp_secrets')
      .select('secret')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).secret;

async function signInWithCode(email: string, stepsAhead: number, secret: string) {
  const challenge = await challengeOf(ctx, email);
  const answer = await secondStep(ctx, { challenge: challenge.challenge, code: codeFor(secret, stepsAhead) });
  expect(answer.statusCode, answer.body).toBe(200);
  expect((answer.json() as TSignedIn).token).toBeTruthy();
}

describe('TOTP secrets at rest', () => {
  it('stores the secret encrypted under the data key, and sign-in with a code still works', async () => {
    const user = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const { secret } = await enrolTotp(ctx, user.email);
    const stored = await storedSecretOf(user.id);
    expect(stored).not.toContain(secret);
    expect(stored.split(':').slice(0, 2)).toEqual(['v1', testSecrets.dataKeys.current.id]);
    await signInWithCode(user.email, 1, secret);
  });

  it('still signs in with a plaintext secret from before encryption, which the start-up step then encrypts', async () => {
    const user = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const { secret } = await enrolTotp(ctx, user.email);
    await ctx.database.db.updateTable('totp_secrets').set({ secret }).where('user_id', '=', user.id).execute();
    await signInWithCode(user.email, 1, secret);

    const cipher = createColumnCipher(testSecrets.dataKeys);
    const warnings: string[] = [];
    const report = await encryptPlaintextSecrets(ctx.database.db, cipher, (line) => warnings.push(line));
    expect(report.columns['totp_secrets.secret']!.encrypted).toBeGreaterThanOrEqual(1);
    expect(warnings).toEqual([]);
    expect(cipher.isCurrent(await storedSecretOf(user.id))).toBe(true);
    // Each code works once: forget the step used above, so the same 30 seconds can sign in again.
    await ctx.database.db.updateTable('totp_secrets').set({ last_step: null }).where('user_id', '=', user.id).execute();
    await signInWithCode(user.email, 1, secret);
    // Run again, nothing left to do.
    const again = await encryptPlaintextSecrets(ctx.database.db, cipher, () => {});
    expect(again.columns['totp_secrets.secret']!.encrypted).toBe(0);
  });

  it('says at start, naming the key, when some secret needs a key the server does not have', async () => {
    const user = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    await enrolTotp(ctx, user.email);
    const elsewhere = createColumnCipher(dataKeyring(newDataKey()));
    const foreign = elsewhere.encrypt('JBSWY3DPEHPK3PXP', `totp_secrets.secret:${user.id}`);
    await ctx.database.db.updateTable('totp_secrets').set({ secret: foreign }).where('user_id', '=', user.id).execute();

    const warnings: string[] = [];
    const report = await encryptPlaintextSecrets(ctx.database.db, createColumnCipher(testSecrets.dataKeys), (line) =>
      warnings.push(line),
    );
    expect(report.missingKeyIds).toEqual([elsewhere.currentKeyId]);
    expect(warnings.join('\n')).toContain(`need data key ${elsewhere.currentKeyId}, which this server does not have`);
    expect(await storedSecretOf(user.id)).toBe(foreign);
    await ctx.database.db.deleteFrom('totp_secrets').where('user_id', '=', user.id).execute();
  });
});
