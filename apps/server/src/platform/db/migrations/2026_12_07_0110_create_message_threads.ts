import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 34). Conversations between the firm and a company.
// - message_threads: one conversation in one company, maybe about one request, file, envelope or organizer
//   (link_kind + link_id; the link is checked to be the company's when written). It carries what its lists show
//   twice: `client_last_*` of the last message a client may see (never an internal note) and `staff_last_*` of the
//   last message of any kind, so neither list reads messages to show a row. `last_seq` numbers the thread's
//   messages; `client_last_seq` / `staff_last_seq` against a reader's mark say "something unread" without a scan.
// - messages: `seq` orders a thread (unique per thread: the cursor of its pages, and what a read mark counts up
//   to). body_source is what was written, body_html its sanitised rendering, body_text the plain text searched
//   (trigram) and previewed. A removed message keeps its row (who, when, why) with its text and files gone.
// - message_attachments: the message's files, documents of the company's "Messages" folder.
// - message_reads: how far each person has read a thread (`side` so an internal note's readers are staff only).
// - saved_replies: the firm's shared answers. firm_settings.message_client_emails_include_text: off by default.
const LINK_KINDS = sql`link_kind in ('REQUEST', 'FILE', 'SIGNATURE', 'ORGANIZER')`;
const SIDES = (column: string) => sql.raw(`${column} in ('FIRM', 'CLIENT')`);

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('message_threads')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('link_kind', 'text', (c) => c.check(LINK_KINDS))
    .addColumn('link_id', 'uuid')
    .addColumn('assignee_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('client_last_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('client_last_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('client_last_side', 'text', (c) => c.notNull().defaultTo('FIRM').check(SIDES('client_last_side')))
    .addColumn('client_last_author_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('client_last_preview', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('staff_last_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('staff_last_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('staff_last_side', 'text', (c) => c.notNull().defaultTo('FIRM').check(SIDES('staff_last_side')))
    .addColumn('staff_last_author_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('staff_last_preview', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('waiting_on_firm', 'boolean', (c) => c.notNull().defaultTo(false))
    .addCheckConstraint('message_threads_link_check', sql`(link_kind is null) = (link_id is null)`)
    .execute();
  // The company's list (client and staff order), the firm inbox (all / waiting / per assignee), links back.
  await sql`CREATE INDEX message_threads_tenant_client_idx ON message_threads (tenant_id, client_last_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX message_threads_tenant_staff_idx ON message_threads (tenant_id, staff_last_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX message_threads_inbox_idx ON message_threads (staff_last_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX message_threads_waiting_idx ON message_threads (staff_last_at DESC, id DESC) WHERE waiting_on_firm`.execute(
    db,
  );
  await sql`CREATE INDEX message_threads_assignee_idx ON message_threads (assignee_id, staff_last_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX message_threads_link_idx ON message_threads (link_kind, link_id) WHERE link_id IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX message_threads_subject_trgm_idx ON message_threads USING gin (lower(subject) gin_trgm_ops)`.execute(
    db,
  );

  await db.schema
    .createTable('messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('thread_id', 'uuid', (c) => c.notNull().references('message_threads.id').onDelete('cascade'))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('author_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('side', 'text', (c) => c.notNull().check(SIDES('side')))
    .addColumn('internal', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('body_source', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('via_email', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('edited_at', 'timestamptz')
    .addColumn('removed_at', 'timestamptz')
    .addColumn('removed_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('removed_reason', 'text')
    .addCheckConstraint('messages_internal_side_check', sql`NOT internal OR side = 'FIRM'`)
    .execute();
  // A thread's pages by cursor (staff: every message; clients: the partial index skips internal notes).
  await sql`CREATE UNIQUE INDEX messages_thread_seq_key ON messages (thread_id, seq DESC)`.execute(db);
  await sql`CREATE INDEX messages_thread_client_idx ON messages (thread_id, seq DESC) WHERE NOT internal`.execute(db);
  await sql`CREATE INDEX messages_text_trgm_idx ON messages USING gin (lower(body_text) gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX messages_tenant_idx ON messages (tenant_id)`.execute(db);

  await db.schema
    .createTable('message_attachments')
    .addColumn('message_id', 'uuid', (c) => c.notNull().references('messages.id').onDelete('cascade'))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id'))
    .addColumn('document_id', 'uuid', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('message_attachments_pkey', ['message_id', 'document_id'])
    .execute();
  await sql`CREATE INDEX message_attachments_document_idx ON message_attachments (document_id)`.execute(db);

  await db.schema
    .createTable('message_reads')
    .addColumn('thread_id', 'uuid', (c) => c.notNull().references('message_threads.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('side', 'text', (c) => c.notNull().check(SIDES('side')))
    .addColumn('last_read_seq', 'integer', (c) => c.notNull())
    .addColumn('read_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('message_reads_pkey', ['thread_id', 'user_id'])
    .execute();
  await sql`CREATE INDEX message_reads_user_idx ON message_reads (user_id, thread_id)`.execute(db);

  await db.schema
    .createTable('saved_replies')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX saved_replies_title_idx ON saved_replies (lower(title), id)`.execute(db);

  await db.schema
    .alterTable('firm_settings')
    .addColumn('message_client_emails_include_text', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('firm_settings').dropColumn('message_client_emails_include_text').execute();
  await db.schema.dropTable('saved_replies').execute();
  await db.schema.dropTable('message_reads').execute();
  await db.schema.dropTable('message_attachments').execute();
  await db.schema.dropTable('messages').execute();
  await db.schema.dropTable('message_threads').execute();
}
