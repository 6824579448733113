/**
 * A scan's pages as the user arranges them before they become one PDF: each a photo with a quarter-turn
 * rotation and a crop (fractions of the photo's own width and height cut from each edge, before rotation).
 * Pure functions only: the drawing is in scan-to-pdf.ts.
 */
export type TRotation = 0 | 90 | 180 | 270;
export type TCrop = { left: number; top: number; right: number; bottom: number };
export type TScanPage = { id: string; photo: Blob; width: number; height: number; rotation: TRotation; crop: TCrop };

export const NO_CROP: TCrop = { left: 0, top: 0, right: 0, bottom: 0 };
/** At least this much of the photo stays in each direction: a crop never leaves nothing. */
export const MIN_KEPT = 0.1;
/**
 * The longer side of a page's picture in the PDF, in pixels: 1,600 is about 145 dpi on a Letter page, sharp
 * enough to read a receipt's small print and to print, at 150–300 kB a page as JPEG; a phone's 12-megapixel
 * photo as it is would make a 10-page scan 40 MB.
 */
export const MAX_EDGE = 1600;
/** Points per inch (PDF) and a Letter page's width: a page is as wide as Letter, as tall as its picture asks. */
const LETTER_WIDTH_PT = 612;

export function rotated(page: TScanPage): TScanPage {
  return { ...page, rotation: ((page.rotation + 90) % 360) as TRotation };
}

/** The pages with the one at `index` moved by `delta` places (clamped at the ends). */
export function moved<T>(pages: T[], index: number, delta: number): T[] {
  const target = Math.min(Math.max(index + delta, 0), pages.length - 1);
  if (target === index || index < 0 || index >= pages.length) return pages;
  const next = [...pages];
  const [page] = next.splice(index, 1);
  next.splice(target, 0, page!);
  return next;
}

/** A crop kept within the photo, with at least MIN_KEPT of it left in each direction. */
export function clampCrop(crop: TCrop): TCrop {
  const part = (value: number) => Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), 1 - MIN_KEPT);
  const left = part(crop.left);
  const top = part(crop.top);
  let right = part(crop.right);
  let bottom = part(crop.bottom);
  if (left + right > 1 - MIN_KEPT) right = 1 - MIN_KEPT - left;
  if (top + bottom > 1 - MIN_KEPT) bottom = 1 - MIN_KEPT - top;
  return { left, top, right, bottom };
}

/** The part of the photo kept, in its own pixels. */
export function sourceRect(page: TScanPage) {
  const crop = clampCrop(page.crop);
  const x = Math.round(page.width * crop.left);
  const y = Math.round(page.height * crop.top);
  return {
    x,
    y,
    width: Math.max(1, Math.round(page.width * (1 - crop.right)) - x),
    height: Math.max(1, Math.round(page.height * (1 - crop.bottom)) - y),
  };
}

/**
 * The picture drawn for a page: the kept part scaled so its longer side is at most MAX_EDGE (never enlarged),
 * `scaled` before rotation (what the decoder is asked for) and `upright` after it (the canvas and the page).
 */
export function pictureSize(page: TScanPage, maxEdge = MAX_EDGE) {
  const rect = sourceRect(page);
  const factor = Math.min(1, maxEdge / Math.max(rect.width, rect.height));
  const scaled = {
    width: Math.max(1, Math.round(rect.width * factor)),
    height: Math.max(1, Math.round(rect.height * factor)),
  };
  const sideways = page.rotation === 90 || page.rotation === 270;
  const upright = sideways ? { width: scaled.height, height: scaled.width } : scaled;
  return { rect, scaled, upright };
}

/** The PDF page for a picture: Letter's width, and the height its proportions ask. */
export function pdfPageSize(upright: { width: number; height: number }) {
  return { width: LETTER_WIDTH_PT, height: Math.round((LETTER_WIDTH_PT * upright.height) / upright.width) };
}

/** "Scan 2026-11-29 14.05.pdf": the moment in the user's zone, a name their file lists sort by. */
export function scanFileName(now: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const day = `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
  return `Scan ${day} ${two(now.getHours())}.${two(now.getMinutes())}.pdf`;
}
