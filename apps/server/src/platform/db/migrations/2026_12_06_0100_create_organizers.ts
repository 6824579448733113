import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 33). Organizers: questionnaires a client answers, rolled forward every year.
// - A template's questions live in versions: each saved edit is a new row, and a trigger refuses any change to a
//   version once written, so an organizer sent with version 3 reads version 3 for ever.
// - An organizer IS a document request (kind ORGANIZER): its id is the request's, so reminders, the client's list
//   and the completeness matrix count it with no table of their own. Unique (tenant, template, tax year): two sends
//   at the same moment make one.
// - Answers: one row per (organizer, question key), the last write wins; `last_year` keeps a rolled-forward value
//   for the "changed" marks; `audited_at` is when a save of it was last put on the audit trail (see the service).
// - Files of a file question are documents of the company's folders, linked here and to the request.
const KINDS = `'BANK_STATEMENT', 'CORPORATION_DOCUMENT', 'PAYROLL_DOCUMENT', 'OTHERS', 'SALES_TAX', 'PAYROLL'`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE document_requests DROP CONSTRAINT document_requests_kind_check`.execute(db);
  await sql
    .raw(
      `ALTER TABLE document_requests ADD CONSTRAINT document_requests_kind_check
    CHECK (kind IN (${KINDS}, 'ORGANIZER'))`,
    )
    .execute(db);

  await db.schema
    .createTable('organizer_templates')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('current_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('archived_at', 'timestamptz')
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // A live name is unique in any case (an archived one frees it); the list's order and its trigram search.
  await sql`CREATE UNIQUE INDEX organizer_templates_name_key ON organizer_templates (lower(name)) WHERE archived_at IS NULL`.execute(
    db,
  );
  await sql`CREATE INDEX organizer_templates_order_idx ON organizer_templates (updated_at DESC, id) WHERE archived_at IS NULL`.execute(
    db,
  );
  await sql`CREATE INDEX organizer_templates_name_trgm_idx ON organizer_templates USING gin (lower(name) gin_trgm_ops)`.execute(
    db,
  );

  await db.schema
    .createTable('organizer_template_versions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('template_id', 'uuid', (c) => c.notNull().references('organizer_templates.id'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('sections', 'jsonb', (c) => c.notNull())
    .addColumn('question_count', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('organizer_template_versions_key', ['template_id', 'version'])
    .execute();
  await sql`
    CREATE FUNCTION organizer_template_versions_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'organizer template versions never change (% refused)', tg_op USING errcode = 'insufficient_privilege';
    END
    $$`.execute(db);
  await sql`
    CREATE TRIGGER organizer_template_versions_frozen BEFORE UPDATE ON organizer_template_versions
    FOR EACH ROW EXECUTE FUNCTION organizer_template_versions_frozen()`.execute(db);

  await db.schema
    .createTable('organizers')
    .addColumn('id', 'uuid', (c) => c.primaryKey().references('document_requests.id').onDelete('cascade'))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id'))
    .addColumn('template_id', 'uuid', (c) => c.notNull().references('organizer_templates.id'))
    .addColumn('template_version_id', 'uuid', (c) => c.notNull().references('organizer_template_versions.id'))
    .addColumn('tax_year', 'integer', (c) => c.notNull())
    .addColumn('recipient_user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('prefilled_from', 'uuid', (c) => c.references('organizers.id').onDelete('set null'))
    .addColumn('prefilled_sections', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('export_document_id', 'uuid', (c) => c.references('documents.id').onDelete('set null'))
    .addColumn('locked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('organizers_year_key', ['tenant_id', 'template_id', 'tax_year'])
    .execute();
  await sql`CREATE INDEX organizers_template_idx ON organizers (template_id)`.execute(db);

  await db.schema
    .createTable('organizer_answers')
    .addColumn('organizer_id', 'uuid', (c) => c.notNull().references('organizers.id').onDelete('cascade'))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id'))
    .addColumn('question_key', 'text', (c) => c.notNull())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('last_year', 'jsonb')
    .addColumn('answered_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('answered_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('audited_at', 'timestamptz')
    .addPrimaryKeyConstraint('organizer_answers_pkey', ['organizer_id', 'question_key'])
    .execute();
  await sql`CREATE INDEX organizer_answers_tenant_idx ON organizer_answers (tenant_id)`.execute(db);

  await db.schema
    .createTable('organizer_answer_files')
    .addColumn('organizer_id', 'uuid', (c) => c.notNull().references('organizers.id').onDelete('cascade'))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id'))
    .addColumn('question_key', 'text', (c) => c.notNull())
    .addColumn('document_id', 'uuid', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('added_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('added_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('organizer_answer_files_pkey', ['organizer_id', 'question_key', 'document_id'])
    .execute();
  await sql`CREATE INDEX organizer_answer_files_tenant_idx ON organizer_answer_files (tenant_id)`.execute(db);
  await sql`CREATE INDEX organizer_answer_files_document_idx ON organizer_answer_files (document_id)`.execute(db);

  await db.schema
    .createTable('organizer_comments')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('organizer_id', 'uuid', (c) => c.notNull().references('organizers.id').onDelete('cascade'))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id'))
    .addColumn('question_key', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX organizer_comments_organizer_idx ON organizer_comments (organizer_id)`.execute(db);
  await sql`CREATE INDEX organizer_comments_tenant_idx ON organizer_comments (tenant_id)`.execute(db);

  await db.schema
    .createTable('organizer_section_confirmations')
    .addColumn('organizer_id', 'uuid', (c) => c.notNull().references('organizers.id').onDelete('cascade'))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id'))
    .addColumn('section_key', 'text', (c) => c.notNull())
    .addColumn('confirmed_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('confirmed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('organizer_section_confirmations_pkey', ['organizer_id', 'section_key'])
    .execute();
  await sql`CREATE INDEX organizer_section_confirmations_tenant_idx ON organizer_section_confirmations (tenant_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('organizer_section_confirmations').execute();
  await db.schema.dropTable('organizer_comments').execute();
  await db.schema.dropTable('organizer_answer_files').execute();
  await db.schema.dropTable('organizer_answers').execute();
  await db.schema.dropTable('organizers').execute();
  await sql`DROP TRIGGER organizer_template_versions_frozen ON organizer_template_versions`.execute(db);
  await sql`DROP FUNCTION organizer_template_versions_frozen()`.execute(db);
  await db.schema.dropTable('organizer_template_versions').execute();
  await db.schema.dropTable('organizer_templates').execute();
  await sql`DELETE FROM document_requests WHERE kind = 'ORGANIZER'`.execute(db);
  await sql`ALTER TABLE document_requests DROP CONSTRAINT document_requests_kind_check`.execute(db);
  await sql
    .raw(
      `ALTER TABLE document_requests ADD CONSTRAINT document_requests_kind_check
    CHECK (kind IN (${KINDS}))`,
    )
    .execute(db);
}
