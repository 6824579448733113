import { sql, type Expression, type SqlBool } from 'kysely';

/**
 * A listing's order (migration 2026_12_01_0200): by catalog_name_key(name) compared byte by byte, then by id.
 * Written exactly as the listing indexes spell it, so the database reads a page straight from them.
 */
export const nameKey = (column: 'name' | 'd.name') => sql<string>`catalog_name_key(${sql.ref(column)}) COLLATE "C"`;

/** Where the previous page ended: the last entry's key and id. */
export type After = { key: string; id: string };

/** Entries strictly after `after` in the listing order (one row comparison: an index range, not a filter). */
export const afterEntry = (column: 'name' | 'd.name', idColumn: 'id' | 'd.id', after: After) =>
  sql<SqlBool>`(${nameKey(column)}, ${sql.ref(idColumn)}) > (${after.key}, ${after.id})` as Expression<SqlBool>;
