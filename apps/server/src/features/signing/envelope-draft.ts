import type { TSigningField } from '@ledgerport/contract';
import { fieldsInvalid } from './signing-errors.ts';

/** Rounding in the browser's pixel → point conversion must not refuse a field drawn flush with the edge. */
const EDGE_TOLERANCE = 0.5;

/**
 * Every field on a page the document has, inside it, and for a signer the envelope has (SIGNING_FIELDS_INVALID
 * naming each offender). Coordinates are points from the page's top-left corner.
 */
export function assertFieldsFit(
  fields: TSigningField[],
  pages: { width: number; height: number }[],
  signerCount: number,
) {
  const issues: { index: number; why: string }[] = [];
  fields.forEach((f, index) => {
    const page = pages[f.page - 1];
    if (!page) issues.push({ index, why: `page ${f.page} is not in the document (${pages.length} pages)` });
    else if (f.x + f.width > page.width + EDGE_TOLERANCE || f.y + f.height > page.height + EDGE_TOLERANCE)
      issues.push({ index, why: `off page ${f.page} (${page.width} × ${page.height} points)` });
    if (f.signer_position > signerCount)
      issues.push({ index, why: `signer ${f.signer_position} is not on the envelope` });
  });
  if (issues.length > 0) throw fieldsInvalid(issues);
}

/** Before sending: each signer has somewhere to sign. */
export function assertEverySignerHasFields(draft: { fields: { signer_position: number }[] }, signerCount: number) {
  const issues: { index: number; why: string }[] = [];
  for (let position = 1; position <= signerCount; position++) {
    if (!draft.fields.some((f) => f.signer_position === position))
      issues.push({ index: -1, why: `signer ${position} has no field to fill` });
  }
  if (issues.length > 0) throw fieldsInvalid(issues);
}
