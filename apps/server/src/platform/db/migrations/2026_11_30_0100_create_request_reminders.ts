import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 16, item 3). Reminders of OPEN requests:
// - request_reminder_settings: the firm's one row (id = 1), seeded with the default cadence (3 days before the
//   due date, on it, 3 and 7 after) and quiet hours 21:00–07:00 firm time. The cadence is jsonb
//   ({ before_days, on_due_day, after_days }), checked by the API's schema.
// - tenant_reminder_settings: a tenant's override, one row per tenant that has one (none: the firm's). A null
//   cadence follows the firm's; enabled = false stops reminders for that tenant alone.
// - request_reminder_deliveries: one row per person and firm day a reminder was queued; the unique key is what
//   makes a run (or a re-run after a crash, or two instances at once) send at most one message a day. It is
//   written in the transaction that queues the e-mail and text, so both exist or neither does.
// - notifications: the request kinds (created, submitted, returned, accepted).
const KINDS_BEFORE = [
  'SALES_TAX_SUBMITTED',
  'SALES_TAX_PROCESSED',
  'PAYROLL_SUBMITTED',
  'FILES_UPLOADED',
  'PUSH_MESSAGE',
];
const KINDS_AFTER = [...KINDS_BEFORE, 'REQUEST_CREATED', 'REQUEST_SUBMITTED', 'REQUEST_RETURNED', 'REQUEST_ACCEPTED'];
const kindCheck = (kinds: string[]) => sql`kind in (${sql.join(kinds.map((kind) => sql.lit(kind)))})`;
const DEFAULT_CADENCE = JSON.stringify({ before_days: [3], on_due_day: true, after_days: [3, 7] });

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('request_reminder_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('cadence', 'jsonb', (c) => c.notNull())
    .addColumn('quiet_from', 'smallint', (c) => c.notNull().check(sql`quiet_from between 0 and 23`))
    .addColumn('quiet_until', 'smallint', (c) => c.notNull().check(sql`quiet_until between 0 and 23`))
    .addColumn('updated_at', 'timestamptz')
    .addColumn('updated_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db
    .insertInto('request_reminder_settings')
    .values({ id: 1, enabled: true, cadence: DEFAULT_CADENCE, quiet_from: 21, quiet_until: 7 })
    .execute();

  await db.schema
    .createTable('tenant_reminder_settings')
    .addColumn('tenant_id', 'uuid', (c) => c.primaryKey().references('tenants.id').onDelete('cascade'))
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('cadence', 'jsonb')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('request_reminder_deliveries')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('firm_date', 'date', (c) => c.notNull())
    .addColumn('requests', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('request_reminder_deliveries_user_day_key', ['user_id', 'firm_date'])
    .execute();

  await sql`alter table notifications drop constraint notifications_kind_check`.execute(db);
  await sql`alter table notifications add constraint notifications_kind_check
    check (${kindCheck(KINDS_AFTER)})`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from notifications where not (${kindCheck(KINDS_BEFORE)})`.execute(db);
  await sql`alter table notifications drop constraint notifications_kind_check`.execute(db);
  await sql`alter table notifications add constraint notifications_kind_check
    check (${kindCheck(KINDS_BEFORE)})`.execute(db);
  await db.schema.dropTable('request_reminder_deliveries').execute();
  await db.schema.dropTable('tenant_reminder_settings').execute();
  await db.schema.dropTable('request_reminder_settings').execute();
}
