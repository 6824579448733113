import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 35, items 5 and 6): a person's data and the compliance centre.
// - permissions 'view compliance' (the compliance centre, the incident register, the reports) and 'manage
//   personal data' (a person's data export and erasure), SuperAdmin and Admin, group 'compliance'.
// - incidents: the register. Its scope (a window, and an actor, an address or companies) is what the affected
//   companies and people are computed from, out of the audit trail.
// - person_erasures: one row per erased person (user_id unique: erasing twice answers the same record), with
//   what was kept, why and until when.
// - Indexes the compliance centre's figures read: accounts by their last sign-in (or creation when never
//   signed in), open incidents, and the audit trail by address for an incident's scope.
// - A person's export and erasure find her rows by their author: payroll and sales-tax submissions, organizer
//   answers, messages (one index each, on the author column).
const PERMISSIONS = ['view compliance', 'manage personal data'];
const AUTHOR_INDEXES = [
  ['payroll_submissions_submitter_idx', 'payroll_submissions (submitted_by, created_at)'],
  ['sales_tax_records_submitter_idx', 'sales_tax_records (submitted_by, created_at)'],
  ['organizer_answers_author_idx', 'organizer_answers (answered_by)'],
  ['messages_author_idx', 'messages (author_id, created_at)'],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const name of PERMISSIONS) {
    await db.insertInto('permissions').values({ name, group_name: 'compliance' }).execute();
    await sql`
      INSERT INTO role_permissions (role_id, permission_id)
      SELECT r.id, p.id FROM roles r, permissions p
      WHERE r.name IN ('SuperAdmin', 'Admin') AND r.is_built_in AND p.name = ${name}`.execute(db);
  }

  await db.schema
    .createTable('incidents')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('found_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('OPEN')
        .check(sql`status in ('OPEN', 'CLOSED')`),
    )
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('window_from', 'timestamptz', (c) => c.notNull())
    .addColumn('window_to', 'timestamptz', (c) => c.notNull())
    .addColumn('scope_user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('scope_ip', 'text')
    .addColumn('scope_tenant_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('ftc_notified_at', 'timestamptz')
    .addColumn('liaison_notified_at', 'timestamptz')
    .addColumn('closed_at', 'timestamptz')
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('incidents_window_check', sql`window_from <= window_to`)
    .execute();
  await sql`create index incidents_found_idx on incidents (found_at desc, id)`.execute(db);
  await sql`create index incidents_open_idx on incidents (found_at) where status = 'OPEN'`.execute(db);

  await db.schema
    .createTable('person_erasures')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('erased_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('erased_at', 'timestamptz', (c) => c.notNull())
    .addColumn('removed', 'jsonb', (c) => c.notNull())
    .addColumn('kept', 'jsonb', (c) => c.notNull())
    .execute();

  // The accounts that may sign in, with what "no sign-in for 90 days" reads (never signed in: since created):
  // one index-only pass counts them and the silent ones. The disabled ones, few, for the MFA coverage.
  await sql`create index users_sign_in_activity_idx on users (last_sign_in_at, created_at)
    where status <> 'DISABLED'`.execute(db);
  await sql`create index users_disabled_idx on users (id) where status = 'DISABLED'`.execute(db);
  await sql`create index audit_events_ip_idx on audit_events (ip, at) where ip is not null`.execute(db);
  for (const [name, on] of AUTHOR_INDEXES) await sql`create index ${sql.raw(name)} on ${sql.raw(on)}`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of AUTHOR_INDEXES) await sql`drop index ${sql.raw(name)}`.execute(db);
  await sql`drop index audit_events_ip_idx`.execute(db);
  await sql`drop index users_disabled_idx`.execute(db);
  await sql`drop index users_sign_in_activity_idx`.execute(db);
  await db.schema.dropTable('person_erasures').execute();
  await db.schema.dropTable('incidents').execute();
  await db.deleteFrom('permissions').where('name', 'in', PERMISSIONS).execute();
}
