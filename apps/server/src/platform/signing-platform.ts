import { createHash } from 'node:crypto';
import { chainEvent } from './evidence/evidence-chain.ts';
import { buildEvidenceZip } from './evidence/evidence-zip.ts';
import { evidenceSummary } from './evidence/evidence-summary.ts';
import { addCertificatePage } from './pdf/certificate-page.ts';
import type { SigningCertificate } from './pdf/certificate-data.ts';
import { inspectPdf } from './pdf/inspect-pdf.ts';
import { writeFields, type FieldToWrite } from './pdf/write-fields.ts';
import { firmSigningKey, type SigningKeySettings } from './signing-key/firm-signing-key.ts';
import { sealPdf, type SealDetails } from './signing-key/seal-pdf.ts';

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
      const filled = await writeFields(input.original, input.fields);
      const filledSha256 = sha256(filled);
      const withCertificate = await addCertificatePage(filled, { ...input.certificate, final_sha256: filledSha256 });
      // Read when needed, not at start: a key the operator replaced is used from the next seal on.
      const key = await firmSigningKey(settings);
      const bytes = await sealPdf(withCertificate, key, input.seal);
      return { bytes, sha256: sha256(bytes), filledSha256, certificateSha256: key.certificateSha256 };
    },
    evidenceZip: buildEvidenceZip,
    evidenceSummary,
  };
}
