import type { TFieldKind, TSigningField } from '@ledgerport/contract';
import type { TPageSize } from '../pdf/pdf-document.tsx';

/** A field as the contract stores it: PDF points from the page's top-left corner. */
export type TPlacedField = TSigningField;

/** Sizes that fit what goes in: a signature is wide, a checkbox square. */
const DEFAULT_SIZE: Record<TFieldKind, { width: number; height: number }> = {
  signature: { width: 180, height: 40 },
  initials: { width: 60, height: 36 },
  date_signed: { width: 110, height: 22 },
  name: { width: 160, height: 22 },
  text: { width: 160, height: 22 },
  checkbox: { width: 16, height: 16 },
};
export const MIN_SIZE = 10;

/** One arrow press moves or resizes by this many points; with the larger step held (Ctrl/⌘) by ten. */
export const KEY_STEP = 2;

/** Keeps a field whole on its page: never smaller than MIN_SIZE, never past an edge. */
export function clampToPage(field: TPlacedField, page: TPageSize): TPlacedField {
  const width = Math.min(Math.max(field.width, MIN_SIZE), page.width);
  const height = Math.min(Math.max(field.height, MIN_SIZE), page.height);
  const x = Math.min(Math.max(field.x, 0), page.width - width);
  const y = Math.min(Math.max(field.y, 0), page.height - height);
  return { ...field, x: round(x), y: round(y), width: round(width), height: round(height) };
}

/** A new field for a signer, centred on the page (then moved where it belongs). */
export function newField(kind: TFieldKind, signerPosition: number, pageNumber: number, page: TPageSize): TPlacedField {
  const size = DEFAULT_SIZE[kind];
  return clampToPage(
    {
      signer_position: signerPosition,
      kind,
      page: pageNumber,
      x: (page.width - size.width) / 2,
      y: (page.height - size.height) / 2,
      ...size,
      required: kind !== 'checkbox',
    },
    page,
  );
}

export function moveBy(field: TPlacedField, dx: number, dy: number, page: TPageSize): TPlacedField {
  return clampToPage({ ...field, x: field.x + dx, y: field.y + dy }, page);
}

export function resizeBy(field: TPlacedField, dw: number, dh: number, page: TPageSize): TPlacedField {
  // Growing past the right or bottom edge stops at the edge instead of pushing the field left or up.
  const width = Math.min(field.width + dw, page.width - field.x);
  const height = Math.min(field.height + dh, page.height - field.y);
  return clampToPage({ ...field, width, height }, page);
}

/** Screen pixels (at `scale` pixels per point) to PDF points. */
export const toPoints = (pixels: number, scale: number) => pixels / scale;

const round = (value: number) => Math.round(value * 100) / 100;
