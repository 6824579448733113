import type { PDFDocument } from 'pdf-lib';
import { loadPdfLib, loadSignPdf } from '../lazy/heavy-modules.ts';
import type { FirmSigningKey } from './firm-signing-key.ts';

/**
 * Room for the signature in the file, in bytes: a generated certificate's PKCS#7 is about 2 KB; a firm's own
 * certificate may bring a chain of three or four. Too small and the seal fails; the unused rest is zeros.
 */
const SIGNATURE_ROOM = 16_384;

export type SealDetails = {
  /** Shown by readers as the signature's reason, e.g. "Signed by all parties through Example CPA's portal". */
  reason: string;
  /** The firm's name and where to reach it. */
  name: string;
  contactInfo: string;
  location: string;
  signingTime?: Date;
};

/**
 * The PDF sealed with the firm's certificate (adbe.pkcs7.detached over the whole file): any reader shows that
 * it has not changed since, and who sealed it. The input is not changed; the result is a new buffer.
 */
export async function sealPdf(pdf: Uint8Array, key: FirmSigningKey, details: SealDetails): Promise<Buffer> {
  const { PDFDocument } = await loadPdfLib();
  return sealDocument(await PDFDocument.load(pdf, { updateMetadata: false }), key, details);
}

/** `sealPdf` of a document already loaded: its last change, then saved once and signed. */
export async function sealDocument(document: PDFDocument, key: FirmSigningKey, details: SealDetails): Promise<Buffer> {
  const { pdflibAddPlaceholder, FirmKeySigner, SignPdf } = await loadSignPdf();
  const signingTime = details.signingTime ?? new Date();
  pdflibAddPlaceholder({
    pdfDoc: document,
    reason: details.reason,
    name: details.name,
    contactInfo: details.contactInfo,
    location: details.location,
    signingTime,
    signatureLength: SIGNATURE_ROOM,
    appName: 'Ledgerport',
  });
  // Without object streams, like every step before it: the fastest table for pdf-lib to write (and readers to read).
  const withPlaceholder = Buffer.from(await document.save({ useObjectStreams: false }));
  return new SignPdf().sign(withPlaceholder, new FirmKeySigner(key.signer), signingTime);
}
