import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 31). A hand-signed paper copy belongs to one signer: signing_documents kept one
// 'paper' row per envelope, so a couple's second paper copy replaced the first. Each signer's copy gets its own
// row here; one already kept is moved to the signer its chain event names (the event records its SHA-256).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('signing_paper_copies')
    .addColumn('signer_id', 'uuid', (c) => c.primaryKey().references('signing_signers.id').onDelete('cascade'))
    .addColumn('envelope_id', 'uuid', (c) => c.notNull().references('signing_envelopes.id').onDelete('cascade'))
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX signing_paper_copies_envelope_idx ON signing_paper_copies (envelope_id)`.execute(db);
  await sql`
    INSERT INTO signing_paper_copies (signer_id, envelope_id, bytes, sha256, created_at)
    SELECT DISTINCT ON (s.id) s.id, d.envelope_id, d.bytes, d.sha256, d.created_at
    FROM signing_documents d
    JOIN signing_events e ON e.envelope_id = d.envelope_id
      AND e.event->>'type' = 'paper_copy' AND e.event->>'sha256' = d.sha256
    JOIN signing_signers s ON s.envelope_id = d.envelope_id AND s.id::text = e.event->>'signer'
    WHERE d.kind = 'paper'
    ORDER BY s.id, e.seq DESC`.execute(db);
  await sql`DELETE FROM signing_documents WHERE kind = 'paper'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('signing_paper_copies').execute();
}
