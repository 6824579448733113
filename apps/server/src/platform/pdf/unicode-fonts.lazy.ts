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

export type UnicodeFonts = { regular: PDFFont; bold: PDFFont };

/**
 * DejaVu Sans embedded in `document`: Latin with every accent, Greek and Cyrillic, so a name like "Ольга Смирнова"
 * or "Müller" prints as typed (the standard PDF fonts know only WinAnsi, and drew those as '?'). Subset: only
 * the glyphs drawn go into the file (a few kB, not the font's 700 kB).
 */
export function embedUnicodeFont(document: PDFDocument, weight: 'regular' | 'bold'): Promise<PDFFont> {
  document.registerFontkit(fontkit);
  return document.embedFont(weight === 'regular' ? regularBytes : boldBytes, { subset: true });
}
