import { sql } from 'kysely';
import type { Db } from '../../db/schema.ts';
import type { ChallengePurpose } from '../../db/tables/mfa.table.ts';

export const insertChallenge = (
  db: Db,
  challenge: {
    purpose: ChallengePurpose;
    userId: string | null;
    webauthnChallenge: string | null;
    rememberMe?: boolean;
    fingerprint?: string | null;
    firstStep?: string | null;
    ttlSeconds: number;
  },
) =>
  db
    .insertInto('sign_in_challenges')
    .values({
      purpose: challenge.purpose,
      user_id: challenge.userId,
      webauthn_challenge: challenge.webauthnChallenge,
      remember_me: challenge.rememberMe ?? false,
      fingerprint: challenge.fingerprint ?? null,
      first_step: challenge.firstStep ?? null,
      expires_at: sql<Date>`now() + make_interval(secs => ${challenge.ttlSeconds})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

/** A challenge that can still be answered: unused, not expired, under its tries. */
export const findOpenChallenge = (db: Db, id: string, purpose: ChallengePurpose, maxFailures: number) =>
  db
    .selectFrom('sign_in_challenges')
    .selectAll()
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('failures', '<', maxFailures)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();

/** Marks the challenge answered; false when another request got there first. */
export async function closeChallenge(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('sign_in_challenges')
    .set({ used_at: sql`now()` })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export const countChallengeFailure = (db: Db, id: string) =>
  db
    .updateTable('sign_in_challenges')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('id', '=', id)
    .execute();

/** Upkeep: challenges live minutes; a day later they are only clutter. */
export const deleteStaleChallenges = (db: Db) =>
  db
    .deleteFrom('sign_in_challenges')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();

/** The user's latest open challenge of this purpose (a passkey registration waits for the browser's answer). */
export const findLatestOpenChallengeOf = (db: Db, userId: string, purpose: ChallengePurpose) =>
  db
    .selectFrom('sign_in_challenges')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();

/** Keeps the HMAC of the code just e-mailed for this challenge (a newer code replaces the older). */
export const setChallengeCode = (db: Db, id: string, codeHash: string) =>
  db.updateTable('sign_in_challenges').set({ code_hash: codeHash }).where('id', '=', id).execute();
