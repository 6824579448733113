import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

/**
 * Ends every live session of a user (all but `keepSessionId`, when an administrator changes their own
 * password). Lives here rather than in the auth feature because it must run inside the user update's
 * transaction: a disabled user and a surviving session must never be committed together.
 */
export async function revokeUserSessions(db: Kysely<DB> | Transaction<DB>, userId: string, keepSessionId?: string) {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId) query = query.where('id', '<>', keepSessionId);
  await query.execute();
}
