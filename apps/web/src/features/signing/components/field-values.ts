import type { TSignerEnvelope } from '@ledgerport/contract';

export type TOwnField = TSignerEnvelope['fields'][number];
export type TFieldValues = Record<string, string | boolean>;

/** What the signer types or ticks; signature, initials and the date are placed by the server from the adoption. */
export const isFilledBySigner = (field: TOwnField) =>
  field.kind === 'name' || field.kind === 'text' || field.kind === 'checkbox';

/** The values a signer starts with: their name in name fields, the rest empty. */
export function initialValues(fields: TOwnField[], name: string): TFieldValues {
  const values: TFieldValues = {};
  for (const field of fields) {
    if (field.kind === 'name') values[field.uuid] = name;
    else if (field.kind === 'text') values[field.uuid] = '';
    else if (field.kind === 'checkbox') values[field.uuid] = false;
  }
  return values;
}

/** A required field still waiting for the signer. */
export const isMissing = (field: TOwnField, values: TFieldValues) =>
  field.required &&
  isFilledBySigner(field) &&
  (field.kind === 'checkbox' ? values[field.uuid] !== true : String(values[field.uuid] ?? '').trim() === '');
