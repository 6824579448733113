import type { Readable } from 'node:stream';
import { LOGO_MAX_BYTES, VALIDATION_MESSAGES, type TLogoType } from '@ledgerport/contract';
import { AppError } from '../../platform/errors.ts';

const refused = (message: string) => new AppError(400, 'VALIDATION_ERROR', message, [{ field: 'logo', message }]);

/**
 * The image type from the file's first bytes, never from its name or the browser's word: only PNG, JPEG and WebP
 * pass, so an SVG (a document that may carry script) or an HTML file renamed logo.png is refused.
 */
export function sniffLogoType(bytes: Buffer): TLogoType | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'image/webp';
  }
  return undefined;
}

/** Reads the uploaded logo whole (it is small), refusing one over LOGO_MAX_BYTES as soon as it grows past it. */
export async function readLogoUpload(content: Readable): Promise<{ bytes: Buffer; type: TLogoType }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of content as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > LOGO_MAX_BYTES) {
      content.resume();
      throw refused(VALIDATION_MESSAGES.logoTooLarge);
    }
    chunks.push(chunk);
  }
  const bytes = Buffer.concat(chunks);
  const type = sniffLogoType(bytes);
  if (!type) throw refused(VALIDATION_MESSAGES.logoType);
  return { bytes, type };
}

/** No file part at all: the same refusal as a wrong one, naming the field. */
export const logoMissing = () => refused(VALIDATION_MESSAGES.logoType);
