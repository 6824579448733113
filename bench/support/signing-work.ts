/**
 * The two workloads bench/signing.bench.ts compares, each run in a process of its own: completing a 20-page PDF
 * with two signers through the platform parts (fields, certificate page, seal), and pdf-lib alone making the
 * same writes in one load and one save (no seal: pdf-lib cannot seal).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { SigningCertificate } from '../../apps/server/src/platform/pdf/certificate-data.ts';
import { makePdf, makePng } from '../../apps/server/src/platform/pdf/pdf-fixtures.test-support.ts';
import type { FieldToWrite } from '../../apps/server/src/platform/pdf/write-fields.ts';
import { createSigningPlatform } from '../../apps/server/src/platform/signing-platform.ts';

export const PAGES = 20;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The inputs, written once by the parent: the original and each signer's signature and initials. */
export async function writeInputs(dir: string) {
  fs.writeFileSync(path.join(dir, 'original.pdf'), await makePdf(PAGES));
  for (const signer of [1, 2]) {
    fs.writeFileSync(path.join(dir, `signature-${signer}.png`), makePng(600, 150));
    fs.writeFileSync(path.join(dir, `initials-${signer}.png`), makePng(200, 100));
  }
}

/** Each signer initials every page and signs, names and dates the last; the first ticks a box. */
function fieldsFor(dir: string): FieldToWrite[] {
  return [1, 2].flatMap((signer) => {
    const signature = fs.readFileSync(path.join(dir, `signature-${signer}.png`));
    const initials = fs.readFileSync(path.join(dir, `initials-${signer}.png`));
    const left = 72 + (signer - 1) * 250;
    return [
      ...Array.from({ length: PAGES }, (_, i): FieldToWrite => ({
        page: i + 1,
        kind: 'initials',
        x: 400 + signer * 70,
        y: 730,
        width: 60,
        height: 30,
        png: initials,
      })),
      { page: PAGES, kind: 'signature', x: left, y: 600, width: 200, height: 50, png: signature },
      {
        page: PAGES,
        kind: 'name',
        x: left,
        y: 660,
        width: 200,
        height: 16,
        value: signer === 1 ? 'Ann Example' : 'Bob Example',
      },
      { page: PAGES, kind: 'date_signed', x: left, y: 680, width: 120, height: 16, value: '2026-03-02' },
      { page: 1, kind: 'checkbox', x: left, y: 300, width: 12, height: 12, value: true },
    ];
  });
}

/** The certificate's facts; `final_sha256` is the completion's own (it hashes the filled document). */
function certificateFor(original: Uint8Array): Omit<SigningCertificate, 'final_sha256'> {
  const signer = (name: string) => ({
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@client.test`,
    verification_method: 'form_8879' as const,
    verification_result: 'passed: code by e-mail, prior-year AGI matched',
    ip: '203.0.113.7',
    user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    consented_at: new Date('2026-03-02T15:04:05Z'),
    signed_at: new Date('2026-03-02T15:06:00Z'),
  });
  return {
    envelope_uuid: '0b6f3b9e-2c55-4a53-9a59-6f1de1c8a001',
    title: 'Form 8879 (2025)',
    file_name: 'form-8879-2025.pdf',
    page_count: PAGES,
    original_sha256: sha256(original),
    firm_name: 'Example CPA LLC',
    firm_time_zone: 'America/New_York',
    completed_at: new Date('2026-03-02T15:06:01Z'),
    signers: [signer('Ann Example'), signer('Bob Example')],
  };
}

/**
 * The platform's completion, as the server's completion job calls it: fields, certificate page, seal (the key read
 * from disk, as each completion does).
 */
export async function completeWithPlatform(dir: string, dataDir: string): Promise<number> {
  const original = fs.readFileSync(path.join(dir, 'original.pdf'));
  const sealed = await createSigningPlatform({ dataDir, signingP12: undefined }).complete({
    original,
    fields: fieldsFor(dir),
    certificate: certificateFor(original),
    seal: { reason: 'Signed', name: 'Example CPA LLC', contactInfo: '-', location: '-' },
  });
  return sealed.bytes.length;
}

/** pdf-lib alone: the same images and words drawn, a page of as many lines as the certificate's, one save. */
export async function completeWithPdfLib(dir: string): Promise<number> {
  const document = await PDFDocument.load(fs.readFileSync(path.join(dir, 'original.pdf')));
  const font = await document.embedFont(StandardFonts.Helvetica);
  const pages = document.getPages();
  // Each image embedded once and placed many times, as writeFields does: the same writes, not more.
  const images = new Map<Uint8Array, Awaited<ReturnType<typeof document.embedPng>>>();
  for (const field of fieldsFor(dir)) {
    const page = pages[field.page - 1]!;
    const y = page.getHeight() - field.y - field.height;
    if (field.png) {
      const image = images.get(field.png) ?? (await document.embedPng(field.png));
      images.set(field.png, image);
      page.drawImage(image, { x: field.x, y, width: field.width, height: field.height });
    } else if (typeof field.value === 'string') page.drawText(field.value, { x: field.x, y, size: 10, font });
    else page.drawText('X', { x: field.x, y, size: 10, font });
  }
  const certificate = document.addPage([612, 792]);
  for (let line = 0; line < 30; line++) {
    certificate.drawText(`Line ${line}: ${'0123456789abcdef'.repeat(4)}`, { x: 54, y: 740 - line * 12, size: 9, font });
  }
  return (await document.save()).length;
}
