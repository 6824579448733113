import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 35, first slice): record classes, the retention schedule, company rules, legal holds.
// - documents.record_class: a constant default ('OTHER') and documents.tax_year: nullable. Both are catalogue-only
//   changes on PostgreSQL 11+ (no rewrite of a million-row table); their CHECKs are added NOT VALID so that adding
//   them does not scan the table either (every row has the default or NULL, and new rows are checked). Documents
//   filed before this migration are OTHER until staff class them.
// - documents_retention_idx: what the disposal review reads (class, then tax year, then the upload time that
//   stands in for a missing tax year), live documents only.
// - retention_schedule: one row per class, seeded below with the firm defaults and where each number comes from.
// - retention_overrides: a company's own rule for one class.
// - legal_holds: on a company (document_id NULL) or one document. document_id has no foreign key: a released
//   hold stays as history after its document is purged, and must not turn into a company hold.
// - permissions 'manage retention' (SuperAdmin) and 'dispose records' (SuperAdmin, Admin), group 'records'.
// The class names are spelled out here (a migration must not change when the app's code does).
const CLASSES = ['TAX_RETURN', 'FORM_8879', 'WORKPAPERS', 'SOURCE_DOCUMENTS', 'CORRESPONDENCE', 'OTHER'];
const classCheck = (column: string) => sql`${sql.ref(column)} in (${sql.join(CLASSES.map((c) => sql.lit(c)))})`;
const basisCheck = sql`basis in ('TAX_YEAR_END', 'LAST_ACTIVITY')`;
const yearsCheck = sql`years between 1 and 100`;

/**
 * The firm defaults, each conservative (kept at least as long as the rule asks, rounded up to whole years after
 * the end of the tax year):
 * - TAX_RETURN 4 years after the tax year's end: IRC §6107(b) has the preparer keep a copy of each return (or a
 *   list of the taxpayers) for 3 years after the close of the "return period", the 12 months ending June 30
 *   (Treas. Reg. §1.6107-1(b)); a calendar-year return filed by its due date falls in the period ending June 30
 *   of the next year, so 3 years after that end within 4 years of Dec 31.
 * - FORM_8879 4 years: IRS Publication 1345 has the ERO keep Form 8879 for 3 years from the return's due date or
 *   the date the IRS received it, whichever is later; an extended calendar-year return is due Oct 15 of the next
 *   year, so 4 years after Dec 31 covers it (a return filed later still needs a company rule or a hold).
 * - WORKPAPERS 7 years: no federal rule for preparers; 7 covers the IRS's 6-year assessment period for a
 *   substantial omission (IRC §6501(e)) counted from a return filed in the next year, and most state boards'
 *   5-year minimum for CPA working papers.
 * - SOURCE_DOCUMENTS 4 years: customer information the firm keeps for the return's 3-year assessment period
 *   (IRC §6501(a)) from its filing in the next year; past that, the FTC Safeguards Rule (16 CFR 314.4(c)(6))
 *   has it disposed of unless still needed.
 * - CORRESPONDENCE and OTHER 2 years after the company's last activity: the Safeguards Rule's limit, customer
 *   information disposed of no later than two years after its last use (16 CFR 314.4(c)(6)(i)).
 */
const DEFAULTS = [
  {
    record_class: 'TAX_RETURN',
    basis: 'TAX_YEAR_END',
    years: 4,
    source: 'IRC §6107(b): a copy of each return kept 3 years after the close of the July–June return period',
  },
  {
    record_class: 'FORM_8879',
    basis: 'TAX_YEAR_END',
    years: 4,
    source: 'IRS Publication 1345: Form 8879 kept 3 years from the return due date or IRS received date, if later',
  },
  {
    record_class: 'WORKPAPERS',
    basis: 'TAX_YEAR_END',
    years: 7,
    source: 'IRC §6501(e) 6-year assessment period for a substantial omission; state board working-paper rules',
  },
  {
    record_class: 'SOURCE_DOCUMENTS',
    basis: 'TAX_YEAR_END',
    years: 4,
    source: 'IRC §6501(a) 3-year assessment period from filing; then FTC Safeguards Rule 16 CFR 314.4(c)(6)',
  },
  {
    record_class: 'CORRESPONDENCE',
    basis: 'LAST_ACTIVITY',
    years: 2,
    source: 'FTC Safeguards Rule 16 CFR 314.4(c)(6): disposed of no later than 2 years after last use',
  },
  {
    record_class: 'OTHER',
    basis: 'LAST_ACTIVITY',
    years: 2,
    source: 'FTC Safeguards Rule 16 CFR 314.4(c)(6): disposed of no later than 2 years after last use',
  },
];

const PERMISSIONS = [
  { name: 'manage retention', roles: ['SuperAdmin'] },
  { name: 'dispose records', roles: ['SuperAdmin', 'Admin'] },
];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table documents add column record_class text not null default 'OTHER'`.execute(db);
  await sql`alter table documents add column tax_year smallint`.execute(db);
  await sql`alter table documents add constraint documents_record_class_check check (${classCheck('record_class')}) not valid`.execute(
    db,
  );
  await sql`alter table documents add constraint documents_tax_year_check
    check (tax_year between 1900 and 2200) not valid`.execute(db);
  await sql`create index documents_retention_idx on documents (record_class, tax_year, created_at)
    where deleted_at is null`.execute(db);

  await db.schema
    .createTable('retention_schedule')
    .addColumn('record_class', 'text', (c) => c.primaryKey().check(classCheck('record_class')))
    .addColumn('basis', 'text', (c) => c.notNull().check(basisCheck))
    .addColumn('years', 'integer', (c) => c.notNull().check(yearsCheck))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.insertInto('retention_schedule').values(DEFAULTS).execute();

  await db.schema
    .createTable('retention_overrides')
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('record_class', 'text', (c) => c.notNull().check(classCheck('record_class')))
    .addColumn('basis', 'text', (c) => c.notNull().check(basisCheck))
    .addColumn('years', 'integer', (c) => c.notNull().check(yearsCheck))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('retention_overrides_pkey', ['tenant_id', 'record_class'])
    .execute();

  await db.schema
    .createTable('legal_holds')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('document_id', 'uuid')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('held_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('held_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('released_at', 'timestamptz')
    .addColumn('released_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('release_reason', 'text')
    .execute();
  // The company's list, newest first; and the active holds every delete, purge and review checks.
  await sql`create index legal_holds_tenant_idx on legal_holds (tenant_id, held_at desc, id)`.execute(db);
  await sql`create index legal_holds_active_idx on legal_holds (tenant_id, document_id)
    where released_at is null`.execute(db);

  for (const permission of PERMISSIONS) {
    await db.insertInto('permissions').values({ name: permission.name, group_name: 'records' }).execute();
    await sql`
      INSERT INTO role_permissions (role_id, permission_id)
      SELECT r.id, p.id FROM roles r, permissions p
      WHERE r.name IN (${sql.join(permission.roles)}) AND r.is_built_in AND p.name = ${permission.name}`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db
    .deleteFrom('permissions')
    .where(
      'name',
      'in',
      PERMISSIONS.map((p) => p.name),
    )
    .execute();
  await db.schema.dropTable('legal_holds').execute();
  await db.schema.dropTable('retention_overrides').execute();
  await db.schema.dropTable('retention_schedule').execute();
  await sql`drop index documents_retention_idx`.execute(db);
  await sql`alter table documents drop column tax_year`.execute(db);
  await sql`alter table documents drop column record_class`.execute(db);
}
