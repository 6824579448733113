import type { PDFPage } from 'pdf-lib';
import type { PageSize } from './pdf-limits.ts';

/**
 * A page as a reader shows it: its crop box (pdf.js renders that, not the media box), turned by its /Rotate.
 * Fields are placed in the browser on the page as shown, so this is the frame their coordinates live in.
 */
export type PageFrame = { x: number; y: number; width: number; height: number; rotation: 0 | 90 | 180 | 270 };

export function pageFrame(page: PDFPage): PageFrame {
  const box = page.getCropBox();
  const turns = (((page.getRotation().angle % 360) + 360) % 360) / 90;
  const rotation = ((Math.round(turns) % 4) * 90) as PageFrame['rotation'];
  return { x: box.x, y: box.y, width: box.width, height: box.height, rotation };
}

export function shownSize(frame: PageFrame): PageSize {
  const sideways = frame.rotation === 90 || frame.rotation === 270;
  return sideways ? { width: frame.height, height: frame.width } : { width: frame.width, height: frame.height };
}

/** A rectangle in the shown page's top-left frame. */
export type ShownRect = { x: number; y: number; width: number; height: number };

/** A point of the shown page (top-left origin, y down) in the page's own space (bottom-left origin, unrotated). */
export function shownPointToPage(frame: PageFrame, sx: number, sy: number) {
  const { x: ox, y: oy, width: W, height: H } = frame;
  switch (frame.rotation) {
    case 0:
      return { x: ox + sx, y: oy + H - sy };
    case 90: // a reader turns the page clockwise: shown x runs up the page, shown y along it
      return { x: ox + sy, y: oy + sx };
    case 180:
      return { x: ox + W - sx, y: oy + sy };
    case 270:
      return { x: ox + W - sy, y: oy + H - sx };
  }
}

/**
 * Where to draw something upright in a shown rectangle: the page point under the rectangle's shown bottom-left
 * corner, and the counter-clockwise turn (pdf-lib's `rotate`) that undoes the reader's clockwise /Rotate.
 */
export function uprightAnchor(frame: PageFrame, r: ShownRect) {
  return { ...shownPointToPage(frame, r.x, r.y + r.height), degrees: frame.rotation };
}

/** The fields that do not lie wholly on their page (by index), for a refusal before anything is written. */
export function fieldsOffPage(pages: PageSize[], fields: ({ page: number } & ShownRect)[]): number[] {
  return fields.flatMap((field, index) => {
    const size = pages[field.page - 1];
    const inside =
      size !== undefined &&
      Number.isInteger(field.page) &&
      field.width > 0 &&
      field.height > 0 &&
      field.x >= 0 &&
      field.y >= 0 &&
      field.x + field.width <= size.width + 0.01 &&
      field.y + field.height <= size.height + 0.01;
    return inside ? [] : [index];
  });
}
