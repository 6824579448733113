import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 16, item 4). The completeness matrix groups a page of tenants' requests by the
// column they belong to: COALESCE(period_start, due_on) (a one-off without a period counts in its due month).
// The partial index holds exactly the rows the matrix counts (never the CANCELLED ones) with every column its
// aggregate reads, in the order it groups them, so the page's cells come from one index-only scan with no sort
// and no heap visits once the table is vacuumed. period_start is INCLUDEd although the key already holds the
// COALESCE: PostgreSQL uses an expression index for an index-only scan only when the expression's columns are
// in the index too. The tenants' own order (name, id) gets an index for the matrix's rows.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX document_requests_completeness_idx
    ON document_requests (tenant_id, (COALESCE(period_start, due_on)), kind, status, due_on)
    INCLUDE (period_start)
    WHERE status <> 'CANCELLED'`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS tenants_name_id_idx ON tenants (name, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS document_requests_completeness_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS tenants_name_id_idx`.execute(db);
}
