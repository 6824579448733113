import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { firmSigningKey, generatedP12File } from './firm-signing-key.ts';
import { generateSigningP12 } from './generate-signing-key.ts';
import { warnIfSigningKeyUnusable } from './signing-key-check.ts';
import { SigningKeyError } from './signing-key-errors.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'signing-key-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
const dataDir = (name: string) => path.join(scratch, name);

describe("the firm's signing key", () => {
  it("is generated into DATA_DIR/signing on first use, readable by the server's user only, and kept", async () => {
    const settings = { dataDir: dataDir('first-use'), signingP12: undefined };
    expect(fs.existsSync(generatedP12File(settings.dataDir))).toBe(false);
    const first = await firmSigningKey(settings, { commonName: 'Example CPA LLC' });
    expect(first).toMatchObject({
      source: 'generated',
      subject: 'Example CPA LLC',
      file: generatedP12File(settings.dataDir),
    });
    expect(first.certificateSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.statSync(first.file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(first.file)).mode & 0o777).toBe(0o700);
    expect((await firmSigningKey(settings)).certificateSha256).toBe(first.certificateSha256);
  });

  it('is generated once when several seals need it at the same moment, and leaves no partial file', async () => {
    const settings = { dataDir: dataDir('race'), signingP12: undefined };
    const keys = await Promise.all([1, 2, 3].map(() => firmSigningKey(settings)));
    expect(new Set(keys.map((key) => key.certificateSha256)).size).toBe(1);
    expect(fs.readdirSync(path.dirname(keys[0]!.file))).toEqual(['firm-signing.p12']);
  });

  it("uses the firm's own PKCS#12 from configuration as it is, and creates nothing in DATA_DIR", async () => {
    const file = path.join(scratch, 'firm-own.p12');
    fs.writeFileSync(file, await generateSigningP12('Own Certificate CPA'));
    const own = { dataDir: dataDir('configured'), signingP12: { path: file, password: 'ledgerport' } };
    expect(await firmSigningKey(own)).toMatchObject({ source: 'configured', subject: 'Own Certificate CPA', file });
    expect(fs.existsSync(own.dataDir)).toBe(false);
  });

  it('refuses a configured file it cannot use, saying which and why', async () => {
    const file = path.join(scratch, 'refused.p12');
    fs.writeFileSync(file, await generateSigningP12('Old CPA', new Date('2010-01-01T00:00:00Z')));
    const refusal = (signingP12: { path: string; password: string }) =>
      firmSigningKey({ dataDir: dataDir('refused'), signingP12 }).then(
        () => undefined,
        (error: unknown) => (error instanceof SigningKeyError ? [error.reason, error.message] : error),
      );
    expect(await refusal({ path: file, password: 'not it' })).toEqual([
      'not_pkcs12_or_wrong_password',
      `SIGNING_P12_PATH ${file}: not a PKCS#12 file, or the password is wrong`,
    ]);
    expect(await refusal({ path: file, password: 'ledgerport' })).toEqual([
      'expired',
      `SIGNING_P12_PATH ${file}: the certificate expired on 2020-01-01T00:00:00.000Z`,
    ]);
    expect(await refusal({ path: path.join(scratch, 'missing.p12'), password: '' })).toEqual([
      'unreadable',
      `SIGNING_P12_PATH ${path.join(scratch, 'missing.p12')}: ENOENT`,
    ]);
    fs.writeFileSync(path.join(scratch, 'text.p12'), 'not a certificate');
    expect(await refusal({ path: path.join(scratch, 'text.p12'), password: '' })).toEqual([
      'not_pkcs12_or_wrong_password',
      expect.any(String),
    ]);
  });

  it('is checked at start when configured: an operator reads why it cannot be used in the log', async () => {
    const file = path.join(scratch, 'start.p12');
    fs.writeFileSync(file, await generateSigningP12('Start CPA'));
    const lines: string[] = [];
    const log = {
      info: (line: string) => lines.push(`info ${line}`),
      warn: (line: string) => lines.push(`warn ${line}`),
    };
    const check = (password: string) =>
      warnIfSigningKeyUnusable(
        { dataDir: dataDir('start'), signingP12: { path: file, password } },
        log as unknown as Parameters<typeof warnIfSigningKeyUnusable>[1],
      );
    await check('ledgerport');
    await check('wrong');
    expect(lines).toEqual([
      expect.stringMatching(
        /^info Signed PDFs are sealed as "Start CPA" \(certificate valid until \d{4}-\d\d-\d\d\)\.$/,
      ),
      `warn The firm's signing certificate cannot be used (SIGNING_P12_PATH ${file}: not a PKCS#12 file, or the password is wrong): envelopes cannot be completed until it is fixed.`,
    ]);
  });
});
