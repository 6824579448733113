import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 32, part 1). Clients signing in without a password:
// - firm_settings: which ways clients may sign in (at least one); staff are not affected. All three are on at
//   first: an e-mailed link proves what a password reset already proves (the mailbox), and passkeys already
//   signed anyone in.
// - email_sign_in_links: "e-mail me a sign-in link". Only SHA-256 of the link's token and of the browser's binding
//   secret, and an HMAC of the 6-digit code, are kept. `user_id` is null for a request that sent nothing (an
//   unknown address, a staff one, too many links this hour): that row answers a typed code exactly as a real one,
//   so a browser cannot tell whether the address has an account. Looked up by token, and by binding (newest first).
// - email_code_factors: a client who chose codes by e-mail as their second factor (confirmed with a first code).
// - sign_in_challenges: `code_hash` holds the HMAC of a code e-mailed for this challenge (the second step, or the
//   confirmation of the e-mail factor: purpose EMAIL_FACTOR_ENROLMENT); `first_step` says how the first step was
//   made (EMAIL_LINK, EMAIL_CODE; null: a password), for the trail's sign-in method.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('firm_settings')
    .addColumn('client_password_allowed', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('client_email_link_allowed', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('client_passkey_allowed', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await sql`alter table firm_settings add constraint firm_settings_client_method_check
    check (client_password_allowed or client_email_link_allowed or client_passkey_allowed)`.execute(db);

  await db.schema
    .createTable('email_sign_in_links')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('binding_hash', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index email_sign_in_links_binding_idx on email_sign_in_links (binding_hash, created_at desc)`.execute(
    db,
  );
  await sql`create index email_sign_in_links_user_idx on email_sign_in_links (user_id, created_at)`.execute(db);
  await sql`create index email_sign_in_links_expiry_idx on email_sign_in_links (expires_at)`.execute(db);

  await db.schema
    .createTable('email_code_factors')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .alterTable('sign_in_challenges')
    .addColumn('code_hash', 'text')
    .addColumn('first_step', 'text')
    .execute();
  await sql`alter table sign_in_challenges drop constraint sign_in_challenges_purpose_check`.execute(db);
  await sql`alter table sign_in_challenges add constraint sign_in_challenges_purpose_check check (purpose in
    ('SECOND_FACTOR', 'PASSKEY_SIGN_IN', 'PASSKEY_REGISTRATION', 'EMAIL_FACTOR_ENROLMENT'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from sign_in_challenges where purpose = 'EMAIL_FACTOR_ENROLMENT'`.execute(db);
  await sql`alter table sign_in_challenges drop constraint sign_in_challenges_purpose_check`.execute(db);
  await sql`alter table sign_in_challenges add constraint sign_in_challenges_purpose_check check (purpose in
    ('SECOND_FACTOR', 'PASSKEY_SIGN_IN', 'PASSKEY_REGISTRATION'))`.execute(db);
  await db.schema.alterTable('sign_in_challenges').dropColumn('code_hash').dropColumn('first_step').execute();
  await db.schema.dropTable('email_code_factors').execute();
  await db.schema.dropTable('email_sign_in_links').execute();
  await sql`alter table firm_settings drop constraint firm_settings_client_method_check`.execute(db);
  await db.schema
    .alterTable('firm_settings')
    .dropColumn('client_password_allowed')
    .dropColumn('client_email_link_allowed')
    .dropColumn('client_passkey_allowed')
    .execute();
}
