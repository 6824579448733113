import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 17, item 3). A folder is listed a page at a time (keyset: after the last entry
// sent), so its order must come from the database, not from sorting the whole folder in Node. The order people
// expect is by name case-insensitively with numbers by value ("Invoice 2" before "Invoice 10"), which no
// database collation gives portably (PGlite has no ICU). catalog_name_key(name) spells it as text: lower-cased,
// each run of digits left-padded with zeros to 20 places. It is kept in a stored generated column `name_key`,
// compared byte by byte (COLLATE "C", the same on every server whatever its default collation): computing it
// per row at read time cost 15-40 µs a row (two regexp_replace calls), more than reading the page itself.
// Equal keys ("a2" and "A02") are told apart by id, so a page boundary never skips or repeats an entry. The
// partial indexes hold exactly the live entries of one folder in that order: a page is one index range scan.
// Adding the columns rewrites both tables once (about a minute per million documents).

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE FUNCTION catalog_name_key(name text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    AS $$ SELECT regexp_replace(regexp_replace(lower(name), '([0-9]+)', '00000000000000000000\\1', 'g'),
                                '0*([0-9]{20})(?![0-9])', '\\1', 'g') $$`.execute(db);
  for (const table of ['folders', 'documents']) {
    await sql`ALTER TABLE ${sql.table(table)}
      ADD COLUMN name_key text COLLATE "C" NOT NULL GENERATED ALWAYS AS (catalog_name_key(name)) STORED`.execute(db);
  }
  await sql`CREATE INDEX folders_live_listing_idx
    ON folders (tenant_id, parent, name_key, id) WHERE deleted_at IS NULL`.execute(db);
  await sql`CREATE INDEX documents_live_listing_idx
    ON documents (tenant_id, folder, name_key, id) WHERE deleted_at IS NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS documents_live_listing_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS folders_live_listing_idx`.execute(db);
  await sql`ALTER TABLE documents DROP COLUMN IF EXISTS name_key`.execute(db);
  await sql`ALTER TABLE folders DROP COLUMN IF EXISTS name_key`.execute(db);
  await sql`DROP FUNCTION IF EXISTS catalog_name_key(text)`.execute(db);
}
