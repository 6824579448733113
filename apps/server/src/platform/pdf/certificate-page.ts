import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { loadPdfLib } from '../lazy/heavy-modules.ts';
import { documentFonts } from './document-fonts.ts';
import type { CertificateSigner, SigningCertificate } from './certificate-data.ts';
import { bothStamps, utcStamp } from './certificate-times.ts';
import { drawableText, wrapText } from './pdf-text.ts';

/** US Letter, the paper a US firm prints on; the margins leave room for a binder's holes. */
const PAGE = { width: 612, height: 792, margin: 54 };
// 8.5 pt: a SHA-256 (64 hex digits of DejaVu Sans) stays on one line beside its label.
const SIZE = { title: 16, heading: 11, text: 8.5 };
const LINE = 1.35;
const LABEL_WIDTH = 150;

const METHODS: Record<CertificateSigner['verification_method'], string> = {
  signed_in: 'Signed-in portal user',
  form_8879: 'Form 8879 level: one-time code and data known to the firm',
  paper_copy: 'Printed, signed by hand and uploaded by the firm',
};

/**
 * The original document followed by one or more certificate pages: what was signed (and its hashes), by whom,
 * how each signer was identified, from where, and when, in UTC and on the firm's clock. Written before the seal,
 * so the seal covers it too.
 */
export async function addCertificatePage(pdf: Uint8Array, certificate: SigningCertificate): Promise<Uint8Array> {
  const lib = await loadPdfLib();
  const document = await lib.PDFDocument.load(pdf, { updateMetadata: false });
  await drawCertificatePage(document, certificate);
  return document.save({ useObjectStreams: false });
}

/** `addCertificatePage` on a document already loaded (completion parses the original once for every step). */
export async function drawCertificatePage(document: PDFDocument, certificate: SigningCertificate): Promise<void> {
  const writer = new CertificateLines();
  const zone = certificate.firm_time_zone;
  writer.title('Certificate of completion');
  writer.row('Document', certificate.title);
  writer.row('File', `${certificate.file_name} (${certificate.page_count} pages, certificate follows)`);
  writer.row('Envelope', certificate.envelope_uuid);
  writer.row('Firm', certificate.firm_name);
  writer.row('SHA-256 original', certificate.original_sha256);
  writer.row('SHA-256 final', `${certificate.final_sha256} (signed fields written, before this page and the seal)`);
  writer.row('Completed', bothStamps(certificate.completed_at, zone));
  certificate.signers.forEach((signer, index) => {
    writer.heading(`Signer ${index + 1}: ${signer.name}`);
    writer.row('E-mail', signer.email);
    writer.row('Verification', METHODS[signer.verification_method]);
    writer.row('Result', signer.verification_result);
    writer.row('IP address', signer.ip ?? '—');
    writer.row('Browser', signer.user_agent ?? '—');
    writer.row('Consent to e-records', bothStamps(signer.consented_at, zone));
    writer.row('Signed', bothStamps(signer.signed_at, zone));
    const record = signer.pub1345;
    if (!record) return;
    writer.heading('IRS Publication 1345 record (Form 8879)');
    writer.row('1. Signed form image', `pages ${record.signed_form_pages} of this file`);
    writer.row('2. Date and time', utcStamp(record.signed_at));
    writer.row('3. IP address', record.ip_address);
    writer.row('4. Login identification', record.login_id);
    writer.row('5. Identity verification', record.identity_verification);
    writer.row('6. Signature method', record.signature_method === 'typed' ? 'typed name' : 'drawn signature');
    writer.row('7. Audit trail', record.audit_trail);
  });
  writer.note(
    "This file is sealed with the firm's digital signature: a PDF reader shows whether it changed after sealing. " +
      'The envelope\'s evidence (events, original, signed file) verifies offline with "npm run verify-evidence".',
  );
  // Helvetica unless a name, an e-mail or a browser string needs more (then DejaVu Sans for the whole page).
  const fonts = documentFonts(document);
  const words = writer.items.flatMap((item) => [item.text, item.label ?? '']);
  writer.drawOn(new PageWriter(document, await fonts.for('regular', words), await fonts.for('bold', words)));
}

type CertificateLine = { kind: 'title' | 'heading' | 'row' | 'note'; text: string; label?: string };

/** The certificate's lines, written down first so that the fonts can be chosen for all of their words. */
class CertificateLines {
  readonly items: CertificateLine[] = [];
  title(text: string) {
    this.items.push({ kind: 'title', text });
  }
  heading(text: string) {
    this.items.push({ kind: 'heading', text });
  }
  row(label: string, text: string) {
    this.items.push({ kind: 'row', label, text });
  }
  note(text: string) {
    this.items.push({ kind: 'note', text });
  }
  drawOn(page: PageWriter) {
    for (const item of this.items) {
      if (item.kind === 'row') page.row(item.label ?? '', item.text);
      else page[item.kind](item.text);
    }
  }
}

/** Lines top to bottom, a new page when the current one is full. */
class PageWriter {
  private page!: PDFPage;
  private y = 0;
  private readonly document: PDFDocument;
  private readonly font: PDFFont;
  private readonly bold: PDFFont;
  constructor(document: PDFDocument, font: PDFFont, bold: PDFFont) {
    this.document = document;
    this.font = font;
    this.bold = bold;
    this.newPage();
  }

  private newPage() {
    this.page = this.document.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  private lines(texts: string[], x: number, font: PDFFont, size: number) {
    for (const text of texts) {
      if (this.y - size < PAGE.margin) this.newPage();
      this.y -= size * LINE;
      this.page.drawText(text, { x, y: this.y, size, font });
    }
  }

  title(text: string) {
    this.lines([text], PAGE.margin, this.bold, SIZE.title);
    this.y -= SIZE.text;
  }

  heading(text: string) {
    this.y -= SIZE.text;
    const width = PAGE.width - 2 * PAGE.margin;
    this.lines(
      wrapText(this.bold, drawableText(this.bold, text), SIZE.heading, width),
      PAGE.margin,
      this.bold,
      SIZE.heading,
    );
  }

  /** A label and its value; a long value wraps under itself, never under the label. */
  row(label: string, value: string) {
    const valueWidth = PAGE.width - 2 * PAGE.margin - LABEL_WIDTH;
    const wrapped = wrapText(this.font, drawableText(this.font, value), SIZE.text, valueWidth);
    if (this.y - SIZE.text * LINE * wrapped.length < PAGE.margin) this.newPage();
    const top = this.y;
    this.lines([label], PAGE.margin, this.bold, SIZE.text);
    this.y = top;
    this.lines(wrapped, PAGE.margin + LABEL_WIDTH, this.font, SIZE.text);
  }

  note(text: string) {
    this.y -= SIZE.text;
    const width = PAGE.width - 2 * PAGE.margin;
    this.lines(wrapText(this.font, drawableText(this.font, text), SIZE.text, width), PAGE.margin, this.font, SIZE.text);
  }
}
