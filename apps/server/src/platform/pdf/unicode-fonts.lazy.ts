/**
 * fontkit and the DejaVu Sans files, loaded through platform/lazy/heavy-modules.ts only (loadUnicodeFonts): a
 * server that never completes an envelope never reads them.
 */
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

// The package has no entry point, only its files: found from its package.json wherever npm put it.
const fontFolder = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);

const [regularBytes, boldBytes] = await Promise.all([
  fs.readFile(path.join(fontFolder, 'DejaVuSans.ttf')),
  fs.readFile(path.join(fontFolder, 'DejaVuSans-Bold.ttf')),
]);

/**
 * fontkit, parsing each font file once per process: pdf-lib asks it to parse the bytes at every embedFont, which
 * for DejaVu Sans cost more than the rest of a completion. Each embedding makes its own subset of the one font.
 *
 * One catch makes the sharing safe only with `withCharacters`: fontkit keeps every glyph it makes, with the
 * characters it was asked for at the time. Writing a subset makes the parts of an accented letter (the "u" of
 * "ü") without any, so a later document drew "u" correctly but its text layer lost the letter (copy, search and
 * screen readers read "Überprfung"). Making each character's glyph first, through its character, keeps them.
 */
const parsed = new Map<Uint8Array, ReturnType<typeof fontkit.create>>();
const cachingFontkit: typeof fontkit = {
  create(bytes: Uint8Array, postscriptName?: string) {
    if (postscriptName !== undefined) return fontkit.create(bytes, postscriptName);
    let font = parsed.get(bytes);
    if (!font) parsed.set(bytes, (font = withCharacters(fontkit.create(bytes))));
    return font;
  },
};

function withCharacters(font: ReturnType<typeof fontkit.create>) {
  for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint);
  return font;
}

export type UnicodeFonts = { regular: PDFFont; bold: PDFFont };

/**
 * DejaVu Sans embedded in `document`: Latin with every accent, Greek and Cyrillic, so a name like "Ольга Смирнова"
 * or "Müller" prints as typed (the standard PDF fonts know only WinAnsi, and drew those as '?'). Subset: only
 * the glyphs drawn go into the file (a few kB, not the font's 700 kB).
 */
export function embedUnicodeFont(document: PDFDocument, weight: 'regular' | 'bold'): Promise<PDFFont> {
  document.registerFontkit(cachingFontkit);
  return document.embedFont(weight === 'regular' ? regularBytes : boldBytes, { subset: true });
}
