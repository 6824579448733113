import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 16). Document requests: what a client owes the firm, one row per thing owed.
// A recurring request is a series that makes one instance per period; the unique (series_id, period_start)
// key lets the series job run any number of times (or on several instances at once) without a period
// twice. Files sent for a request are linked, not copied: they stay in the catalog where the upload put them.
// The indexes serve the lists to come: a tenant's requests by status and due date, the firm's open ones by
// due date (reminders, overdue), and (tenant, period) for the completeness matrix.
const KINDS = `'BANK_STATEMENT', 'CORPORATION_DOCUMENT', 'PAYROLL_DOCUMENT', 'OTHERS', 'SALES_TAX', 'PAYROLL'`;
const GRANTS = ['SuperAdmin', 'Admin'];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('request_series')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql.raw(`kind IN (${KINDS})`)))
    .addColumn('cadence', 'text', (c) => c.notNull().check(sql`cadence IN ('MONTHLY', 'QUARTERLY', 'YEARLY')`))
    .addColumn('due_days', 'integer', (c) => c.notNull().check(sql`due_days BETWEEN 0 AND 120`))
    .addColumn('first_period', 'date', (c) => c.notNull())
    .addColumn('last_period', 'date')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('cancelled_by', 'uuid', (c) => c.references('users.id'))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX request_series_tenant_idx ON request_series (tenant_id)`.execute(db);
  // The series job reads only the live series.
  await sql`CREATE INDEX request_series_live_idx ON request_series (id) WHERE cancelled_at IS NULL`.execute(db);

  await db.schema
    .createTable('document_requests')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id'))
    .addColumn('series_id', 'uuid', (c) => c.references('request_series.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql.raw(`kind IN (${KINDS})`)))
    .addColumn('period_start', 'date')
    .addColumn('period_end', 'date')
    .addColumn('due_on', 'date', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('OPEN')
        .check(sql`status IN ('OPEN', 'SUBMITTED', 'DONE', 'CANCELLED')`),
    )
    .addColumn('return_note', 'text')
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('submitted_by', 'uuid', (c) => c.references('users.id'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decided_by', 'uuid', (c) => c.references('users.id'))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('document_requests_series_period_key', ['series_id', 'period_start'])
    .addCheckConstraint('document_requests_period_check', sql`period_end >= period_start`)
    .execute();
  await sql`CREATE INDEX document_requests_tenant_status_due_idx ON document_requests (tenant_id, status, due_on, id)`.execute(
    db,
  );
  await sql`CREATE INDEX document_requests_tenant_due_idx ON document_requests (tenant_id, due_on, id)`.execute(db);
  await sql`CREATE INDEX document_requests_open_due_idx ON document_requests (due_on, id) WHERE status = 'OPEN'`.execute(
    db,
  );
  await sql`CREATE INDEX document_requests_tenant_period_idx ON document_requests (tenant_id, period_start)`.execute(
    db,
  );

  await db.schema
    .createTable('request_documents')
    .addColumn('request_id', 'uuid', (c) => c.notNull().references('document_requests.id').onDelete('cascade'))
    .addColumn('document_id', 'uuid', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('attached_by', 'uuid', (c) => c.references('users.id'))
    .addColumn('attached_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('request_documents_pkey', ['request_id', 'document_id'])
    .execute();
  await sql`CREATE INDEX request_documents_document_idx ON request_documents (document_id)`.execute(db);

  await db.insertInto('permissions').values({ name: 'manage requests', group_name: 'requests' }).execute();
  await sql`
    INSERT INTO role_permissions (role_id, permission_id)
    SELECT r.id, p.id FROM roles r, permissions p
    WHERE r.name IN (${sql.join(GRANTS)}) AND r.is_built_in AND p.name = 'manage requests'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('permissions').where('name', '=', 'manage requests').execute();
  await db.schema.dropTable('request_documents').execute();
  await db.schema.dropTable('document_requests').execute();
  await db.schema.dropTable('request_series').execute();
}
