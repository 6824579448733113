import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 32, part 3: e-mail in).
// - inbound_addresses: the random local part of each company's address (request_id null) and each request's.
// - inbound_messages: every message the receiver took for a company, its sender, verdicts and outcome; HELD ones
//   are the quarantine staff accept or reject.
// - inbound_held_files: a held message's attachments, stored in the company's storage outside its catalog.
// - outbox_messages.reply_to: request e-mails answer to the request's address.
// - notifications: the EMAIL_RECEIVED and EMAIL_HELD kinds (the kinds check is rewritten from the one in force,
//   as 2026_12_04_0300 does, so no other migration's kinds are dropped).

const KINDS = ['EMAIL_RECEIVED', 'EMAIL_HELD'];

async function allowedKinds(db: Kysely<any>): Promise<string[]> {
  const { rows } = await sql<{ definition: string }>`
    select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'notifications_kind_check'`.execute(
    db,
  );
  const definition = rows[0]?.definition;
  if (!definition) throw new Error('notifications_kind_check is missing');
  return [...definition.matchAll(/'([A-Z_]+)'/g)].map((match) => match[1]!);
}

async function replaceKindCheck(db: Kysely<any>, kinds: string[]) {
  const list = sql.join(kinds.map((kind) => sql.lit(kind)));
  await sql`alter table notifications drop constraint notifications_kind_check`.execute(db);
  await sql`alter table notifications add constraint notifications_kind_check check (kind in (${list}))`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('inbound_addresses')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('request_id', 'uuid', (c) => c.references('document_requests.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE UNIQUE INDEX inbound_addresses_company_key ON inbound_addresses (tenant_id) WHERE request_id IS NULL`.execute(
    db,
  );
  await sql`CREATE UNIQUE INDEX inbound_addresses_request_key ON inbound_addresses (request_id)`.execute(db);

  await db.schema
    .createTable('inbound_messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('request_id', 'uuid', (c) => c.references('document_requests.id').onDelete('set null'))
    .addColumn('address_token', 'text', (c) => c.notNull())
    .addColumn('message_id', 'text')
    .addColumn('mail_from', 'text', (c) => c.notNull())
    .addColumn('from_address', 'text', (c) => c.notNull())
    .addColumn('from_name', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('remote_ip', 'text')
    .addColumn('spf', 'text', (c) => c.notNull())
    .addColumn('dkim', 'text', (c) => c.notNull())
    .addColumn('dmarc', 'text', (c) => c.notNull())
    .addColumn('sender_user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('outcome', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`outcome in ('FILED', 'FULFILLED', 'FILED_CLOSED_REQUEST', 'HELD', 'ACCEPTED', 'REJECTED', 'BOUNCED', 'IGNORED')`,
        ),
    )
    .addColumn('hold_reason', 'text')
    .addColumn('file_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refused', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'timestamptz')
    .execute();
  // A retried delivery of the same message to the same address is recognised (the sender's MTA after a lost 250).
  await sql`CREATE UNIQUE INDEX inbound_messages_once_key ON inbound_messages (address_token, message_id)`.execute(db);
  await sql`CREATE INDEX inbound_messages_tenant_idx ON inbound_messages (tenant_id, received_at DESC, id)`.execute(db);
  // The quarantine screen: held messages, newest first.
  await sql`CREATE INDEX inbound_messages_held_idx ON inbound_messages (received_at DESC, id) WHERE outcome = 'HELD'`.execute(
    db,
  );

  await db.schema
    .createTable('inbound_held_files')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('message_id', 'uuid', (c) => c.notNull().references('inbound_messages.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('storage_path', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX inbound_held_files_message_idx ON inbound_held_files (message_id, position)`.execute(db);

  await db.schema.alterTable('outbox_messages').addColumn('reply_to', 'text').execute();

  const kinds = await allowedKinds(db);
  const missing = KINDS.filter((kind) => !kinds.includes(kind));
  if (missing.length > 0) await replaceKindCheck(db, [...kinds, ...missing]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from notifications where kind in (${sql.join(KINDS)})`.execute(db);
  await replaceKindCheck(
    db,
    (await allowedKinds(db)).filter((kind) => !KINDS.includes(kind)),
  );
  await db.schema.alterTable('outbox_messages').dropColumn('reply_to').execute();
  await db.schema.dropTable('inbound_held_files').execute();
  await db.schema.dropTable('inbound_messages').execute();
  await db.schema.dropTable('inbound_addresses').execute();
}
