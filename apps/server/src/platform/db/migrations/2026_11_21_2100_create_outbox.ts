import { sql, type Kysely } from 'kysely';

// Frozen once landed. The job queue itself (pg-boss) keeps its own tables in the `pgboss` schema and
// migrates them when it starts; this table is ours: every e-mail, whatever the transport.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('outbox_messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('QUEUED')
        .check(sql`status in ('QUEUED', 'SENT', 'FAILED')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    // The caller's key for "this one e-mail" (e.g. one invitation): a second enqueue with it is a no-op.
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('delivered_via', 'text', (c) => c.check(sql`delivered_via in ('outbox', 'smtp')`))
    // Held while one worker is sending, so a duplicate job delivery cannot send the same row in parallel.
    .addColumn('locked_until', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    // Insertion order: PGlite's clock ticks in milliseconds, so created_at alone does not order a burst.
    .addColumn('seq', 'bigserial', (c) => c.notNull())
    .execute();
  // The outbox is read newest first.
  await sql`create index outbox_messages_created_idx on outbox_messages (created_at desc, seq desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbox_messages').execute();
}
