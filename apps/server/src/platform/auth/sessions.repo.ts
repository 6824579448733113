import { sql, type Kysely } from 'kysely';
import type { Db, DB, SessionRow } from '../db/schema.ts';

/**
 * Sessions are the server side of every sign-in token. They live in the platform rather than in one feature
 * because several features end them inside their own transactions (disabling a user, a password change or
 * reset): a changed account and a surviving session must never be committed together.
 */

export type NewSession = {
  userId: string;
  expiresAt: Date;
  rememberMe: boolean;
  ip: string | null;
  userAgent: string | null;
  fingerprint: string | null;
};

export const insertSession = (db: Kysely<DB>, s: NewSession): Promise<SessionRow> =>
  db
    .insertInto('sessions')
    .values({
      user_id: s.userId,
      expires_at: s.expiresAt,
      remember_me: s.rememberMe,
      ip: s.ip,
      user_agent: s.userAgent,
      fingerprint: s.fingerprint,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

// A live session is read with its user's grants in one statement on every request: caller.repo.ts.

/**
 * Ends one session. With `ownerId` only a session of that user is touched (a user signing out one of their
 * own devices). Answers whether a session was ended: false for an unknown, foreign or already ended one.
 */
export async function revokeSession(db: Kysely<DB>, sessionId: string, ownerId?: string): Promise<boolean> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null);
  if (ownerId) query = query.where('user_id', '=', ownerId);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The user's sessions that can still be used (not revoked, not expired), most recently seen first. */
export const listLiveSessionsOf = (db: Kysely<DB>, userId: string) =>
  db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'ip', 'created_at', 'last_seen_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('last_seen_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute();

/** Ends every live session of a user, all but `keepSessionId` when the user stays signed in on this device. */
export async function revokeUserSessions(db: Db, userId: string, keepSessionId?: string) {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId) query = query.where('id', '<>', keepSessionId);
  await query.execute();
}
