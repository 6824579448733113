import { sql, type Transaction } from 'kysely';
import type { Db, DB } from '../../platform/db/schema.ts';

/** Kills the user's codes not yet used: only the newest e-mail's code may work. */
export const deleteOpenCodes = (db: Db, userId: string) =>
  db.deleteFrom('signup_codes').where('user_id', '=', userId).where('used_at', 'is', null).execute();

export const insertCode = (db: Db, row: { userId: string; codeHash: string; ttlMinutes: number }) =>
  db
    .insertInto('signup_codes')
    .values({
      user_id: row.userId,
      code_hash: row.codeHash,
      expires_at: sql<Date>`now() + make_interval(mins => ${row.ttlMinutes})`,
    })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow();

/** Whether the user was sent a code in the last `seconds` (the resend cool-down). */
export async function hasCodeIssuedSince(db: Db, userId: string, seconds: number) {
  const row = await db
    .selectFrom('signup_codes')
    .select('id')
    .where('user_id', '=', userId)
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${seconds})`)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Counts one try against the live code of the invited user with this e-mail, BEFORE the code is compared:
 * however many guesses arrive at once, at most `maxAttempts` are ever checked. Returns nothing when there is
 * no live code (unknown e-mail, not pending, expired, used or out of tries).
 */
export const spendAttempt = (db: Db, email: string, maxAttempts: number) =>
  db
    .updateTable('signup_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('attempts', '<', maxAttempts)
    .where('user_id', 'in', (eb) =>
      eb
        .selectFrom('users')
        .select('id')
        .where(sql`lower(email)`, '=', email.trim().toLowerCase())
        .where('status', '=', 'INVITED'),
    )
    .returning(['id', 'user_id', 'code_hash', 'attempts'])
    .execute();

/** Marks the code used; only one of two simultaneous confirmations gets the row back. */
export const consumeCode = (trx: Transaction<DB>, codeId: string) =>
  trx
    .updateTable('signup_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
