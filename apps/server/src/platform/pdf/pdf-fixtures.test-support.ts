import { crc32, deflateSync } from 'node:zlib';
import type { PDFRawStream } from 'pdf-lib';
import { loadPdfLib } from '../lazy/heavy-modules.ts';

/**
 * PDFs for the tests, built in the test run (no binary fixtures): blank Letter pages with a word each, so a
 * test can tell the pages apart.
 */
export async function makePdf(pageCount: number, options: { rotate?: number; size?: [number, number] } = {}) {
  const lib = await loadPdfLib();
  const document = await lib.PDFDocument.create();
  const font = await document.embedFont(lib.StandardFonts.Helvetica);
  for (let i = 1; i <= pageCount; i++) {
    const page = document.addPage(options.size ?? [612, 792]);
    if (options.rotate) page.setRotation(lib.degrees(options.rotate));
    page.drawText(`Page ${i}`, { x: 72, y: 700, size: 12, font });
  }
  // No object streams: the trailer is plain text a test can edit (the encrypted fixture).
  return document.save({ useObjectStreams: false });
}

/** The same PDF with an /Encrypt entry in its trailer: what a password-protected file declares. */
export function withEncryptEntry(pdf: Uint8Array): Uint8Array {
  const text = Buffer.from(pdf).toString('latin1');
  const at = text.lastIndexOf('trailer');
  const open = text.indexOf('<<', at) + 2;
  const encrypt = `/Encrypt << /Filter /Standard /V 1 /R 2 /O <${'00'.repeat(32)}> /U <${'00'.repeat(32)}> /P -4 >>`;
  return Buffer.from(text.slice(0, open) + encrypt + text.slice(open), 'latin1');
}

/** A valid PNG of the given size, solid dark blue: a stand-in for a drawn signature. */
export function makePng(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [20, 30, 120]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Every page's drawing operators as text (content streams decoded), to see what was drawn where. */
export async function pageOperators(pdf: Uint8Array): Promise<string[]> {
  const lib = await loadPdfLib();
  const document = await lib.PDFDocument.load(pdf);
  return document.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof lib.PDFArray ? contents.asArray() : contents ? [contents] : [];
    return streams
      .map((ref) => document.context.lookup(ref))
      .map((stream) => Buffer.from(lib.decodePDFRawStream(stream as PDFRawStream).decode()).toString('latin1'))
      .join('\n');
  });
}

/** How pdf-lib writes text: the WinAnsi bytes in hex (without the brackets: words may be part of a line). */
export const hexText = (text: string) => Buffer.from(text, 'latin1').toString('hex').toUpperCase();

/**
 * Every page's text as a PDF reader extracts it (pdf.js, through the fonts' ToUnicode maps), one drawn line per
 * line: what a user copying from the file, or a screen reader, gets.
 */
export async function pageTexts(pdf: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: pdf.slice(), useSystemFonts: false, verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  await document.destroy();
  return texts;
}
