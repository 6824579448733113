import type { PDFDocument, PDFFont } from 'pdf-lib';
import { loadPdfLib, loadUnicodeFonts } from '../lazy/heavy-modules.ts';
import { canDraw } from './pdf-text.ts';

export type FontWeight = 'regular' | 'bold';

/**
 * The fonts a document's new words are drawn in: Helvetica where every word can be (WinAnsi: English and the
 * Western European accents), DejaVu Sans otherwise (every accent, Greek, Cyrillic). Helvetica is one of the
 * fonts every PDF reader has, so nothing is embedded or subset at save; DejaVu's subset at each save cost more
 * than the rest of a completion. Each font is added to the document once, when first asked for.
 */
export function documentFonts(document: PDFDocument) {
  const added = new Map<string, Promise<PDFFont>>();
  const once = (key: string, add: () => Promise<PDFFont>) => {
    let font = added.get(key);
    if (!font) added.set(key, (font = add()));
    return font;
  };
  const helvetica = (weight: FontWeight) =>
    once(`helvetica-${weight}`, async () => {
      const lib = await loadPdfLib();
      return document.embedFont(weight === 'bold' ? lib.StandardFonts.HelveticaBold : lib.StandardFonts.Helvetica);
    });
  const dejaVu = (weight: FontWeight) =>
    once(`dejavu-${weight}`, async () => (await loadUnicodeFonts()).embedUnicodeFont(document, weight));
  return {
    /** The font for `texts`: Helvetica when it has every character of them, else DejaVu Sans. */
    async for(weight: FontWeight, texts: string[]): Promise<PDFFont> {
      const plain = await helvetica(weight);
      return texts.every((text) => canDraw(plain, text)) ? plain : dejaVu(weight);
    },
  };
}
