import type { PDFDocument, PDFFont } from 'pdf-lib';
import { loadPdfLib, loadUnicodeFonts } from '../lazy/heavy-modules.ts';

export type FontWeight = 'regular' | 'bold';

/**
 * The fonts a document's new words are drawn in: Helvetica where every word can be (WinAnsi: English and the
 * Western European accents), DejaVu Sans otherwise (every accent, Greek, Cyrillic). Helvetica is one of the
 * fonts every PDF reader has, so nothing is embedded or subset at save; DejaVu's subset at each save cost more
 * than the rest of a completion. Each font is added to the document once, when first asked for.
 */
export function documentFonts(document: PDFDocument) {
  const standard = new Map<FontWeight, Promise<PDFFont>>();
  const unicode = new Map<FontWeight, Promise<PDFFont>>();
  const helvetica = (weight: FontWeight) => {
    let font = standard.get(weight);
    if (!font) {
      font = loadPdfLib().then((lib) =>
        document.embedFont(weight === 'bold' ? lib.StandardFonts.HelveticaBold : lib.StandardFonts.Helvetica),
      );
      standard.set(weight, font);
    }
    return font;
  };
  const dejaVu = (weight: FontWeight) => {
    let font = unicode.get(weight);
    if (!font) {
      font = loadUnicodeFonts().then((fonts) => fonts.embedUnicodeFont(document, weight));
      unicode.set(weight, font);
    }
    return font;
  };
  return {
    /** The font for `texts`: Helvetica when it has every character of them, else DejaVu Sans. */
    async for(weight: FontWeight, texts: string[]): Promise<PDFFont> {
      const plain = await helvetica(weight);
      const known = new Set(plain.getCharacterSet());
      const fits = texts.every((text) =>
        Array.from(text.normalize('NFC')).every((char) => /[\r\n\t]/.test(char) || known.has(char.codePointAt(0)!)),
      );
      return fits ? plain : dejaVu(weight);
    },
  };
}
