import { sql, type ExpressionBuilder } from 'kysely';
import type { Db, DB } from '../../db/schema.ts';
import type { ColumnCipher } from '../../secrets/column-crypto.ts';

/**
 * TOTP secrets are encrypted at rest (platform/secrets/column-crypto.ts): written encrypted, answered decrypted.
 * A row written before encryption (plaintext) still reads; the start-up step encrypts it (secret-columns.ts).
 */
export const totpSecretContext = (userId: string) => `totp_secrets.secret:${userId}`;

/** The user's confirmed authenticator app, if any. */
export async function findConfirmedTotp(db: Db, cipher: ColumnCipher, userId: string) {
  const row = await db
    .selectFrom('totp_secrets')
    .select(['secret', 'last_step'])
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  return row && { ...row, secret: cipher.decrypt(row.secret, totpSecretContext(userId)) };
}

export async function findTotp(db: Db, cipher: ColumnCipher, userId: string) {
  const row = await db.selectFrom('totp_secrets').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return row && { ...row, secret: cipher.decrypt(row.secret, totpSecretContext(userId)) };
}

/** Starts (or starts again) an enrolment: a new unconfirmed secret; a confirmed one is never replaced here. */
export function upsertPendingTotp(db: Db, cipher: ColumnCipher, userId: string, plaintext: string) {
  const secret = cipher.encrypt(plaintext, totpSecretContext(userId));
  return db
    .insertInto('totp_secrets')
    .values({ user_id: userId, secret })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ secret, created_at: sql`now()` } as never)
        .where('totp_secrets.confirmed_at', 'is', null),
    )
    .execute();
}

/**
 * Takes `step` as the last used one, only if it is later than the stored one: of two requests with the same
 * code, only one moves the step forward (the other updates nothing and is refused).
 */
export async function claimTotpStep(db: Db, userId: string, step: number, confirm: boolean): Promise<boolean> {
  const result = await db
    .updateTable('totp_secrets')
    .set({ last_step: step, ...(confirm ? { confirmed_at: sql<Date>`coalesce(confirmed_at, now())` } : {}) })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', String(step))]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export const deleteTotp = (db: Db, userId: string) =>
  db.deleteFrom('totp_secrets').where('user_id', '=', userId).execute();

export async function replaceRecoveryCodes(db: Db, userId: string, hashes: string[]) {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })))
    .execute();
}

/** Marks the code used, if it is the user's and unused. Of two concurrent uses, only one updates the row. */
export async function useRecoveryCode(db: Db, userId: string, hash: string): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export const countUnusedRecoveryCodes = async (db: Db, userId: string) =>
  Number(
    (
      await db
        .selectFrom('recovery_codes')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).n,
  );

export const deleteRecoveryCodes = (db: Db, userId: string) =>
  db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();

export const listPasskeys = (db: Db, userId: string) =>
  db.selectFrom('passkeys').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();

export const findPasskey = (db: Db, id: string) =>
  db.selectFrom('passkeys').selectAll().where('id', '=', id).executeTakeFirst();

export const insertPasskey = (
  db: Db,
  passkey: { id: string; userId: string; publicKey: string; counter: number; transports: string; name: string },
) =>
  db
    .insertInto('passkeys')
    .values({
      id: passkey.id,
      user_id: passkey.userId,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: passkey.transports,
      name: passkey.name,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();

export const recordPasskeyUse = (db: Db, id: string, counter: number) =>
  db
    .updateTable('passkeys')
    .set({ counter, last_used_at: sql`now()` })
    .where('id', '=', id)
    .execute();

export const deletePasskey = (db: Db, userId: string, id: string) =>
  db.deleteFrom('passkeys').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();

export const deletePasskeys = (db: Db, userId: string) =>
  db.deleteFrom('passkeys').where('user_id', '=', userId).execute();

/** Codes by e-mail as the user's second factor (clients, issue 32). */
export const addEmailCodeFactor = (db: Db, userId: string) =>
  db
    .insertInto('email_code_factors')
    .values({ user_id: userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();

export const deleteEmailCodeFactor = (db: Db, userId: string) =>
  db.deleteFrom('email_code_factors').where('user_id', '=', userId).execute();

/** Codes by SMS (clients, issue 32): a new number to confirm; a confirmed number is never replaced here. */
export const upsertPendingSmsFactor = (db: Db, userId: string, phone: string) =>
  db
    .insertInto('sms_code_factors')
    .values({ user_id: userId, phone })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ phone, created_at: sql`now()` } as never)
        .where('sms_code_factors.confirmed_at', 'is', null),
    )
    .execute();

export const findSmsFactor = (db: Db, userId: string) =>
  db.selectFrom('sms_code_factors').selectAll().where('user_id', '=', userId).executeTakeFirst();

/** Confirms the pending number; false when there is none (or it was confirmed already). */
export async function confirmSmsFactor(db: Db, userId: string): Promise<boolean> {
  const result = await db
    .updateTable('sms_code_factors')
    .set({ confirmed_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export const deleteSmsCodeFactor = (db: Db, userId: string) =>
  db.deleteFrom('sms_code_factors').where('user_id', '=', userId).execute();

type Eb = ExpressionBuilder<DB, never>;
const emailFactorOf = (eb: Eb, userId: string) =>
  eb.exists(eb.selectFrom('email_code_factors').select('user_id').where('user_id', '=', userId));
const smsFactorOf = (eb: Eb, userId: string) =>
  eb.exists(
    eb
      .selectFrom('sms_code_factors')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('confirmed_at', 'is not', null),
  );
const confirmedTotpOf = (eb: Eb, userId: string) =>
  eb.exists(
    eb.selectFrom('totp_secrets').select('user_id').where('user_id', '=', userId).where('confirmed_at', 'is not', null),
  );
const passkeyOf = (eb: Eb, userId: string) =>
  eb.exists(eb.selectFrom('passkeys').select('id').where('user_id', '=', userId));

/** What second factors the user has: an app (confirmed), passkeys, codes by e-mail or SMS, unused recovery codes. */
export async function factorsOf(db: Db, userId: string) {
  const row = await db
    .selectNoFrom((eb) => [
      confirmedTotpOf(eb, userId).as('totp'),
      passkeyOf(eb, userId).as('passkey'),
      emailFactorOf(eb, userId).as('email'),
      smsFactorOf(eb, userId).as('sms'),
      eb
        .exists(eb.selectFrom('recovery_codes').select('id').where('user_id', '=', userId).where('used_at', 'is', null))
        .as('recovery'),
    ])
    .executeTakeFirstOrThrow();
  return {
    totp: Boolean(row.totp),
    passkey: Boolean(row.passkey),
    email: Boolean(row.email),
    sms: Boolean(row.sms),
    recovery: Boolean(row.recovery),
  };
}

/**
 * In one statement (it runs on every request): whether the firm's policy covers this audience, and whether the
 * user has an app, a passkey or codes by e-mail or SMS. A missing policy row (only mid-migration) counts as required.
 */
export async function readEnrolmentState(db: Db, userId: string, audience: 'staff' | 'client') {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('firm_settings')
        .select(audience === 'staff' ? 'staff_mfa_required' : 'client_mfa_required')
        .where('id', '=', 1)
        .as('required'),
      confirmedTotpOf(eb, userId).as('totp'),
      passkeyOf(eb, userId).as('passkey'),
      emailFactorOf(eb, userId).as('email'),
      smsFactorOf(eb, userId).as('sms'),
    ])
    .executeTakeFirstOrThrow();
  return {
    required: row.required ?? true,
    hasFactor: Boolean(row.totp) || Boolean(row.passkey) || Boolean(row.email) || Boolean(row.sms),
  };
}
