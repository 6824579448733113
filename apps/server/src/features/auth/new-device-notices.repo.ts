import { sql } from 'kysely';
import type { Db } from '../../platform/db/schema.ts';

/**
 * Has this browser signed in to this account before, in any session but `exceptSession`? Known by its
 * per-browser id; a caller without one (a script on the API) by the same user agent from the same address.
 */
export async function browserSeenBefore(
  db: Db,
  userId: string,
  browser: { fingerprint: string | null; userAgent: string | null; ip: string },
  exceptSession: string,
) {
  let query = db.selectFrom('sessions').select('id').where('user_id', '=', userId).where('id', '<>', exceptSession);
  if (browser.fingerprint) query = query.where('fingerprint', '=', browser.fingerprint);
  else {
    query = query
      .where('fingerprint', 'is', null)
      .where('ip', '=', browser.ip)
      .where('user_agent', browser.userAgent === null ? 'is' : '=', browser.userAgent);
  }
  return (await query.limit(1).executeTakeFirst()) !== undefined;
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
