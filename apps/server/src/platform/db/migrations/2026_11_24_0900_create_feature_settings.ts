import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 7). feature_settings: the firm's on/off switches (spec §2 /featureSettings), one row
// per key the server enforces; a new key needs a new migration (the check and the seed), never an insert by hand.
// The keys are spelled out here rather than imported: a migration must not change when the app's code does.

const SEED = [
  ['CLIENT_FILE_UPLOAD', 'Client file upload', 'Lets client users upload documents; staff uploads stay possible.'],
  ['SALES_TAX_SUBMISSION', 'Sales tax submission', 'Lets clients send their monthly sales-tax information.'],
  ['PAYROLL_SUBMISSION', 'Payroll submission', 'Lets clients submit payroll information with its document.'],
  ['SMS_SENDING', 'Text messages (SMS)', 'Sends text messages; while off, bulk batches send e-mails only.'],
  [
    'FIRM_EMAIL_NOTIFICATIONS',
    'Firm e-mail notifications',
    "E-mails the firm's staff about client submissions; in-app notifications arrive either way.",
  ],
  [
    'BULK_NOTIFICATIONS',
    'Bulk notifications',
    'Lets staff send sales-tax, payroll-tax and push notification batches from spreadsheets.',
  ],
] as const;

const KEYS = sql.join(SEED.map(([key]) => sql.lit(key)));

const NOTIFICATION_KINDS_BEFORE = ['SALES_TAX_SUBMITTED', 'SALES_TAX_PROCESSED', 'PAYROLL_SUBMITTED'];
const NOTIFICATION_KINDS_AFTER = [...NOTIFICATION_KINDS_BEFORE, 'FILES_UPLOADED', 'PUSH_MESSAGE'];
const kindCheck = (kinds: string[]) => sql`kind in (${sql.join(kinds.map((kind) => sql.lit(kind)))})`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('feature_settings')
    .addColumn('key', 'text', (c) => c.primaryKey().check(sql`key in (${KEYS})`))
    .addColumn('settings_name', 'text', (c) => c.notNull())
    .addColumn('priority', 'integer', (c) => c.notNull())
    .addColumn('remarks', 'text', (c) => c.notNull())
    .addColumn('status', 'smallint', (c) => c.notNull().check(sql`status in (0, 1)`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Null while the row has its seeded value; kept (set null) if that user is ever deleted.
    .addColumn('updated_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db
    .insertInto('feature_settings')
    .values(
      SEED.map(([key, settingsName, remarks], index) => ({
        key,
        settings_name: settingsName,
        priority: (index + 1) * 10,
        remarks,
        status: 1,
      })),
    )
    .execute();

  // In-app notifications for client uploads and bulk push messages (issue 7). The column check was created
  // inline, so PostgreSQL named it notifications_kind_check.
  await sql`alter table notifications drop constraint notifications_kind_check`.execute(db);
  await sql`alter table notifications add constraint notifications_kind_check
    check (${kindCheck(NOTIFICATION_KINDS_AFTER)})`.execute(db);

  // A bulk row whose text was not queued because SMS_SENDING was off when its batch fanned out: its text
  // state reads SKIPPED instead of waiting forever for a message that will never exist.
  await db.schema
    .alterTable('bulk_batch_rows')
    .addColumn('text_skipped', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bulk_batch_rows').dropColumn('text_skipped').execute();
  await sql`delete from notifications where not (${kindCheck(NOTIFICATION_KINDS_BEFORE)})`.execute(db);
  await sql`alter table notifications drop constraint notifications_kind_check`.execute(db);
  await sql`alter table notifications add constraint notifications_kind_check
    check (${kindCheck(NOTIFICATION_KINDS_BEFORE)})`.execute(db);
  await db.schema.dropTable('feature_settings').execute();
}
