/**
 * JSON with object keys sorted at every level and no spaces: the same event always gives the same bytes, whatever
 * order its keys were written in or a database's JSON column returned them in. Values JSON cannot hold
 * (undefined, functions) are left out as JSON.stringify leaves them out; dates become their ISO text.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(sortKeys);
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
}
