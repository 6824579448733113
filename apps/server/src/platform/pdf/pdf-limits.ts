/** What a PDF sent for signing may be. Past these, pdf.js on a phone and the seal's memory stop being reasonable. */
export const MAX_PDF_PAGES = 200;
export const MAX_PDF_BYTES = 50 * 1024 * 1024;

/** Why a PDF is refused, as stable codes a feature maps to its translated 4xx. */
export const PDF_REFUSALS = [
  'NOT_A_PDF',
  'PDF_DAMAGED',
  'PDF_ENCRYPTED',
  'PDF_TOO_MANY_PAGES',
  'PDF_TOO_LARGE',
] as const;
export type PdfRefusalCode = (typeof PDF_REFUSALS)[number];

export type PageSize = { width: number; height: number };

export type PdfInspection =
  { ok: true; pages: PageSize[] } | { ok: false; code: PdfRefusalCode; limit?: number; actual?: number };
