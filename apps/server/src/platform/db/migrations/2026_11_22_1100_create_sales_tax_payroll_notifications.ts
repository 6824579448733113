import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 5). Money is numeric(15,2): exact, 13 whole digits and 2 decimals, never a float.
// Days are `date` (no time, no zone). `notifications` is the in-app store the header bell reads.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sales_tax_records')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id'))
    .addColumn('sale_amount', sql`numeric(15, 2)`, (c) => c.notNull().check(sql`sale_amount >= 0`))
    .addColumn('collected_tax_amount', sql`numeric(15, 2)`, (c) => c.notNull().check(sql`collected_tax_amount >= 0`))
    .addColumn('payable_tax_amount', sql`numeric(15, 2)`, (c) => c.check(sql`payable_tax_amount >= 0`))
    .addColumn('sale_month_date', 'date', (c) => c.notNull().check(sql`extract(day from sale_month_date) = 1`))
    .addColumn('submitted_date', 'date', (c) => c.notNull())
    .addColumn('process_date', 'date')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('SUBMITTED')
        .check(sql`status in ('SUBMITTED', 'PROCESSED', 'SUPERSEDED')`),
    )
    .addColumn('superseded_by', 'uuid')
    .addColumn('submitted_by', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('processed_by', 'uuid', (c) => c.references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // The replacing row is inserted after the rows it supersedes are marked, in the same transaction.
    .addForeignKeyConstraint(
      'sales_tax_records_superseded_by_fkey',
      ['superseded_by'],
      'sales_tax_records',
      ['id'],
      (fk) => fk.deferrable().initiallyDeferred(),
    )
    .addCheckConstraint(
      'sales_tax_records_superseded_check',
      sql`(status = 'SUPERSEDED') = (superseded_by is not null)`,
    )
    .addCheckConstraint(
      'sales_tax_records_processed_check',
      sql`status <> 'PROCESSED' or (payable_tax_amount is not null and process_date is not null)`,
    )
    .execute();
  // The database's own guarantee behind the per-month lock: one live (not superseded) record per tenant and month.
  await sql`create unique index sales_tax_records_live_month_key on sales_tax_records (tenant_id, sale_month_date)
    where status <> 'SUPERSEDED'`.execute(db);
  // The lists: newest sale month first, then newest submission; all tenants, or one.
  await sql`create index sales_tax_records_month_idx on sales_tax_records (sale_month_date desc, created_at desc, id)`.execute(
    db,
  );
  await sql`create index sales_tax_records_tenant_month_idx
    on sales_tax_records (tenant_id, sale_month_date desc, created_at desc, id)`.execute(db);
  // The dashboard's "submitted today".
  await db.schema.createIndex('sales_tax_records_created_idx').on('sales_tax_records').column('created_at').execute();

  await db.schema
    .createTable('payroll_submissions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id'))
    .addColumn('payroll_amount', sql`numeric(15, 2)`, (c) => c.notNull().check(sql`payroll_amount >= 0`))
    .addColumn('payroll_period_type', 'text', (c) =>
      c.notNull().check(sql`payroll_period_type in ('WEEKLY', 'BI_WEEKLY', 'SEMI_MONTHLY', 'MONTHLY')`),
    )
    .addColumn('payroll_period_date_from', 'date', (c) => c.notNull())
    .addColumn('payroll_period_date_to', 'date', (c) => c.notNull())
    .addColumn('file_name', 'text')
    .addColumn('file_path', 'text')
    .addColumn('upload_id', 'uuid', (c) => c.references('uploads.id'))
    .addColumn('submitted_by', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('payroll_submissions_period_check', sql`payroll_period_date_from <= payroll_period_date_to`)
    .addCheckConstraint(
      'payroll_submissions_file_check',
      sql`(file_name is null) = (file_path is null) and (upload_id is null or file_path is not null)`,
    )
    .execute();
  await sql`create index payroll_submissions_period_idx
    on payroll_submissions (payroll_period_date_from desc, created_at desc, id)`.execute(db);
  await sql`create index payroll_submissions_tenant_period_idx
    on payroll_submissions (tenant_id, payroll_period_date_from desc, created_at desc, id)`.execute(db);

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('SALES_TAX_SUBMITTED', 'SALES_TAX_PROCESSED', 'PAYROLL_SUBMITTED')`),
    )
    .addColumn('tenant_id', 'uuid', (c) => c.references('tenants.id').onDelete('cascade'))
    // The sales-tax record or payroll submission it is about (no foreign key: it may point at either).
    .addColumn('subject_id', 'uuid')
    .addColumn('params', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    // Insertion order: rows written by one transaction share created_at.
    .addColumn('seq', 'bigserial', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_user_created_idx')
    .on('notifications')
    .columns(['user_id', 'created_at', 'seq'])
    .execute();
  // The bell's unread count.
  await sql`create index notifications_unread_idx on notifications (user_id) where read_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notifications').execute();
  await db.schema.dropTable('payroll_submissions').execute();
  await db.schema.dropTable('sales_tax_records').execute();
}
