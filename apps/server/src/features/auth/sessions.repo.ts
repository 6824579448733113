import { sql, type Kysely } from 'kysely';
import type { DB, SessionRow } from '../../platform/db/schema.ts';

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

/** A session that can still be used: not revoked, not expired, and its user still active. */
export const findLiveSession = (db: Kysely<DB>, sessionId: string, userId: string) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.user_id', 's.last_seen_at'])
    .where('s.id', '=', sessionId)
    .where('s.user_id', '=', userId)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('u.status', '=', 'ACTIVE')
    .executeTakeFirst();

/** Records activity at most once a minute per session, so reads stay cheap. */
export const touchSession = (db: Kysely<DB>, sessionId: string) =>
  db
    .updateTable('sessions')
    .set({ last_seen_at: sql`now()` })
    .where('id', '=', sessionId)
    .where('last_seen_at', '<', sql<Date>`now() - interval '1 minute'`)
    .execute();

export const revokeSession = (db: Kysely<DB>, sessionId: string) =>
  db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
