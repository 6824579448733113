import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 6). sms_messages is the SMS outbox, built like outbox_messages: every text message
// is stored before any driver sees it, claimed for one attempt at a time, and never sent again once SENT.
// bulk_batches / bulk_batch_rows are the persisted notification batches; a row's delivery states are not stored
// but read from its messages (idempotency keys `bulk:<batch>:<row number>:email|text`), so they cannot drift.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sms_messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('to_number', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('QUEUED')
        .check(sql`status in ('QUEUED', 'SENT', 'FAILED')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('delivered_via', 'text', (c) => c.check(sql`delivered_via in ('outbox', 'twilio')`))
    // The provider's id for the message (Twilio's SM... sid), to look it up in their console.
    .addColumn('provider_id', 'text')
    .addColumn('locked_until', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('failed_at', 'timestamptz')
    .addColumn('seq', 'bigserial', (c) => c.notNull())
    .execute();
  await sql`create index sms_messages_created_idx on sms_messages (created_at desc, seq desc)`.execute(db);

  // When a message gave up: with sent_at, it tells when a batch's last delivery settled.
  await db.schema.alterTable('outbox_messages').addColumn('failed_at', 'timestamptz').execute();

  await db.schema
    .createTable('bulk_batches')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('SALES_TAX', 'PAYROLL_TAX', 'PUSH')`))
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('QUEUED')
        .check(sql`state in ('QUEUED', 'SENDING', 'DONE')`),
    )
    .addColumn('initiated_by', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('email_subject', 'text')
    // Sanitised HTML (see push-body.ts), safe to render as it is.
    .addColumn('email_body', 'text')
    .addColumn('mechanism', 'text')
    .addColumn('total_rows', 'integer', (c) => c.notNull())
    // The fan-out job's progress: every row numbered up to this one has its messages queued.
    .addColumn('fanned_out_through', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fanned_out_at', 'timestamptz')
    // Counted once when the batch is DONE (its messages no longer change); live counts are read before that.
    .addColumn('email_sent', 'integer')
    .addColumn('text_sent', 'integer')
    .addColumn('failed', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .addColumn('seq', 'bigserial', (c) => c.notNull())
    .addCheckConstraint(
      'bulk_batches_push_check',
      sql`(kind = 'PUSH') = (email_subject is not null and email_body is not null)`,
    )
    .execute();
  await sql`create index bulk_batches_kind_created_idx on bulk_batches (kind, created_at desc, seq desc)`.execute(db);

  await db.schema
    .createTable('bulk_batch_rows')
    .addColumn('batch_id', 'uuid', (c) => c.notNull().references('bulk_batches.id').onDelete('cascade'))
    // The sheet's own row number (the header is row 1).
    .addColumn('row_number', 'integer', (c) => c.notNull())
    .addColumn('client_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    // E.164.
    .addColumn('phone_number', 'text')
    .addColumn('amount', 'text')
    // The tenant whose primary contact or user has the row's e-mail, when one does.
    .addColumn('tenant_id', 'uuid', (c) => c.references('tenants.id').onDelete('set null'))
    // The recipient's language: the matching user's, else the firm's default.
    .addColumn('locale', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('bulk_batch_rows_pkey', ['batch_id', 'row_number'])
    .addCheckConstraint('bulk_batch_rows_contact_check', sql`email is not null or phone_number is not null`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bulk_batch_rows').execute();
  await db.schema.dropTable('bulk_batches').execute();
  await db.schema.alterTable('outbox_messages').dropColumn('failed_at').execute();
  await db.schema.dropTable('sms_messages').execute();
}
