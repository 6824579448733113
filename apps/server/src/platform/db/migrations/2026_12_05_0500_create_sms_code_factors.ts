import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 32, part 1: "a code by e-mail or SMS" as a client's second factor).
// - sms_code_factors: the number a client's sign-in codes are texted to. A row without confirmed_at is an
//   enrolment in progress (a code was texted to that number and not yet typed back); only a confirmed row is a
//   factor. One number per user: setting up again replaces an unconfirmed number, never a confirmed one.
// - sign_in_challenges.purpose gains SMS_FACTOR_ENROLMENT (the code that confirms the number).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sms_code_factors')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`alter table sign_in_challenges drop constraint sign_in_challenges_purpose_check`.execute(db);
  await sql`alter table sign_in_challenges add constraint sign_in_challenges_purpose_check check (purpose in
    ('SECOND_FACTOR', 'PASSKEY_SIGN_IN', 'PASSKEY_REGISTRATION', 'EMAIL_FACTOR_ENROLMENT', 'SMS_FACTOR_ENROLMENT'))`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from sign_in_challenges where purpose = 'SMS_FACTOR_ENROLMENT'`.execute(db);
  await sql`alter table sign_in_challenges drop constraint sign_in_challenges_purpose_check`.execute(db);
  await sql`alter table sign_in_challenges add constraint sign_in_challenges_purpose_check check (purpose in
    ('SECOND_FACTOR', 'PASSKEY_SIGN_IN', 'PASSKEY_REGISTRATION', 'EMAIL_FACTOR_ENROLMENT'))`.execute(db);
  await db.schema.dropTable('sms_code_factors').execute();
}
