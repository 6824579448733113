import { sql, type Transaction } from 'kysely';
import type { Db, DB } from '../../platform/db/schema.ts';

/** The ACTIVE user with this e-mail, locked so that concurrent requests count their links one at a time. */
export const lockActiveUserByEmail = (trx: Transaction<DB>, email: string) =>
  trx
    .selectFrom('users')
    .select(['id', 'email', 'name', 'locale'])
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .where('status', '=', 'ACTIVE')
    .forUpdate()
    .executeTakeFirst();

export async function countLinksIssuedSince(db: Db, userId: string, minutes: number) {
  const row = await db
    .selectFrom('password_resets')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${minutes})`)
    .executeTakeFirstOrThrow();
  return row.count;
}

export const insertResetLink = (db: Db, row: { userId: string; tokenHash: string; ttlMinutes: number }) =>
  db
    .insertInto('password_resets')
    .values({
      user_id: row.userId,
      token_hash: row.tokenHash,
      expires_at: sql<Date>`now() + make_interval(mins => ${row.ttlMinutes})`,
    })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow();

/** A link that still works: known, unused, not expired, and its user still ACTIVE. */
export const findLiveLink = (db: Db, tokenHash: string) =>
  db
    .selectFrom('password_resets as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.expires_at', 'r.user_id', 'u.email', 'u.name'])
    .where('r.token_hash', '=', tokenHash)
    .where('r.used_at', 'is', null)
    .where('r.expires_at', '>', sql<Date>`now()`)
    .where('u.status', '=', 'ACTIVE')
    .executeTakeFirst();

/** Spends the link; of two simultaneous submissions only one gets the row back. */
export const spendLink = (trx: Transaction<DB>, tokenHash: string) =>
  trx
    .updateTable('password_resets')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('user_id')
    .executeTakeFirst();

export const spendOtherLinks = (trx: Transaction<DB>, userId: string) =>
  trx
    .updateTable('password_resets')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();

export const setPasswordOfActiveUser = (trx: Transaction<DB>, userId: string, passwordHash: string) =>
  trx
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .where('status', '=', 'ACTIVE')
    .returning('email')
    .executeTakeFirst();
