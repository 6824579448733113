import { loadPdfLib } from '../lazy/heavy-modules.ts';

const DATA_URL_PREFIX = 'data:image/png;base64,';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A signature canvas exported as PNG is tens of kilobytes; far more is not a signature. */
export const MAX_SIGNATURE_PNG_BYTES = 512 * 1024;

/**
 * The PNG inside a signature's data URL, or undefined when it is not one pdf-lib can place (wrong type, too
 * large, or a body that does not decode): checked when the signer signs, so that completing cannot fail on it.
 */
export async function readSignaturePng(dataUrl: string): Promise<Uint8Array | undefined> {
  if (!dataUrl.startsWith(DATA_URL_PREFIX)) return undefined;
  const base64 = dataUrl.slice(DATA_URL_PREFIX.length);
  if (base64.length > Math.ceil((MAX_SIGNATURE_PNG_BYTES * 4) / 3) + 4) return undefined;
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_SIGNATURE_PNG_BYTES || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
  const { PDFDocument } = await loadPdfLib();
  try {
    await (await PDFDocument.create()).embedPng(bytes);
  } catch {
    return undefined;
  }
  return new Uint8Array(bytes);
}
