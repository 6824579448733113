import { sql, type RawBuilder } from 'kysely';

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
