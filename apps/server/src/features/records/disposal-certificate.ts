import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { PDFDocument, PDFPage } from 'pdf-lib';
import { DISPOSAL_CERTIFICATE_KIND, pdfSubjectFor } from '../../platform/evidence/verify-disposal-certificate.ts';
import { canonicalJson } from '../../platform/evidence/canonical-json.ts';
import { documentFonts } from '../../platform/pdf/document-fonts.ts';
import { drawableText } from '../../platform/pdf/pdf-text.ts';
import type { FirmSigningKey } from '../../platform/signing-key/firm-signing-key.ts';
import { sealDocument } from '../../platform/signing-key/seal-pdf.ts';
import { loadForge, loadPdfLib, loadSignPdf } from '../../platform/lazy/heavy-modules.ts';
import { signCanonicalJson } from '../../platform/signing-key/sign-json.ts';
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

/**
 * Starts loading what writing the certificate needs (pdf-lib, the PDF signer, forge), so that it happens while
 * the disposal waits on storage and the database rather than after. A failure shows where they are used.
 */
export function preloadCertificateModules(): void {
  void Promise.all([loadPdfLib(), loadSignPdf(), loadForge()]).catch(() => undefined);
}

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

/**
 * The certificate as signed JSON and as a sealed PDF, both with the firm's signing key. The PDF names the JSON's
 * document by its SHA-256 (its Subject), so `npm run verify-evidence -- <json> <pdf>` ties the two together.
 */
export async function writeCertificate(document: DisposalCertificateDocument, key: FirmSigningKey, sealedAt: Date) {
  // Serialized once: at 10,000 items each canonical pass costs tens of milliseconds.
  const canonical = canonicalJson(document);
  const json = await signCanonicalJson(canonical, key);
  // The document as the JSON signed it: dates as ISO text, exactly what a verifier recomputes.
  const plain = JSON.parse(canonical) as DisposalCertificateDocument & { completed_at: string };
  const lib = await loadPdfLib();
  const pdf = await lib.PDFDocument.create();
  pdf.setTitle(`Disposal certificate ${document.review_uuid}`);
  pdf.setSubject(pdfSubjectFor(sha256(canonical)));
  pdf.setProducer('Ledgerport');
  pdf.setCreationDate(sealedAt);
  pdf.setModificationDate(sealedAt);
  await drawCertificate(pdf, plain);
  compressPagesNatively(pdf, lib);
  const sealed = await sealDocument(pdf, key, {
    reason: `Certificate of disposal of ${document.items.length} documents`,
    name: document.firm,
    contactInfo: document.firm,
    location: 'Ledgerport',
    signingTime: sealedAt,
  });
  return { json, jsonSha256: sha256(json), pdf: sealed, pdfSha256: sha256(sealed) };
}

/**
 * Each page's content stream compressed by Node's zlib instead of pdf-lib's JavaScript deflate, which it runs on
 * every stream as the file is saved: for the 500 pages of a 10,000-item certificate that was about a third of
 * writing it. The same FlateDecode streams, as pdf-lib's own public objects (context.stream, context.assign).
 */
function compressPagesNatively(pdf: PDFDocument, lib: Awaited<ReturnType<typeof loadPdfLib>>) {
  for (const [ref, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof lib.PDFContentStream)) continue;
    const bytes = deflateSync(object.getUnencodedContents());
    pdf.context.assign(ref, pdf.context.stream(bytes, { Filter: 'FlateDecode' }));
  }
}

const PAGE = { width: 612, height: 792, margin: 54 };
const SIZE = 8;
const LINE = SIZE * 1.4;
const LINES_PER_PAGE = Math.floor((PAGE.height - 2 * PAGE.margin) / LINE);

/**
 * The certificate's lines, a page at a time, each page's text drawn in one call: a disposal of 10,000
 * documents is 30,000 lines, and one call per line made writing the PDF cost more than removing the files.
 */
async function drawCertificate(pdf: PDFDocument, document: DisposalCertificateDocument & { completed_at: string }) {
  const lines: string[] = [
    `Firm: ${document.firm}`,
    `Disposal review: ${document.review_uuid}`,
    `Completed: ${document.completed_at} (UTC)`,
    ...document.approvers.map((a) => `Approved by ${a.name} <${a.email}> at ${String(a.approved_at)}`),
    `Documents disposed of: ${document.items.length}; kept under legal hold: ${document.kept_under_legal_hold.length}`,
    '',
  ];
  for (const item of document.items) {
    lines.push(
      `${item.company}: ${item.folder ? `${item.folder}/` : ''}${item.name}`,
      `    ${item.record_class}${item.tax_year ? ` ${item.tax_year}` : ''}; kept ${item.retention.years} years (${item.retention.rule}); disposed ${String(item.disposed_at)}`,
      `    SHA-256 ${item.sha256}`,
    );
  }
  if (document.kept_under_legal_hold.length > 0) {
    lines.push('', 'Kept under legal hold (not disposed of):');
    for (const kept of document.kept_under_legal_hold) lines.push(`${kept.company}: ${kept.name}`);
  }
  const fonts = documentFonts(pdf);
  // Helvetica unless some line needs more; only lines beyond printable ASCII are checked (10,000 names are not).
  const unusual = lines.filter((line) => /[^\x20-\x7e]/.test(line));
  const regular = await fonts.for('regular', unusual);
  const bold = await fonts.for('bold', ['Certificate of disposal']);
  const text = unusual.length === 0 ? lines : lines.map((line) => drawableText(regular, line));
  for (let at = 0, page = 0; at < text.length || page === 0; page++) {
    const sheet: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
    let top = PAGE.height - PAGE.margin;
    if (page === 0) {
      sheet.drawText('Certificate of disposal', { x: PAGE.margin, y: top - 16, size: 16, font: bold });
      top -= 16 + 2 * LINE;
    }
    const room = page === 0 ? LINES_PER_PAGE - 3 : LINES_PER_PAGE;
    const chunk = text.slice(at, at + room);
    at += room;
    sheet.drawText(chunk.join('\n'), { x: PAGE.margin, y: top - SIZE, size: SIZE, font: regular, lineHeight: LINE });
  }
}
