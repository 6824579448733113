import { sql, type Expression, type SqlBool } from 'kysely';

/**
 * A listing's order (migration 2026_12_01_0200): by `name_key` (the name lower-cased, numbers by value), compared
 * byte by byte, then by id; the listing indexes hold exactly that order, so a page is read straight from them.
 */
export type After = { key: string; id: string };

/** Entries strictly after `after` in the listing order (one row comparison: an index range, not a filter). */
export const afterEntry = (table: 'folders' | 'd', after: After) =>
  sql<SqlBool>`(${sql.ref(`${table}.name_key`)}, ${sql.ref(`${table}.id`)}) > (${after.key}, ${after.id})` as Expression<SqlBool>;
