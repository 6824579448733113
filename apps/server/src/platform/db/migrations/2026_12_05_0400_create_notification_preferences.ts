import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 32, part 5: notification e-mails at once, in a daily digest, or off; quiet hours).
// - notification_defaults: the firm's one row (id = 1): each category's delivery (jsonb { category: 'instant' |
//   'daily' | 'off' }, checked by the API's schema; a category missing from it is 'instant') and the hour (firm
//   time) digests go at, 07 by default.
// - user_notification_preferences: a person's own choices, one row for whoever has saved any. `email` holds only
//   the categories they chose (the others follow the firm); quiet hours both set or both null; digest_hour null
//   is the firm's; staff_digest null is the default (on for an Admin or Processor who looks after clients).
// - notifications.digest_due_at: set on a notification whose e-mail waits for its recipient's daily digest (the
//   digest instant it belongs to), cleared when the digest is queued; digested_at says when. The partial indexes
//   hold only waiting notifications: the hourly run finds who is due by one, each person's rows by the other.
// - outbox_messages.not_before / sms_messages.not_before: a message held until then (an at-once e-mail in its
//   recipient's quiet hours). It has no delivery job while held; the release run (every five minutes, firm
//   clock) clears the column and adds the job. Delivery refuses a message still held. The partial index holds
//   only held messages.
// - staff_digests: one row per staff member and firm day their morning digest was made (sent, or skipped with
//   nothing to say), covering [covered_from, covered_until): the next one starts where it ended, and the key
//   makes a re-run, a crash or two instances send at most one a day.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notification_defaults')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('email', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('digest_hour', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(7)
        .check(sql`digest_hour between 0 and 23`),
    )
    .addColumn('updated_at', 'timestamptz')
    .addColumn('updated_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.insertInto('notification_defaults').values({ id: 1 }).execute();

  await db.schema
    .createTable('user_notification_preferences')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('email', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('quiet_from', 'smallint', (c) => c.check(sql`quiet_from between 0 and 23`))
    .addColumn('quiet_until', 'smallint', (c) => c.check(sql`quiet_until between 0 and 23`))
    .addColumn('digest_hour', 'smallint', (c) => c.check(sql`digest_hour between 0 and 23`))
    .addColumn('staff_digest', 'boolean')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'user_notification_preferences_quiet_check',
      sql`(quiet_from is null) = (quiet_until is null) and (quiet_from is null or quiet_from <> quiet_until)`,
    )
    .execute();

  await db.schema.alterTable('notifications').addColumn('digest_due_at', 'timestamptz').execute();
  await db.schema.alterTable('notifications').addColumn('digested_at', 'timestamptz').execute();
  await sql`create index notifications_digest_due_idx on notifications (digest_due_at)
    where digest_due_at is not null`.execute(db);
  await sql`create index notifications_user_digest_idx on notifications (user_id, digest_due_at)
    where digest_due_at is not null`.execute(db);

  for (const table of ['outbox_messages', 'sms_messages']) {
    await db.schema.alterTable(table).addColumn('not_before', 'timestamptz').execute();
    await sql`create index ${sql.raw(`${table}_held_idx`)} on ${sql.table(table)} (not_before)
      where not_before is not null`.execute(db);
  }

  await db.schema
    .createTable('staff_digests')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('firm_date', 'date', (c) => c.notNull())
    .addColumn('covered_from', 'timestamptz', (c) => c.notNull())
    .addColumn('covered_until', 'timestamptz', (c) => c.notNull())
    .addColumn('sent', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('staff_digests_pkey', ['user_id', 'firm_date'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_digests').execute();
  for (const table of ['outbox_messages', 'sms_messages']) {
    await sql`drop index if exists ${sql.raw(`${table}_held_idx`)}`.execute(db);
    await db.schema.alterTable(table).dropColumn('not_before').execute();
  }
  await sql`drop index if exists notifications_user_digest_idx`.execute(db);
  await sql`drop index if exists notifications_digest_due_idx`.execute(db);
  await db.schema.alterTable('notifications').dropColumn('digested_at').execute();
  await db.schema.alterTable('notifications').dropColumn('digest_due_at').execute();
  await db.schema.dropTable('user_notification_preferences').execute();
  await db.schema.dropTable('notification_defaults').execute();
}
