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

/**
 * Stores many QUEUED messages in one statement, each column as one array parameter (a fan-out's chunk of
 * hundreds of messages would otherwise bind thousands of single values); answers the ids of those whose key
 * was not taken yet.
 */
export async function insertQueuedMessages(db: Kysely<DB>, messages: NewOutboxMessage[]): Promise<string[]> {
  if (messages.length === 0) return [];
  const column = <K extends keyof NewOutboxMessage>(key: K) => messages.map((m) => m[key]);
  const { rows } = await sql<{ id: string }>`
    insert into outbox_messages (to_address, locale, template, subject, text_body, html_body, idempotency_key)
    select * from unnest(${column('to')}::text[], ${column('locale')}::text[], ${column('template')}::text[],
      ${column('subject')}::text[], ${column('text')}::text[], ${column('html')}::text[],
      ${column('idempotencyKey')}::text[])
    on conflict (idempotency_key) do nothing
    returning id`.execute(db);
  return rows.map((row) => row.id);
}

export const findMessageIdByKey = (db: Kysely<DB>, idempotencyKey: string) =>
  db.selectFrom('outbox_messages').select('id').where('idempotency_key', '=', idempotencyKey).executeTakeFirst();

export const findMessageStatuses = (db: Kysely<DB>, ids: string[]) =>
  db.selectFrom('outbox_messages').select(['id', 'status']).where('id', 'in', ids).execute();

/**
 * Takes messages for one delivery attempt each: counts the attempt and holds them for `seconds`. Leaves out
 * any already SENT, or held by another worker right now. One statement, so two deliveries of the same job
 * can never both get a message.
 */
export const claimForDelivery = (db: Kysely<DB>, ids: string[], seconds: number): Promise<OutboxMessageRow[]> =>
  db
    .updateTable('outbox_messages')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      locked_until: sql<Date>`now() + make_interval(secs => ${seconds})`,
    }))
    .where('id', 'in', ids)
    .where('status', '<>', 'SENT')
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', sql<Date>`now()`)]))
    .returningAll()
    .execute();

export const markSent = (db: Kysely<DB>, ids: string[], via: 'outbox' | 'smtp') =>
  db
    .updateTable('outbox_messages')
    .set({ status: 'SENT', sent_at: sql<Date>`now()`, delivered_via: via, last_error: null, locked_until: null })
    .where('id', 'in', ids)
    .execute();

/** Gives a claimed message back untried (the attempt is not counted), for its job's retry to take. */
export const releaseClaim = (db: Kysely<DB>, id: string) =>
  db
    .updateTable('outbox_messages')
    .set((eb) => ({ attempts: eb('attempts', '-', 1), locked_until: null }))
    .where('id', '=', id)
    .where('status', '<>', 'SENT')
    .execute();

/** Records why an attempt failed; the message stays QUEUED for the next retry, or becomes FAILED after the last. */
export const recordFailedAttempt = (db: Kysely<DB>, id: string, error: string, final: boolean) =>
  db
    .updateTable('outbox_messages')
    .set({
      status: final ? 'FAILED' : 'QUEUED',
      last_error: error.slice(0, 2000),
      locked_until: null,
      failed_at: final ? sql<Date>`now()` : null,
    })
    .where('id', '=', id)
    .where('status', '<>', 'SENT')
    .execute();
