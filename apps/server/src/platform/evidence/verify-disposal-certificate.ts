import { loadPdfLib } from '../lazy/heavy-modules.ts';
import { verifySeal } from '../signing-key/verify-seal.ts';
import type { EvidenceCheck, EvidenceReport } from './verify-evidence.ts';
import { verifySignedJson } from './verify-signed-json.ts';

/** What a disposal certificate's JSON says it is, and how its PDF names the JSON it shows (in its Subject). */
export const DISPOSAL_CERTIFICATE_KIND = 'ledgerport-disposal-certificate';
export const pdfSubjectFor = (documentSha256: string) => `Disposal certificate; document SHA-256 ${documentSha256}`;

/**
 * A disposal certificate checked offline (issue 35): the JSON's signature over its document, and, when the PDF
 * is given too, its seal (whole file, unchanged), sealed by the same certificate as the JSON, and stating the
 * same document (its Subject carries the SHA-256 of the JSON's canonical document).
 */
export async function verifyDisposalCertificate(json: Buffer, pdf?: Buffer): Promise<EvidenceReport> {
  const verdict = verifySignedJson(json, 'certificate JSON');
  const checks: EvidenceCheck[] = [...verdict.checks];
  const document = verdict.document;
  if (document) {
    const items = Array.isArray(document.items) ? document.items.length : 0;
    checks.push(
      document.kind === DISPOSAL_CERTIFICATE_KIND
        ? {
            ok: true,
            what: 'certificate',
            detail: `disposal review ${String(document.review_uuid)}, ${items} documents disposed of`,
          }
        : { ok: false, what: 'certificate', detail: 'the signed document is not a disposal certificate' },
    );
  }
  if (pdf) checks.push(...(await pdfChecks(pdf, verdict.documentSha256, verdict.certificateSha256)));
  return { readable: true, intact: checks.every((c) => c.ok), checks };
}

async function pdfChecks(pdf: Buffer, documentSha256?: string, certificateSha256?: string): Promise<EvidenceCheck[]> {
  const seal = await verifySeal(pdf);
  const checks: EvidenceCheck[] = [
    seal.intact
      ? { ok: true, what: 'certificate PDF seal', detail: `intact, sealed by ${seal.signer ?? 'unnamed'}` }
      : { ok: false, what: 'certificate PDF seal', detail: seal.problems.join('; ') },
  ];
  if (seal.certificateSha256 && certificateSha256) {
    checks.push(
      seal.certificateSha256 === certificateSha256
        ? { ok: true, what: 'certificate PDF signer', detail: 'the same certificate as the JSON' }
        : { ok: false, what: 'certificate PDF signer', detail: 'sealed by a certificate other than the JSON' },
    );
  }
  let subject: string | undefined;
  try {
    const { PDFDocument } = await loadPdfLib();
    subject = (await PDFDocument.load(pdf, { updateMetadata: false })).getSubject();
  } catch {
    subject = undefined;
  }
  if (documentSha256) {
    checks.push(
      subject === pdfSubjectFor(documentSha256)
        ? { ok: true, what: 'certificate PDF content', detail: 'states the same certificate as the JSON' }
        : { ok: false, what: 'certificate PDF content', detail: 'does not state the certificate of this JSON' },
    );
  }
  return checks;
}
