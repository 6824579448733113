import { sql, type Kysely } from 'kysely';
import type { DB, SmsMessageRow } from '../db/schema.ts';
import type { TextTransport } from './texter.ts';

export type NewSmsMessage = { to: string; locale: string; body: string; idempotencyKey: string };

/**
 * Stores QUEUED messages in one statement, each column as one array parameter; answers the ids of those whose
 * idempotency key was not taken yet.
 */
export async function insertQueuedTexts(db: Kysely<DB>, messages: NewSmsMessage[]): Promise<string[]> {
  if (messages.length === 0) return [];
  const column = <K extends keyof NewSmsMessage>(key: K) => messages.map((m) => m[key]);
  const { rows } = await sql<{ id: string }>`
    insert into sms_messages (to_number, locale, body, idempotency_key)
    select * from unnest(${column('to')}::text[], ${column('locale')}::text[], ${column('body')}::text[],
      ${column('idempotencyKey')}::text[])
    on conflict (idempotency_key) do nothing
    returning id`.execute(db);
  return rows.map((row) => row.id);
}

export const findTextIdByKey = (db: Kysely<DB>, idempotencyKey: string) =>
  db.selectFrom('sms_messages').select('id').where('idempotency_key', '=', idempotencyKey).executeTakeFirst();

export const findTextStatuses = (db: Kysely<DB>, ids: string[]) =>
  db.selectFrom('sms_messages').select(['id', 'status']).where('id', 'in', ids).execute();

/**
 * Takes messages for one delivery attempt each: counts the attempt and holds them for `seconds`. Leaves out
 * any already settled, or held by another worker right now. One statement, so two deliveries of the same
 * job can never both get a message.
 */
export const claimTextsForDelivery = (db: Kysely<DB>, ids: string[], seconds: number): Promise<SmsMessageRow[]> =>
  db
    .updateTable('sms_messages')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      locked_until: sql<Date>`now() + make_interval(secs => ${seconds})`,
    }))
    .where('id', 'in', ids)
    .where('status', '=', 'QUEUED')
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', sql<Date>`now()`)]))
    .returningAll()
    .execute();

/** Marks messages SENT in one statement, each with the provider's id for it. */
export async function markTextsSent(
  db: Kysely<DB>,
  via: TextTransport,
  sent: { id: string; providerId: string | null }[],
) {
  await sql`
    update sms_messages m
    set status = 'SENT', sent_at = now(), delivered_via = ${via}, provider_id = v.provider_id,
      last_error = null, locked_until = null
    from unnest(${sent.map((s) => s.id)}::uuid[], ${sent.map((s) => s.providerId)}::text[]) as v(id, provider_id)
    where m.id = v.id`.execute(db);
}

/** Gives a claimed message back untried (the attempt is not counted), for its job's retry to take. */
export const releaseTextClaim = (db: Kysely<DB>, id: string) =>
  db
    .updateTable('sms_messages')
    .set((eb) => ({ attempts: eb('attempts', '-', 1), locked_until: null }))
    .where('id', '=', id)
    .where('status', '=', 'QUEUED')
    .execute();

/** Records why an attempt failed; the message stays QUEUED for the next retry, or becomes FAILED after the last. */
export const recordFailedText = (db: Kysely<DB>, id: string, error: string, final: boolean) =>
  db
    .updateTable('sms_messages')
    .set({
      status: final ? 'FAILED' : 'QUEUED',
      last_error: error.slice(0, 2000),
      locked_until: null,
      failed_at: final ? sql<Date>`now()` : null,
    })
    .where('id', '=', id)
    .where('status', '=', 'QUEUED')
    .execute();
