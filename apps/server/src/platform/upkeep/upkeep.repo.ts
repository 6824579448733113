import { sql } from 'kysely';
import type { Db } from '../db/schema.ts';

const olderThan = (days: number) => sql<Date>`now() - make_interval(days => ${days})`;
/** Rows an UPDATE changed or a DELETE removed. */
const count = (result: { numUpdatedRows?: bigint; numDeletedRows?: bigint }) =>
  Number(result.numUpdatedRows ?? result.numDeletedRows ?? 0n);

/**
 * Empties the bodies of e-mails and texts settled (SENT or FAILED) more than `days` ago. The row stays: who was
 * written to, when, by which template, how it went; the words, which may quote a client's figures, go.
 */
export async function forgetMessageBodies(db: Db, days: number) {
  const mail = await db
    .updateTable('outbox_messages')
    .set({ subject: '', text_body: '', html_body: '' })
    .where('status', 'in', ['SENT', 'FAILED'])
    .where('created_at', '<', olderThan(days))
    .where((eb) => eb.or([eb('text_body', '<>', ''), eb('html_body', '<>', '')]))
    .executeTakeFirst();
  const texts = await db
    .updateTable('sms_messages')
    .set({ body: '' })
    .where('status', 'in', ['SENT', 'FAILED'])
    .where('created_at', '<', olderThan(days))
    .where('body', '<>', '')
    .executeTakeFirst();
  return count(mail) + count(texts);
}

/** Sessions expired or revoked more than a day ago: nothing can use them, and the session list never shows them. */
export const deleteDeadSessions = async (db: Db) =>
  count(
    await db
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('expires_at', '<', olderThan(1)), eb('revoked_at', '<', olderThan(1))]))
      .executeTakeFirst(),
  );

/** Throttle rows past every window that reads them (failures a day, known-address successes 90 days). */
export async function deleteStaleThrottleRows(db: Db, knownForDays: number) {
  const attempts = await db
    .deleteFrom('login_attempts')
    .where((eb) =>
      eb.or([
        eb.and([eb('succeeded', '=', false), eb('attempted_at', '<', olderThan(1))]),
        eb('attempted_at', '<', olderThan(knownForDays)),
      ]),
    )
    .executeTakeFirst();
  const events = await db.deleteFrom('throttle_events').where('created_at', '<', olderThan(1)).executeTakeFirst();
  return count(attempts) + count(events);
}

/**
 * Sign-up codes and reset links used or expired more than 30 days ago (kept that long to answer "already used"),
 * and e-mailed sign-in links a day past their expiry.
 */
export async function deleteSpentCodes(db: Db) {
  const spent = (table: 'signup_codes' | 'password_resets') =>
    db
      .deleteFrom(table)
      .where((eb) => eb.or([eb('used_at', '<', olderThan(30)), eb('expires_at', '<', olderThan(30))]))
      .executeTakeFirst();
  // Sign-in links (issue 32) live 15 minutes and are never described afterwards: a day is plenty.
  const links = await db.deleteFrom('email_sign_in_links').where('expires_at', '<', olderThan(1)).executeTakeFirst();
  return count(await spent('signup_codes')) + count(await spent('password_resets')) + count(links);
}
