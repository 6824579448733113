import { loadPdfLib } from '../../platform/lazy/heavy-modules.ts';
import { documentFonts } from '../../platform/pdf/document-fonts.ts';
import { drawableText, wrapText } from '../../platform/pdf/pdf-text.ts';

/** A report as the PDF writer takes it: a title, then sections of paragraphs (a line each, wrapped). */
export type ReportText = { title: string; subtitle: string; sections: { heading: string; lines: string[] }[] };

const PAGE = { width: 612, height: 792, margin: 54 };
const SIZE = { title: 16, heading: 12, text: 10 };
const LINE = 1.4;

/** A plain text report on US Letter pages (the compliance reports): nothing but words, so any reader shows it. */
export async function writeReportPdf(report: ReportText, at: Date): Promise<Uint8Array> {
  const lib = await loadPdfLib();
  const document = await lib.PDFDocument.create();
  document.setTitle(report.title);
  document.setCreationDate(at);
  document.setModificationDate(at);
  const everything = [report.title, report.subtitle, ...report.sections.flatMap((s) => [s.heading, ...s.lines])];
  const fonts = documentFonts(document);
  const bold = await fonts.for('bold', everything);
  const regular = await fonts.for('regular', everything);
  const width = PAGE.width - 2 * PAGE.margin;
  let page = document.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const write = (text: string, size: number, font: typeof regular) => {
    for (const line of wrapText(font, drawableText(font, text), size, width)) {
      if (y - size * LINE < PAGE.margin) {
        page = document.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      y -= size * LINE;
      page.drawText(line, { x: PAGE.margin, y, size, font });
    }
  };
  write(report.title, SIZE.title, bold);
  write(report.subtitle, SIZE.text, regular);
  for (const section of report.sections) {
    y -= SIZE.text;
    write(section.heading, SIZE.heading, bold);
    for (const line of section.lines) write(line, SIZE.text, regular);
  }
  return document.save();
}
