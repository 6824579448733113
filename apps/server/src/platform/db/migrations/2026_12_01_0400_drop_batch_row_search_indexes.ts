import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 17, item 7). A batch's rows are searched within that one batch only, and a batch
// holds at most BULK_MAX_ROWS (10,000 by default): the (batch_id, row_number) key finds them, and testing
// 10,000 names and e-mails takes a few milliseconds. The two trigram indexes of 2026_12_01_0100 bought nothing
// there and cost the submit that people wait on: each inserted row added its trigrams to both (10,000 rows: 536
// against 141 ms of PGlite CPU), and each delivery update of a row added them again.
const INDEXES: Array<[name: string, definition: string]> = [
  ['bulk_batch_rows_client_name_trgm_idx', 'bulk_batch_rows USING gin (batch_id, client_name gin_trgm_ops)'],
  ['bulk_batch_rows_email_trgm_idx', 'bulk_batch_rows USING gin (batch_id, email gin_trgm_ops)'],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name] of INDEXES) await sql.raw(`DROP INDEX ${name}`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name, definition] of INDEXES) await sql.raw(`CREATE INDEX ${name} ON ${definition}`).execute(db);
}
