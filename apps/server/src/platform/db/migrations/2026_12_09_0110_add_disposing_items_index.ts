import { sql, type Kysely } from 'kysely';

// Issue 35: placing a legal hold asks whether a disposal has already claimed the company's (or the document's)
// items (DISPOSING: their bytes are being removed). A partial index: only the few items of a batch in flight.
// Nothing the previous version reads or writes changes (an index only), so a rolling upgrade tolerates it.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index disposal_items_disposing_idx on disposal_items (tenant_id, document_id)
    where status = 'DISPOSING'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index disposal_items_disposing_idx`.execute(db);
}
