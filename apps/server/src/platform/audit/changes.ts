import type { TAuditChanges } from '@ledgerport/contract';

export type AuditChanges = TAuditChanges;
type ChangeValue = TAuditChanges[string]['from'];

const same = (a: ChangeValue, b: ChangeValue) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields of `fields` whose value differs between `before` and `after`, as the trail keeps them; null when
 * nothing changed (the caller then records no change at all). A missing `before` (a creation) lists every
 * field with `from: null`. Values are compared as JSON, so reordered arrays count as a change: sort them first.
 */
export function diffChanges<T extends Record<string, unknown>>(
  before: Partial<T> | null,
  after: Partial<T>,
  fields: readonly (keyof T & string)[],
): AuditChanges | null {
  const changes: AuditChanges = {};
  for (const field of fields) {
    const from = toValue(before?.[field]);
    const to = toValue(after[field]);
    if (!same(from, to)) changes[field] = { from, to };
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

/** A secret (a password, a factor's key) is recorded only as having changed, never by value. */
export const SECRET_CHANGED: AuditChanges[string] = { from: '•••', to: 'changed' };

function toValue(value: unknown): ChangeValue {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}
