import { sql, type Kysely } from 'kysely';
import type { DB, OutboxMessageRow } from '../db/schema.ts';

export type NewOutboxMessage = {
  to: string;
  locale: string;
  template: string;
  subject: string;
  text: string;
  html: string;
  idempotencyKey: string;
};

/** Stores a QUEUED message; answers undefined when a message with the same idempotency key already exists. */
export const insertQueuedMessage = (db: Kysely<DB>, m: NewOutboxMessage) =>
  db
    .insertInto('outbox_messages')
    .values({
      to_address: m.to,
      locale: m.locale,
      template: m.template,
      subject: m.subject,
      text_body: m.text,
      html_body: m.html,
      idempotency_key: m.idempotencyKey,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();

export const findMessageIdByKey = (db: Kysely<DB>, idempotencyKey: string) =>
  db.selectFrom('outbox_messages').select('id').where('idempotency_key', '=', idempotencyKey).executeTakeFirst();

export const findMessageStatus = (db: Kysely<DB>, id: string) =>
  db.selectFrom('outbox_messages').select('status').where('id', '=', id).executeTakeFirst();

/**
 * Takes the message for one delivery attempt: counts the attempt and holds it for `seconds`. Answers
 * undefined when it is already SENT, or another worker holds it right now. One statement, so two
 * deliveries of the same job can never both get it.
 */
export const claimForDelivery = (db: Kysely<DB>, id: string, seconds: number): Promise<OutboxMessageRow | undefined> =>
  db
    .updateTable('outbox_messages')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      locked_until: sql<Date>`now() + make_interval(secs => ${seconds})`,
    }))
    .where('id', '=', id)
    .where('status', '<>', 'SENT')
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', sql<Date>`now()`)]))
    .returningAll()
    .executeTakeFirst();

export const markSent = (db: Kysely<DB>, id: string, via: 'outbox' | 'smtp') =>
  db
    .updateTable('outbox_messages')
    .set({ status: 'SENT', sent_at: sql<Date>`now()`, delivered_via: via, last_error: null, locked_until: null })
    .where('id', '=', id)
    .execute();

/** Records why an attempt failed; the message stays QUEUED for the next retry, or becomes FAILED after the last. */
export const recordFailedAttempt = (db: Kysely<DB>, id: string, error: string, final: boolean) =>
  db
    .updateTable('outbox_messages')
    .set({ status: final ? 'FAILED' : 'QUEUED', last_error: error.slice(0, 2000), locked_until: null })
    .where('id', '=', id)
    .where('status', '<>', 'SENT')
    .execute();
