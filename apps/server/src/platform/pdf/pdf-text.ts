import type { PDFFont } from 'pdf-lib';

/**
 * The text as `font` can draw it. DejaVu Sans (unicode-fonts.lazy.ts) covers Latin, Greek and Cyrillic; a
 * character it lacks (Chinese, an emoji) is drawn as '?' rather than failing the whole document: the exact
 * words stay in the evidence chain, which is JSON.
 */
const characterSets = new WeakMap<PDFFont, Set<number>>();

/** DejaVu Sans knows some 6,000 characters: the set is made once per embedded font, not for every line. */
function characterSetOf(font: PDFFont): Set<number> {
  let supported = characterSets.get(font);
  if (!supported) characterSets.set(font, (supported = new Set(font.getCharacterSet())));
  return supported;
}

/** The characters drawn for `text`: composed accents, line breaks and tabs as spaces. */
const charactersOf = (text: string) => Array.from(text.normalize('NFC').replace(/[\r\n\t]+/g, ' '));

export function drawableText(font: PDFFont, text: string): string {
  const supported = characterSetOf(font);
  return charactersOf(text)
    .map((char) => (supported.has(char.codePointAt(0)!) ? char : '?'))
    .join('');
}

/** Whether `font` draws every character of `text` (none would become '?'). */
export function canDraw(font: PDFFont, text: string): boolean {
  const supported = characterSetOf(font);
  return charactersOf(text).every((char) => supported.has(char.codePointAt(0)!));
}

const charWidths = new WeakMap<PDFFont, Map<string, number>>();

/**
 * The width of `text` at `size`, as the sum of its characters' widths (each measured once per font). An embedded
 * font measures a string by shaping it, which wrapping a certificate's lines asked for thousands of times; the
 * sum leaves out kerning, a fraction of a point on a line.
 */
export function textWidth(font: PDFFont, text: string, size: number): number {
  let widths = charWidths.get(font);
  if (!widths) charWidths.set(font, (widths = new Map()));
  let total = 0;
  for (const char of text) {
    let width = widths.get(char);
    if (width === undefined) widths.set(char, (width = font.widthOfTextAtSize(char, 1)));
    total += width;
  }
  return total * size;
}

/** The largest size, up to `max`, at which `text` fits `width` (never under 4 pt, still legible when printed). */
export function fittingSize(font: PDFFont, text: string, width: number, max: number): number {
  const atOne = textWidth(font, text, 1);
  if (atOne === 0) return max;
  return Math.max(4, Math.min(max, width / atOne));
}

/** Breaks text into lines no wider than `width` at `size`, by words (a word wider than a line is cut). */
export function wrapText(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(font, candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (textWidth(font, line, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && textWidth(font, line.slice(0, cut), size) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}
