import { loadPdfLib } from '../lazy/heavy-modules.ts';
import { pageFrame, shownSize } from './page-geometry.ts';
import { MAX_PDF_BYTES, MAX_PDF_PAGES, type PdfInspection } from './pdf-limits.ts';

/** A PDF's header may follow up to 1 KiB of junk (readers accept it; so do we). */
const HEADER_WINDOW = 1024;

const hasPdfHeader = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, HEADER_WINDOW)).includes('%PDF-');

/**
 * Whether a file can be sent for signing, and its pages' sizes as a reader shows them (points, rotation
 * applied) for the field editor. Cheap checks first: a 200 MB upload is refused before it is parsed.
 */
export async function inspectPdf(bytes: Uint8Array): Promise<PdfInspection> {
  if (bytes.length > MAX_PDF_BYTES)
    return { ok: false, code: 'PDF_TOO_LARGE', limit: MAX_PDF_BYTES, actual: bytes.length };
  if (!hasPdfHeader(bytes)) return { ok: false, code: 'NOT_A_PDF' };
  const { PDFDocument } = await loadPdfLib();
  let document;
  try {
    // ignoreEncryption: an encrypted file is told apart from a damaged one, not reported as a parse failure.
    document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    return { ok: false, code: 'PDF_DAMAGED' };
  }
  if (document.isEncrypted) return { ok: false, code: 'PDF_ENCRYPTED' };
  let pages;
  try {
    // pdf-lib forgives a broken page tree by reading no pages, or fails only here: both are damage.
    pages = document.getPages();
  } catch {
    return { ok: false, code: 'PDF_DAMAGED' };
  }
  if (pages.length === 0) return { ok: false, code: 'PDF_DAMAGED' };
  if (pages.length > MAX_PDF_PAGES) {
    return { ok: false, code: 'PDF_TOO_MANY_PAGES', limit: MAX_PDF_PAGES, actual: pages.length };
  }
  return { ok: true, pages: pages.map((page) => shownSize(pageFrame(page))) };
}
