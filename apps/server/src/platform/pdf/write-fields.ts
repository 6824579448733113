import type * as PdfLib from 'pdf-lib';
import type { PDFDocument, PDFFont, PDFImage, PDFPage } from 'pdf-lib';
import { loadPdfLib } from '../lazy/heavy-modules.ts';
import { documentFonts } from './document-fonts.ts';
import {
  fieldsOffPage,
  pageFrame,
  shownPointToPage,
  shownSize,
  uprightAnchor,
  type PageFrame,
  type ShownRect,
} from './page-geometry.ts';
import { drawableText, fittingSize } from './pdf-text.ts';

export type FieldKind = 'signature' | 'initials' | 'date_signed' | 'name' | 'text' | 'checkbox';

/**
 * One filled field, placed as the editor placed it: 1-based page, points from the shown page's top-left corner.
 * Signatures and initials are PNG images (a typed signature is drawn in the script font by the browser, so the
 * server only ever places images); the others carry their words, a checkbox whether it is ticked.
 */
export type FieldToWrite = ShownRect & { page: number; kind: FieldKind; value?: string | boolean; png?: Uint8Array };

export class FieldsOffPageError extends Error {
  readonly indexes: number[];
  constructor(indexes: number[]) {
    super(`Fields not on their page: ${indexes.join(', ')}`);
    this.indexes = indexes;
  }
}

/** Largest text size in a field: a tall box should not print a headline. */
const MAX_TEXT_SIZE = 12;

/**
 * The original with every filled field drawn on its page, as a new file (the original bytes are not touched).
 * A field off its page is refused before anything is drawn: the feature checks them when the draft is saved
 * (fieldsOffPage), so this is the last guard, not the user's message.
 */
export async function writeFields(original: Uint8Array, fields: FieldToWrite[]): Promise<Uint8Array> {
  const lib = await loadPdfLib();
  const document = await lib.PDFDocument.load(original, { updateMetadata: false });
  await drawFields(document, fields);
  return document.save({ useObjectStreams: false });
}

/** `writeFields` on a document already loaded, which completion goes on writing (one parse for every step). */
export async function drawFields(document: PDFDocument, fields: FieldToWrite[]): Promise<void> {
  const lib = await loadPdfLib();
  const pages = document.getPages();
  const frames = pages.map(pageFrame);
  const off = fieldsOffPage(frames.map(shownSize), fields);
  if (off.length > 0) throw new FieldsOffPageError(off);
  // Added at the first words to draw (a document of signatures and ticks only needs no font), per field:
  // Helvetica for words it can show, DejaVu Sans for the rest.
  const fonts = documentFonts(document);
  const images = new Map<Uint8Array, PDFImage>();
  const embed = async (png: Uint8Array) => {
    const image = images.get(png) ?? (await document.embedPng(png));
    images.set(png, image);
    return image;
  };
  for (const field of fields) {
    const page = pages[field.page - 1]!;
    const frame = frames[field.page - 1]!;
    if (field.kind === 'signature' || field.kind === 'initials') {
      if (field.png) drawImage(lib, page, frame, field, await embed(field.png));
    } else if (field.kind === 'checkbox') {
      if (field.value === true) drawTick(lib, page, frame, field);
    } else if (typeof field.value === 'string' && field.value.trim() !== '') {
      drawWords(lib, page, frame, field, await fonts.for('regular', [field.value]), field.value.trim());
    }
  }
}

type Lib = typeof PdfLib;

/** The image as large as the field allows without stretching it, at the field's left, centred in its height. */
function drawImage(lib: Lib, page: PDFPage, frame: PageFrame, field: ShownRect, image: PDFImage) {
  const scale = Math.min(field.width / image.width, field.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  const box = { x: field.x, y: field.y + (field.height - height) / 2, width, height };
  const anchor = uprightAnchor(frame, box);
  page.drawImage(image, { x: anchor.x, y: anchor.y, width, height, rotate: lib.degrees(anchor.degrees) });
}

function drawWords(lib: Lib, page: PDFPage, frame: PageFrame, field: ShownRect, font: PDFFont, value: string) {
  const text = drawableText(font, value);
  const size = fittingSize(font, text, field.width - 2, Math.min(MAX_TEXT_SIZE, field.height * 0.8));
  // The baseline sits so that the text's height is centred in the field.
  const textHeight = font.heightAtSize(size, { descender: false });
  const baseline = { x: field.x + 1, y: field.y, width: field.width, height: (field.height + textHeight) / 2 };
  const anchor = uprightAnchor(frame, baseline);
  page.drawText(text, { x: anchor.x, y: anchor.y, size, font, rotate: lib.degrees(anchor.degrees) });
}

/** A tick drawn as two strokes (no font has one in WinAnsi), inside the box with a margin. */
function drawTick(lib: Lib, page: PDFPage, frame: PageFrame, field: ShownRect) {
  const side = Math.min(field.width, field.height);
  const at = (fx: number, fy: number) => shownPointToPage(frame, field.x + fx * side, field.y + fy * side);
  const thickness = Math.max(1, side / 10);
  const color = lib.rgb(0, 0, 0);
  page.drawLine({ start: at(0.15, 0.55), end: at(0.4, 0.8), thickness, color });
  page.drawLine({ start: at(0.4, 0.8), end: at(0.85, 0.2), thickness, color });
}
