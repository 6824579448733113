import { sql } from 'kysely';
import type { Db } from '../../platform/db/schema.ts';

/** Has this browser (its per-browser id) signed in to this account before, in any session but `exceptSession`? */
export async function browserSeenBefore(db: Db, userId: string, fingerprint: string, exceptSession: string) {
  const row = await db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('fingerprint', '=', fingerprint)
    .where('id', '<>', exceptSession)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export const insertNewDeviceNotice = (
  db: Db,
  notice: { userId: string; sessionId: string; tokenHash: string; days: number },
) =>
  db
    .insertInto('new_device_notices')
    .values({
      user_id: notice.userId,
      session_id: notice.sessionId,
      token_hash: notice.tokenHash,
      expires_at: sql<Date>`now() + make_interval(days => ${notice.days})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

/** Spends a live notice's link (once): its user, or undefined for an unknown, used or expired link. */
export const spendNewDeviceNotice = (db: Db, tokenHash: string) =>
  db
    .updateTable('new_device_notices')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['user_id', 'session_id'])
    .executeTakeFirst();
