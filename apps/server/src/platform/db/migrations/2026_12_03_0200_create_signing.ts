import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 31). Signing: an envelope (one PDF of one tenant), its signers in order, the fields
// each fills, the envelope's evidence chain (append-only, each event holding the hash of the one before), the
// PDF bytes (the original as sent, the sealed result) and the firm's templates. Known data is kept only as a
// salted hash; a one-time code and a signing link only as hashes. Indexes serve the lists: a tenant's envelopes
// and the firm's by newest first, each filter (status, due date), the title search (pg_trgm, created by the
// catalog's migration), the expiry and reminder jobs (sent ones by expiry), a client's own envelopes (user_id)
// and a link's lookup (token hash).
const STATUSES = `'draft', 'sent', 'completed', 'declined', 'voided', 'expired'`;
const SIGNER_STATUSES = `'waiting', 'notified', 'viewed', 'signed', 'declined', 'locked'`;
const FIELD_KINDS = `'signature', 'initials', 'date_signed', 'name', 'text', 'checkbox'`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('signing_envelopes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('draft')
        .check(sql.raw(`status IN (${STATUSES})`)),
    )
    .addColumn('signing_order', 'text', (c) =>
      c
        .notNull()
        .defaultTo('together')
        .check(sql`signing_order IN ('together', 'sequential')`),
    )
    .addColumn('verification', 'text', (c) =>
      c
        .notNull()
        .defaultTo('signed_in')
        .check(sql`verification IN ('signed_in', 'form_8879')`),
    )
    .addColumn('due_date', 'date')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('original_path', 'text', (c) => c.notNull())
    .addColumn('original_sha256', 'text', (c) => c.notNull())
    .addColumn('pages', 'jsonb', (c) => c.notNull())
    .addColumn('signed_path', 'text')
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('completed_at', 'timestamptz')
    .addColumn('ended_at', 'timestamptz')
    .addColumn('voided_reason', 'text')
    .addColumn('last_reminded_at', 'timestamptz')
    .execute();
  await sql`CREATE INDEX signing_envelopes_tenant_idx ON signing_envelopes (tenant_id, created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX signing_envelopes_list_idx ON signing_envelopes (created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX signing_envelopes_status_idx ON signing_envelopes (status, created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX signing_envelopes_due_idx ON signing_envelopes (due_date) WHERE due_date IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX signing_envelopes_expiry_idx ON signing_envelopes (expires_at) WHERE status = 'sent'`.execute(
    db,
  );
  await sql`CREATE INDEX signing_envelopes_title_trgm_idx ON signing_envelopes USING gin (lower(title) gin_trgm_ops)`.execute(
    db,
  );

  await db.schema
    .createTable('signing_signers')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('envelope_id', 'uuid', (c) => c.notNull().references('signing_envelopes.id').onDelete('cascade'))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('user', 'link')`))
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('waiting')
        .check(sql.raw(`status IN (${SIGNER_STATUSES})`)),
    )
    .addColumn('known_data_label', 'text')
    .addColumn('known_data_hash', 'text')
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('code_hash', 'text')
    .addColumn('code_channel', 'text')
    .addColumn('code_expires_at', 'timestamptz')
    .addColumn('link_token_hash', 'text', (c) => c.unique())
    .addColumn('consented_at', 'timestamptz')
    .addColumn('verified_at', 'timestamptz')
    .addColumn('verification_note', 'text')
    .addColumn('notified_at', 'timestamptz')
    .addColumn('viewed_at', 'timestamptz')
    .addColumn('signed_at', 'timestamptz')
    .addColumn('signed_on_paper', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('signature_method', 'text')
    .addColumn('declined_reason', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addUniqueConstraint('signing_signers_position_key', ['envelope_id', 'position'])
    .execute();
  await sql`CREATE INDEX signing_signers_user_idx ON signing_signers (user_id) WHERE user_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX signing_signers_tenant_idx ON signing_signers (tenant_id)`.execute(db);

  await db.schema
    .createTable('signing_fields')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('envelope_id', 'uuid', (c) => c.notNull().references('signing_envelopes.id').onDelete('cascade'))
    .addColumn('signer_position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql.raw(`kind IN (${FIELD_KINDS})`)))
    .addColumn('page', 'integer', (c) => c.notNull())
    .addColumn('x', 'double precision', (c) => c.notNull())
    .addColumn('y', 'double precision', (c) => c.notNull())
    .addColumn('width', 'double precision', (c) => c.notNull())
    .addColumn('height', 'double precision', (c) => c.notNull())
    .addColumn('required', 'boolean', (c) => c.notNull())
    .addColumn('label', 'text')
    .addColumn('value', 'text')
    .execute();
  await sql`CREATE INDEX signing_fields_envelope_idx ON signing_fields (envelope_id, page, y, x)`.execute(db);

  // The PDF bytes: 'original' as prepared, 'signed' once sealed; written in the transaction that records them.
  await db.schema
    .createTable('signing_documents')
    .addColumn('envelope_id', 'uuid', (c) => c.notNull().references('signing_envelopes.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('original', 'signed', 'paper')`))
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('signing_documents_pkey', ['envelope_id', 'kind'])
    .execute();

  await db.schema
    .createTable('signing_events')
    .addColumn('envelope_id', 'uuid', (c) => c.notNull().references('signing_envelopes.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('event', 'jsonb', (c) => c.notNull())
    .addColumn('prev_hash', 'text')
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('signing_events_pkey', ['envelope_id', 'seq'])
    .execute();

  await db.schema
    .createTable('signing_templates')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('signing_order', 'text', (c) => c.notNull())
    .addColumn('verification', 'text', (c) => c.notNull())
    .addColumn('signer_roles', 'jsonb', (c) => c.notNull())
    .addColumn('page_count', 'integer', (c) => c.notNull())
    .addColumn('fields', 'jsonb', (c) => c.notNull())
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE UNIQUE INDEX signing_templates_name_key ON signing_templates (lower(name))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['signing_templates', 'signing_events', 'signing_documents', 'signing_fields', 'signing_signers'])
    await db.schema.dropTable(table).execute();
  await db.schema.dropTable('signing_envelopes').execute();
}
