import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 16, item 1). Request templates: a named set of requests a firm applies to one
// tenant, a selection, or every tenant. An item is either a one-off (due `due_in_days` after applying) or
// recurring (cadence + due_days, starting with the period current when applied).
// Applying runs as a durable job (request_template_runs keeps its final state). What it makes remembers the
// item it came from (template_item_id): a tenant has at most one live series per item (re-applying does not
// duplicate it; a stopped one may be started again), and one one-off per item and due day (a second apply the
// same day makes nothing new; one on a later day asks again, e.g. a yearly pack).
const KINDS = `'BANK_STATEMENT', 'CORPORATION_DOCUMENT', 'PAYROLL_DOCUMENT', 'OTHERS', 'SALES_TAX', 'PAYROLL'`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('request_templates')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Unique in any case; the list's order (by name) and its search (pg_trgm, created by the catalog's migration).
  await sql`CREATE UNIQUE INDEX request_templates_name_key ON request_templates (lower(name))`.execute(db);
  await sql`CREATE INDEX request_templates_order_idx ON request_templates (name, id)`.execute(db);
  await sql`CREATE INDEX request_templates_name_trgm_idx ON request_templates USING gin (lower(name) gin_trgm_ops)`.execute(
    db,
  );

  await db.schema
    .createTable('request_template_items')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('template_id', 'uuid', (c) => c.notNull().references('request_templates.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql.raw(`kind IN (${KINDS})`)))
    .addColumn('due_in_days', 'integer', (c) => c.check(sql`due_in_days BETWEEN 0 AND 365`))
    .addColumn('cadence', 'text', (c) => c.check(sql`cadence IN ('MONTHLY', 'QUARTERLY', 'YEARLY')`))
    .addColumn('due_days', 'integer', (c) => c.check(sql`due_days BETWEEN 0 AND 120`))
    .addCheckConstraint(
      'request_template_items_timing_check',
      sql`(due_in_days IS NOT NULL AND cadence IS NULL AND due_days IS NULL)
       OR (due_in_days IS NULL AND cadence IS NOT NULL AND due_days IS NOT NULL)`,
    )
    .execute();
  await sql`CREATE INDEX request_template_items_template_idx ON request_template_items (template_id, position)`.execute(
    db,
  );

  await db.schema
    .createTable('request_template_runs')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('template_id', 'uuid', (c) => c.references('request_templates.id').onDelete('set null'))
    .addColumn('template_name', 'text', (c) => c.notNull())
    .addColumn('all_tenants', 'boolean', (c) => c.notNull())
    // The explicit selection (null for all tenants): kept here rather than in the job's payload.
    .addColumn('tenant_ids', 'jsonb')
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('QUEUED')
        .check(sql`state IN ('QUEUED', 'RUNNING', 'DONE', 'FAILED')`),
    )
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_requests', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_series', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error_code', 'text')
    .addColumn('requested_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();

  await db.schema
    .alterTable('request_series')
    .addColumn('template_item_id', 'uuid', (c) => c.references('request_template_items.id').onDelete('set null'))
    .execute();
  await sql`CREATE UNIQUE INDEX request_series_template_item_key ON request_series (tenant_id, template_item_id)
    WHERE cancelled_at IS NULL`.execute(db);
  await db.schema
    .alterTable('document_requests')
    .addColumn('template_item_id', 'uuid', (c) => c.references('request_template_items.id').onDelete('set null'))
    .execute();
  await sql`CREATE UNIQUE INDEX document_requests_template_item_key
    ON document_requests (tenant_id, template_item_id, due_on)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS document_requests_template_item_key`.execute(db);
  await db.schema.alterTable('document_requests').dropColumn('template_item_id').execute();
  await sql`DROP INDEX IF EXISTS request_series_template_item_key`.execute(db);
  await db.schema.alterTable('request_series').dropColumn('template_item_id').execute();
  await db.schema.dropTable('request_template_runs').execute();
  await db.schema.dropTable('request_template_items').execute();
  await db.schema.dropTable('request_templates').execute();
}
