import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { loadPdfLib } from '../../platform/lazy/heavy-modules.ts';
import { documentFonts } from '../../platform/pdf/document-fonts.ts';
import { drawableText, wrapText } from '../../platform/pdf/pdf-text.ts';
import type { ExportLine } from './organizer-export.ts';

type PdfLib = Awaited<ReturnType<typeof loadPdfLib>>;

const PAGE = { width: 612, height: 792, margin: 54 };
const SIZE = { title: 16, heading: 12, label: 9, text: 9, small: 8 };
const LINE = 1.35;

export type OrganizerPdfInput = {
  firmName: string;
  /** The firm's colour, '#rrggbb': the band at the top of each page. */
  color: string;
  title: string;
  companyName: string;
  taxYear: number;
  status: string;
  /** When it was accepted: the PDF's dates, so that the same organizer always makes the same bytes. */
  acceptedAt: Date;
  lines: ExportLine[];
};

const rgbOf = (hex: string) => {
  const n = /^#[0-9a-f]{6}$/i.test(hex) ? Number.parseInt(hex.slice(1), 16) : 0x1c7ed6;
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255] as const;
};

/**
 * The organizer as a branded PDF: the firm's name and colour at the top of every page, then each section's
 * questions with their answers (a changed one marked). Helvetica unless a word needs more (Cyrillic, Greek…),
 * then DejaVu Sans, as the signing certificate does (platform/pdf/document-fonts.ts).
 */
export async function organizerPdf(input: OrganizerPdfInput): Promise<Uint8Array> {
  const lib = await loadPdfLib();
  const document = await lib.PDFDocument.create();
  document.setTitle(`${input.title} (${input.taxYear})`);
  document.setProducer(input.firmName);
  document.setCreationDate(input.acceptedAt);
  document.setModificationDate(input.acceptedAt);
  const words = [
    input.firmName,
    input.title,
    input.companyName,
    ...input.lines.flatMap((l) => [l.section, l.question, l.answer]),
  ];
  const fonts = documentFonts(document);
  const writer = new Writer(document, input, await fonts.for('regular', words), await fonts.for('bold', words), lib);
  writer.title(input.title);
  const day = input.acceptedAt.toISOString().slice(0, 10);
  writer.paragraph(`${input.companyName} · ${input.taxYear} · ${input.status} ${day}`, SIZE.small);
  let section = '';
  for (const line of input.lines) {
    if (line.section !== section) {
      section = line.section;
      writer.heading(section);
    }
    writer.question(line.changed ? `${line.question} (changed since last year)` : line.question, line.answer || '—');
  }
  return document.save({ useObjectStreams: false });
}

class Writer {
  private page!: PDFPage;
  private y = 0;
  private readonly width = PAGE.width - 2 * PAGE.margin;
  private readonly document: PDFDocument;
  private readonly input: OrganizerPdfInput;
  private readonly font: PDFFont;
  private readonly bold: PDFFont;
  private readonly lib: PdfLib;
  constructor(document: PDFDocument, input: OrganizerPdfInput, font: PDFFont, bold: PDFFont, lib: PdfLib) {
    this.document = document;
    this.input = input;
    this.font = font;
    this.bold = bold;
    this.lib = lib;
    this.newPage();
  }

  private newPage() {
    this.page = this.document.addPage([PAGE.width, PAGE.height]);
    const [r, g, b] = rgbOf(this.input.color);
    this.page.drawRectangle({ x: 0, y: PAGE.height - 28, width: PAGE.width, height: 28, color: this.lib.rgb(r, g, b) });
    const name = drawableText(this.bold, this.input.firmName);
    this.page.drawText(name, {
      x: PAGE.margin,
      y: PAGE.height - 19,
      size: 10,
      font: this.bold,
      color: this.lib.rgb(1, 1, 1),
    });
    this.y = PAGE.height - 28 - PAGE.margin / 2;
  }

  private lines(texts: string[], x: number, font: PDFFont, size: number) {
    for (const text of texts) {
      if (this.y - size * LINE < PAGE.margin) this.newPage();
      this.y -= size * LINE;
      this.page.drawText(text, { x, y: this.y, size, font });
    }
  }

  private wrapped(text: string, font: PDFFont, size: number, indent = 0) {
    for (const paragraph of text.split('\n')) {
      this.lines(
        wrapText(font, drawableText(font, paragraph), size, this.width - indent),
        PAGE.margin + indent,
        font,
        size,
      );
    }
  }

  title(text: string) {
    this.wrapped(text, this.bold, SIZE.title);
  }

  heading(text: string) {
    this.y -= SIZE.text;
    this.wrapped(text, this.bold, SIZE.heading);
  }

  paragraph(text: string, size: number) {
    this.wrapped(text, this.font, size);
  }

  question(label: string, answer: string) {
    this.y -= SIZE.text / 2;
    this.wrapped(label, this.bold, SIZE.label);
    this.wrapped(answer, this.font, SIZE.text, 12);
  }
}
