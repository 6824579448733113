import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectPdf } from '../pdf/inspect-pdf.ts';
import { makePdf } from '../pdf/pdf-fixtures.test-support.ts';
import { firmSigningKey, type FirmSigningKey } from './firm-signing-key.ts';
import { sealPdf } from './seal-pdf.ts';
import { verifySeal } from './verify-seal.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'seal-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

let key: FirmSigningKey;
let sealed: Buffer;
beforeAll(async () => {
  key = await firmSigningKey({ dataDir: scratch, signingP12: undefined }, { commonName: 'Example CPA LLC' });
  sealed = await sealPdf(await makePdf(3), key, {
    reason: 'Signed by all parties through Example CPA LLC',
    name: 'Example CPA LLC',
    contactInfo: 'office@example-cpa.test',
    location: 'Springfield',
    signingTime: new Date('2026-03-02T15:06:01Z'),
  });
});

/** The sealed file with one byte changed at `at` (from the end when negative). */
const flipped = (pdf: Buffer, at: number) => {
  const copy = Buffer.from(pdf);
  const index = at < 0 ? copy.length + at : at;
  copy[index] = copy[index]! ^ 0x01;
  return copy;
};

describe('sealPdf and verifySeal: a reader can tell the signed PDF has not changed', () => {
  it("seals over the whole file with the firm's certificate, and the document still reads as before", async () => {
    expect(sealed.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await verifySeal(sealed)).toEqual({
      sealed: true,
      intact: true,
      problems: [],
      certificateSha256: key.certificateSha256,
      signer: 'Example CPA LLC',
      signedAt: new Date('2026-03-02T15:06:01Z'),
    });
    expect(await inspectPdf(sealed)).toMatchObject({ ok: true, pages: [{}, {}, {}] });
  });

  it('names a changed byte of the content the seal covers', async () => {
    const text = sealed.toString('latin1');
    const report = await verifySeal(flipped(sealed, text.indexOf('/MediaBox') + 3));
    expect(report).toMatchObject({ sealed: true, intact: false });
    expect(report.problems).toEqual([
      'the sealed content changed after sealing (its SHA-256 no longer matches the seal)',
    ]);
    // The last byte too (the end of the file is covered, not only its start).
    expect((await verifySeal(flipped(sealed, -2))).problems).toEqual([
      'the sealed content changed after sealing (its SHA-256 no longer matches the seal)',
    ]);
  });

  it('names bytes added after the seal (an incremental update a reader would flag)', async () => {
    const update = Buffer.from('\n1 0 obj\n<< /Evil true >>\nendobj\n');
    expect((await verifySeal(Buffer.concat([sealed, update]))).problems).toEqual([
      `the seal does not cover the whole file: ${update.length} bytes differ from what was sealed`,
    ]);
  });

  it('names a changed signature block, inside the signature or in its unused room', async () => {
    const contents = sealed.toString('latin1').lastIndexOf('/Contents <') + '/Contents <'.length;
    const inSignature = await verifySeal(flipped(sealed, contents + 600));
    expect(inSignature.intact).toBe(false);
    expect(inSignature.problems.join('; ')).toMatch(/signature (block cannot be read|does not verify)/);
    const close = sealed.indexOf('>', contents);
    expect((await verifySeal(flipped(sealed, close - 10))).problems).toEqual([
      "the seal's signature block was altered after sealing",
    ]);
  });

  it('says so when a PDF carries no seal at all', async () => {
    expect(await verifySeal(await makePdf(1))).toEqual({
      sealed: false,
      intact: false,
      problems: ['the PDF carries no seal (no digital signature)'],
    });
  });
});
