import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 35, disposal): the daily disposal review, its items, the companies the FTC two-year
// rule flags, and the firm's "second approver" switch.
// - disposal_reviews: one per firm day the job ran (review_day unique: a second run that day adds to it). Its
//   status walks OPEN → AWAITING_SECOND (only with the second-approver setting) → DISPOSING → DONE. The signed
//   certificate (JSON and PDF) is kept in the row once written, with the SHA-256 of each.
// - disposal_items: what was due, copied when listed (company, name, class, hash, rule), so the certificate and
//   the trail still say what was disposed of once the document row is gone. document_id has no foreign key for
//   that reason. A document is listed at most once while DUE or kept (EXCLUDED): the partial unique index makes
//   every re-run of the job idempotent and lets the due query skip what is listed already.
// - disposal_inactive_companies: companies without activity for two years, flagged in a review (never disposed
//   of by the flag itself).
// - firm_branding.disposal_second_approver: whether a disposal needs a second, different approver.
const itemStatus = sql`status in ('DUE', 'EXCLUDED', 'HELD', 'DISPOSING', 'DISPOSED')`;
const reviewStatus = sql`status in ('OPEN', 'AWAITING_SECOND', 'DISPOSING', 'DONE')`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('disposal_reviews')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('review_day', 'date', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('OPEN').check(reviewStatus))
    .addColumn('listed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('first_approver', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('first_approved_at', 'timestamptz')
    .addColumn('second_approver', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('second_approved_at', 'timestamptz')
    .addColumn('completed_at', 'timestamptz')
    .addColumn('certificate_json', 'bytea')
    .addColumn('certificate_json_sha256', 'text')
    .addColumn('certificate_pdf', 'bytea')
    .addColumn('certificate_pdf_sha256', 'text')
    .execute();
  // The list of reviews, newest first.
  await sql`create index disposal_reviews_listed_idx on disposal_reviews (listed_at desc, id desc)`.execute(db);

  await db.schema
    .createTable('disposal_items')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('review_id', 'uuid', (c) => c.notNull().references('disposal_reviews.id').onDelete('cascade'))
    .addColumn('document_id', 'uuid', (c) => c.notNull())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('folder', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('record_class', 'text', (c) => c.notNull())
    .addColumn('tax_year', 'smallint')
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('basis', 'text', (c) => c.notNull())
    .addColumn('years', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('DUE').check(itemStatus))
    .addColumn('note', 'text')
    .addColumn('changed_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('disposed_at', 'timestamptz')
    .execute();
  // A review's items in a stable order (the list's pages, the execution's batches).
  await sql`create index disposal_items_review_idx on disposal_items (review_id, id)`.execute(db);
  // What the execution still has to do, and what it must finish after a crash.
  await sql`create index disposal_items_pending_idx on disposal_items (review_id, id)
    where status in ('DUE', 'DISPOSING')`.execute(db);
  await sql`create unique index disposal_items_listed_idx on disposal_items (document_id)
    where status in ('DUE', 'EXCLUDED', 'DISPOSING')`.execute(db);

  await db.schema
    .createTable('disposal_inactive_companies')
    .addColumn('review_id', 'uuid', (c) => c.notNull().references('disposal_reviews.id').onDelete('cascade'))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('last_activity_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('disposal_inactive_companies_pkey', ['review_id', 'tenant_id'])
    .execute();

  await sql`alter table firm_branding add column disposal_second_approver boolean not null default false`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table firm_branding drop column disposal_second_approver`.execute(db);
  await db.schema.dropTable('disposal_inactive_companies').execute();
  await db.schema.dropTable('disposal_items').execute();
  await db.schema.dropTable('disposal_reviews').execute();
}
