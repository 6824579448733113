import { createHash } from 'node:crypto';
import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { DISPOSAL_CERTIFICATE_KIND, pdfSubjectFor } from '../../platform/evidence/verify-disposal-certificate.ts';
import { canonicalJson } from '../../platform/evidence/canonical-json.ts';
import { loadPdfLib } from '../../platform/lazy/heavy-modules.ts';
import { documentFonts } from '../../platform/pdf/document-fonts.ts';
import { drawableText } from '../../platform/pdf/pdf-text.ts';
import type { FirmSigningKey } from '../../platform/signing-key/firm-signing-key.ts';
import { sealDocument } from '../../platform/signing-key/seal-pdf.ts';
import { signJson } from '../../platform/signing-key/sign-json.ts';
import type { ItemRow } from './disposals.repo.ts';

export type CertificateApprover = { uuid: string; name: string; email: string; approved_at: Date };

/** What the certificate states: every document disposed of, and those kept because a hold came first. */
export function certificateDocument(input: {
  reviewId: string;
  firmName: string;
  listedAt: Date;
  completedAt: Date;
  approvers: CertificateApprover[];
  disposed: ItemRow[];
  held: ItemRow[];
}) {
  const item = (i: ItemRow) => ({
    document_uuid: i.document_id,
    company_uuid: i.tenant_id,
    company: i.company_name,
    folder: i.folder,
    name: i.name,
    record_class: i.record_class,
    tax_year: i.tax_year,
    sha256: i.sha256,
    retention: { rule: i.basis, years: i.years },
    disposed_at: i.disposed_at,
  });
  return {
    kind: DISPOSAL_CERTIFICATE_KIND,
    version: 1,
    review_uuid: input.reviewId,
    firm: input.firmName,
    listed_at: input.listedAt,
    completed_at: input.completedAt,
    approvers: input.approvers,
    items: input.disposed.map(item),
    kept_under_legal_hold: input.held.map((i) => ({
      document_uuid: i.document_id,
      company: i.company_name,
      name: i.name,
    })),
  };
}
export type DisposalCertificateDocument = ReturnType<typeof certificateDocument>;

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

/**
 * The certificate as signed JSON and as a sealed PDF, both with the firm's signing key. The PDF names the JSON's
 * document by its SHA-256 (its Subject), so `npm run verify-evidence -- <json> <pdf>` ties the two together.
 */
export async function writeCertificate(document: DisposalCertificateDocument, key: FirmSigningKey, sealedAt: Date) {
  const json = await signJson(document, key);
  // The document as the JSON signed it: dates as ISO text, exactly what a verifier recomputes.
  const plain = JSON.parse(canonicalJson(document)) as DisposalCertificateDocument & { completed_at: string };
  const lib = await loadPdfLib();
  const pdf = await lib.PDFDocument.create();
  pdf.setTitle(`Disposal certificate ${document.review_uuid}`);
  pdf.setSubject(pdfSubjectFor(sha256(canonicalJson(document))));
  pdf.setProducer('Ledgerport');
  pdf.setCreationDate(sealedAt);
  pdf.setModificationDate(sealedAt);
  await drawCertificate(pdf, plain);
  const sealed = await sealDocument(pdf, key, {
    reason: `Certificate of disposal of ${document.items.length} documents`,
    name: document.firm,
    contactInfo: document.firm,
    location: 'Ledgerport',
    signingTime: sealedAt,
  });
  return { json, jsonSha256: sha256(json), pdf: sealed, pdfSha256: sha256(sealed) };
}

const PAGE = { width: 612, height: 792, margin: 54 };
const SIZE = 8;
const LINE = SIZE * 1.4;

async function drawCertificate(pdf: PDFDocument, document: DisposalCertificateDocument & { completed_at: string }) {
  const texts = [
    document.firm,
    ...document.approvers.map((a) => `${a.name} ${a.email}`),
    ...document.items.flatMap((i) => [i.company, i.folder, i.name]),
  ];
  const fonts = documentFonts(pdf);
  const regular = await fonts.for('regular', texts);
  const bold = await fonts.for('bold', ['Certificate of disposal', ...texts]);
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const line = (text: string, font: PDFFont = regular, size = SIZE) => {
    if (y < PAGE.margin) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
    }
    page.drawText(drawableText(font, text), { x: PAGE.margin, y, size, font });
    y -= size * 1.4;
  };
  line('Certificate of disposal', bold, 16);
  y -= LINE;
  line(`Firm: ${document.firm}`);
  line(`Disposal review: ${document.review_uuid}`);
  line(`Completed: ${document.completed_at} (UTC)`);
  for (const a of document.approvers) line(`Approved by ${a.name} <${a.email}> at ${String(a.approved_at)}`);
  line(
    `Documents disposed of: ${document.items.length}; kept under legal hold: ${document.kept_under_legal_hold.length}`,
  );
  y -= LINE;
  for (const item of document.items) {
    line(`${item.company}: ${item.folder ? `${item.folder}/` : ''}${item.name}`, bold);
    line(
      `  ${item.record_class}${item.tax_year ? ` ${item.tax_year}` : ''}; kept ${item.retention.years} years (${item.retention.rule}); disposed ${String(item.disposed_at)}`,
    );
    line(`  SHA-256 ${item.sha256}`);
  }
  if (document.kept_under_legal_hold.length > 0) {
    y -= LINE;
    line('Kept under legal hold (not disposed of)', bold);
    for (const kept of document.kept_under_legal_hold) line(`${kept.company}: ${kept.name}`);
  }
}
