import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 13). Second factors and what surrounds them:
// - totp_secrets: one authenticator app per user; `confirmed_at` null while enrolment waits for the first code;
//   `last_step` is the last 30-second step accepted, so a code is never accepted twice (replay).
// - recovery_codes: ten single-use codes per user, only their SHA-256 (the codes are random, 50 bits each).
// - passkeys: WebAuthn credentials (id and public key as base64url); `counter` guards against cloned keys.
// - sign_in_challenges: the pending second step of a sign-in (after the password, or a passkey-only sign-in),
//   and the WebAuthn challenge of a passkey registration; short-lived, a bounded number of tries.
// - trusted_devices: browsers a user chose to remember for 30 days (only the SHA-256 of the token the browser keeps).
// - new_device_notices: the "this wasn't me" link of a new-device e-mail (SHA-256 of its token), single use.
// - firm_settings: one row; the second-factor policy, seeded at start from STAFF_MFA_REQUIRED.
// - sessions(user_id, fingerprint): "has this browser signed in as this user before" for the new-device e-mail.
export async function up(db: Kysely<any>): Promise<void> {
  const userRef = (c: any) => c.notNull().references('users.id').onDelete('cascade');
  await db.schema
    .createTable('totp_secrets')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('last_step', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', userRef)
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index recovery_codes_user_idx on recovery_codes (user_id, code_hash)`.execute(db);

  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', userRef)
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await sql`create index passkeys_user_idx on passkeys (user_id, created_at)`.execute(db);

  await db.schema
    .createTable('sign_in_challenges')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('purpose', 'text', (c) =>
      c.notNull().check(sql`purpose in ('SECOND_FACTOR', 'PASSKEY_SIGN_IN', 'PASSKEY_REGISTRATION')`),
    )
    // Null for a passkey-only sign-in: who it is becomes known from the passkey.
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('webauthn_challenge', 'text')
    .addColumn('remember_me', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('fingerprint', 'text')
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index sign_in_challenges_expiry_idx on sign_in_challenges (expires_at)`.execute(db);

  await db.schema
    .createTable('trusted_devices')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', userRef)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_agent', 'text')
    .addColumn('ip', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await sql`create index trusted_devices_user_idx on trusted_devices (user_id, expires_at)`.execute(db);

  await db.schema
    .createTable('new_device_notices')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', userRef)
    .addColumn('session_id', 'uuid', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('firm_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('staff_mfa_required', 'boolean', (c) => c.notNull())
    .addColumn('client_mfa_required', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await sql`create index sessions_user_fingerprint_idx on sessions (user_id, fingerprint)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sessions_user_fingerprint_idx').execute();
  for (const table of [
    'firm_settings',
    'new_device_notices',
    'trusted_devices',
    'sign_in_challenges',
    'passkeys',
    'recovery_codes',
    'totp_secrets',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
