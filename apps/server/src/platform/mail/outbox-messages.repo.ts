import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { QueuedColumns } from '../outbound/outbound-channel.ts';
import { insertQueued } from '../outbound/outbound-messages.repo.ts';

/** A rendered e-mail, ready to be stored. */
export type NewOutboxMessage = {
  to: string;
  locale: string;
  template: string;
  subject: string;
  text: string;
  html: string;
  idempotencyKey: string;
  /** The From display name (the firm's sender name when it was rendered). */
  fromName?: string | null;
  /** The Reply-To address (issue 32: a request's inbound address). */
  replyTo?: string | null;
};

/** An e-mail's own columns of `outbox_messages` (the shared ones are the pipeline's: outbound-messages.repo.ts). */
export const outboxColumns = (m: NewOutboxMessage): QueuedColumns<'outbox_messages'> => ({
  to_address: m.to,
  locale: m.locale,
  template: m.template,
  subject: m.subject,
  text_body: m.text,
  html_body: m.html,
  idempotency_key: m.idempotencyKey,
  ...(m.fromName ? { from_name: m.fromName } : {}),
  ...(m.replyTo ? { reply_to: m.replyTo } : {}),
});

/** Stores many QUEUED e-mails in one statement; answers the ids of those whose key was not taken yet. */
export const insertQueuedMessages = (db: Kysely<DB>, messages: NewOutboxMessage[]) =>
  insertQueued(db, 'outbox_messages', messages.map(outboxColumns));

/** Stores a QUEUED e-mail; answers undefined when a message with the same idempotency key already exists. */
export async function insertQueuedMessage(db: Kysely<DB>, message: NewOutboxMessage) {
  const [id] = await insertQueuedMessages(db, [message]);
  return id === undefined ? undefined : { id };
}
