import { createHash } from 'node:crypto';
import { chainEvent } from './evidence/evidence-chain.ts';
import { buildEvidenceZip } from './evidence/evidence-zip.ts';
import { evidenceSummary } from './evidence/evidence-summary.ts';
import { drawCertificatePage } from './pdf/certificate-page.ts';
import type { SigningCertificate } from './pdf/certificate-data.ts';
import { inspectPdf } from './pdf/inspect-pdf.ts';
import { drawFields, type FieldToWrite } from './pdf/write-fields.ts';
import { loadPdfLib } from './lazy/heavy-modules.ts';
import { firmSigningKey, type SigningKeySettings } from './signing-key/firm-signing-key.ts';
import { sealDocument, type SealDetails } from './signing-key/seal-pdf.ts';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** What completing an envelope needs: the original, every field with its value, the certificate's facts, the seal's words. */
export type CompletionInput = {
  original: Uint8Array;
  fields: FieldToWrite[];
  certificate: Omit<SigningCertificate, 'final_sha256'>;
  seal: SealDetails;
};

/** The sealed file, its hash, the hash of the filled document the certificate page states, and the sealing certificate's. */
export type CompletedPdf = { bytes: Buffer; sha256: string; filledSha256: string; certificateSha256: string };

/**
 * The platform parts signing runs on, handed to the signing feature by app.ts: the PDF toolkit's inspection,
 * the evidence chain's link, completion (fields written, certificate page, the firm's seal) and the evidence
 * zip. Tests build the app with these same parts: nothing about a PDF is pretended.
 */
export function createSigningPlatform(settings: SigningKeySettings) {
  return {
    inspect: inspectPdf,
    chainEvent,
    async complete(input: CompletionInput): Promise<CompletedPdf> {
      // One parse for every step: fields, then (once the filled document's hash is known) the certificate page
      // and the seal's placeholder on the same document, saved once more and signed.
      const { PDFDocument } = await loadPdfLib();
      const document = await PDFDocument.load(input.original, { updateMetadata: false });
      await drawFields(document, input.fields);
      const filledSha256 = sha256(await document.save({ useObjectStreams: false }));
      await drawCertificatePage(document, { ...input.certificate, final_sha256: filledSha256 });
      // Read when needed, not at start: a key the operator replaced is used from the next seal on.
      const key = await firmSigningKey(settings);
      const bytes = await sealDocument(document, key, input.seal);
      return { bytes, sha256: sha256(bytes), filledSha256, certificateSha256: key.certificateSha256 };
    },
    evidenceZip: buildEvidenceZip,
    evidenceSummary,
  };
}
