import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 34). 'remove messages' (group messages): staff take another's message out of a
// conversation with a reason (its text and files gone, a trace kept). Held by the built-in SuperAdmin and Admin;
// a firm gives it to other roles in the role form. MESSAGES: the firm's switch for the whole feature, seeded on.
// The feature keys are spelled out here (a migration must not change when the app's code does).
const GRANTS = ['SuperAdmin', 'Admin'];
const KEYS_BEFORE = [
  'CLIENT_FILE_UPLOAD',
  'SALES_TAX_SUBMISSION',
  'PAYROLL_SUBMISSION',
  'SMS_SENDING',
  'FIRM_EMAIL_NOTIFICATIONS',
  'BULK_NOTIFICATIONS',
];
const keyCheck = (keys: string[]) => sql`key in (${sql.join(keys.map((key) => sql.lit(key)))})`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.insertInto('permissions').values({ name: 'remove messages', group_name: 'messages' }).execute();
  await sql`
    INSERT INTO role_permissions (role_id, permission_id)
    SELECT r.id, p.id FROM roles r, permissions p
    WHERE r.name IN (${sql.join(GRANTS)}) AND r.is_built_in AND p.name = 'remove messages'`.execute(db);

  // The key check was created inline with the table, so PostgreSQL named it feature_settings_key_check.
  await sql`alter table feature_settings drop constraint feature_settings_key_check`.execute(db);
  await sql`alter table feature_settings add constraint feature_settings_key_check
    check (${keyCheck([...KEYS_BEFORE, 'MESSAGES'])})`.execute(db);
  await db
    .insertInto('feature_settings')
    .values({
      key: 'MESSAGES',
      settings_name: 'Messages',
      priority: 70,
      remarks: 'Lets the firm and its clients write to each other in secure conversations.',
      status: 1,
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('feature_settings').where('key', '=', 'MESSAGES').execute();
  await sql`alter table feature_settings drop constraint feature_settings_key_check`.execute(db);
  await sql`alter table feature_settings add constraint feature_settings_key_check check (${keyCheck(KEYS_BEFORE)})`.execute(
    db,
  );
  await db.deleteFrom('permissions').where('name', '=', 'remove messages').execute();
}
