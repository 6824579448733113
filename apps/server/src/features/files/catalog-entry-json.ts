import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../platform/db/schema.ts';
import type { After } from './catalog-order.ts';

/**
 * A folder listing's entries written as JSON by the database, byte for byte what presentFolder / presentDocument
 * (catalog.presenter.ts) give once serialized: same fields in the same order, same ISO timestamps. A page of
 * 1,000 entries read as fourteen columns each cost more than the query itself (the driver decoding every field,
 * a Date per timestamp, the objects, then the response schema checking and encoding each entry again); one text
 * per entry took a page of a 10,000-file folder from ~54 to ~24 ms on PGlite. The listing test holds both paths
 * to the same bytes.
 */
export type FileEntryJson = string & { readonly fileEntryJson: unique symbol };

/**
 * A timestamptz as Date.toISOString() writes it: UTC, milliseconds and 'Z'. Both drivers make a Date by
 * truncating the database's microseconds to milliseconds, and to_char's MS truncates the same way.
 */
const isoText = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// row_to_json of a one-row subselect keeps the columns' order and writes no spaces, as JSON.stringify does
// (json_build_object writes ' : ' and ', ').
const entryOf = (fields: RawBuilder<unknown>) =>
  sql<FileEntryJson>`(SELECT row_to_json(e)::text FROM (SELECT ${fields}) e)`.as('entry');

/** The entry of a row of `folders` (unaliased), as presentFolder gives it. */
export const folderEntryJson = () =>
  entryOf(sql`folders.name AS file, folders.path AS path, false AS is_file, NULL::bigint AS size,
    ${isoText('folders.created_at')} AS created, NULL::text AS modified, NULL::text AS last_accessed,
    folders.id AS id, folders.revision AS revision, NULL::text AS type, NULL::text AS uploaded_by,
    false AS via_link, NULL::integer AS versions, NULL::text AS review_status, NULL::text AS review_note`);

/**
 * The entry of a row of `documents as d` joined with its uploader `users as u`, as presentDocument gives it. A
 * file sent through an upload link names the address its sender confirmed instead (issue 32).
 */
export const documentEntryJson = () =>
  entryOf(sql`d.name AS file, CASE WHEN d.folder = '' THEN d.name ELSE d.folder || '/' || d.name END AS path,
    true AS is_file, d.size AS size, ${isoText('d.created_at')} AS created, ${isoText('d.uploaded_at')} AS modified,
    NULL::text AS last_accessed, d.id AS id, d.revision AS revision, d.type AS type,
    CASE WHEN d.via_link_id IS NULL THEN u.name ELSE d.via_link_email END AS uploaded_by,
    d.via_link_id IS NOT NULL AS via_link, d.version_count AS versions, d.review_status AS review_status, d.review_note AS review_note`);

/** Entries of one kind, each written as above, joined by commas: the inside of a JSON array. */
export type FileEntriesJson = string & { readonly fileEntriesJson: unique symbol };

/** One kind's part of a page: its entries as one text, how many rows were read, and the last one shown. */
export type KindPage = { entries: FileEntriesJson | null; read: number; last: After | null };

/** A query's row of one kind: its order key, id and entry. */
type EntryRow = { id: string; sort_key: string; entry: FileEntryJson };

/**
 * Up to `shown` of `rows` (ordered, not limited: one more is read, to tell whether any follow) as ONE text the
 * database joins, with how many it read and the last shown entry's key and id for the next page's cursor.
 * 1,000 rows of one text each still cost the driver a row each: on PGlite, where the database and the server
 * share a thread, a page of a 10,000-entry folder through the server went from ≈ 45 to 28 ms, and on
 * PostgreSQL the server's CPU for it from 11–16 to 7–11 ms. Both windows number the rows in the listing order,
 * so the text is in that order whatever the plan.
 */
export async function pageAsOneText<D, T extends keyof D>(
  db: Db,
  rows: SelectQueryBuilder<D, T, EntryRow>,
  shown: number,
): Promise<KindPage> {
  const numbered = db
    .selectFrom(rows.limit(shown + 1).as('p'))
    .select([
      'p.id',
      'p.sort_key',
      'p.entry',
      sql<number>`row_number() OVER (ORDER BY p.sort_key, p.id)`.as('n'),
      sql<number>`count(*) OVER ()`.as('total'),
    ]);
  const lastShown = sql`q.n = LEAST(q.total, ${shown})`;
  const page = await db
    .selectFrom(numbered.as('q'))
    .select([
      sql<number>`count(*)::int`.as('read'),
      sql<FileEntriesJson | null>`string_agg(q.entry, ',' ORDER BY q.n) FILTER (WHERE q.n <= ${shown})`.as('entries'),
      sql<string | null>`max(q.sort_key) FILTER (WHERE ${lastShown})`.as('last_key'),
      sql<string | null>`max(q.id::text) FILTER (WHERE ${lastShown})`.as('last_id'),
    ])
    .executeTakeFirstOrThrow();
  const last = page.last_key !== null && page.last_id !== null ? { key: page.last_key, id: page.last_id } : null;
  return { entries: page.entries, read: page.read, last };
}
