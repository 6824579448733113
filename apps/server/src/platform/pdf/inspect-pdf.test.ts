import { describe, expect, it } from 'vitest';
import { inspectPdf } from './inspect-pdf.ts';
import { makePdf, makePng, withEncryptEntry } from './pdf-fixtures.test-support.ts';
import { MAX_PDF_BYTES, MAX_PDF_PAGES } from './pdf-limits.ts';

describe('inspectPdf: what the field editor needs, or why the file cannot be signed', () => {
  it('gives each page its size in points as a reader shows it', async () => {
    expect(await inspectPdf(await makePdf(2))).toEqual({
      ok: true,
      pages: [
        { width: 612, height: 792 },
        { width: 612, height: 792 },
      ],
    });
    // A landscape scan stored as a portrait page turned by /Rotate is shown, and edited, in landscape.
    expect(await inspectPdf(await makePdf(1, { rotate: 90 }))).toEqual({
      ok: true,
      pages: [{ width: 792, height: 612 }],
    });
  });

  it('refuses a file that is not a PDF, whatever its name said', async () => {
    expect(await inspectPdf(Buffer.from('Name,Amount\nAnn,10\n'))).toEqual({ ok: false, code: 'NOT_A_PDF' });
    expect(await inspectPdf(makePng(4, 4))).toEqual({ ok: false, code: 'NOT_A_PDF' });
    expect(await inspectPdf(new Uint8Array())).toEqual({ ok: false, code: 'NOT_A_PDF' });
  });

  it('refuses a damaged PDF: a header and nothing readable, or a file cut off before its pages', async () => {
    expect(await inspectPdf(Buffer.from('%PDF-1.7\n\x00\x01garbage that is no PDF object\n'))).toEqual({
      ok: false,
      code: 'PDF_DAMAGED',
    });
    const whole = await makePdf(3);
    expect(await inspectPdf(whole.subarray(0, 200))).toEqual({ ok: false, code: 'PDF_DAMAGED' });
  });

  it('refuses a password-protected PDF as such, not as damaged', async () => {
    expect(await inspectPdf(withEncryptEntry(await makePdf(1)))).toEqual({ ok: false, code: 'PDF_ENCRYPTED' });
  });

  it(`refuses more than ${MAX_PDF_PAGES} pages, and says how many it found`, async () => {
    expect((await inspectPdf(await makePdf(MAX_PDF_PAGES))).ok).toBe(true);
    expect(await inspectPdf(await makePdf(MAX_PDF_PAGES + 1))).toEqual({
      ok: false,
      code: 'PDF_TOO_MANY_PAGES',
      limit: MAX_PDF_PAGES,
      actual: MAX_PDF_PAGES + 1,
    });
  });

  it('refuses more than 50 MB before reading it', async () => {
    const pdf = await makePdf(1);
    const huge = Buffer.concat([pdf, Buffer.alloc(MAX_PDF_BYTES - pdf.length + 1, 0x20)]);
    expect(await inspectPdf(huge)).toEqual({
      ok: false,
      code: 'PDF_TOO_LARGE',
      limit: MAX_PDF_BYTES,
      actual: MAX_PDF_BYTES + 1,
    });
    // At the limit exactly it is read (trailing spaces are legal after %%EOF).
    expect((await inspectPdf(huge.subarray(0, MAX_PDF_BYTES))).ok).toBe(true);
  });
});
