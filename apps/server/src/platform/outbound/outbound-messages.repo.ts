import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { OutboundRow, OutboundTable, QueuedColumns } from './outbound-channel.ts';

/**
 * The shared columns of every channel's table, one implementation for all (the table is a parameter). Only
 * QUEUED messages are ever claimed, released or failed: a settled one (SENT, or FAILED for good) stays as it is.
 */

/**
 * Stores QUEUED messages in one statement, each column as one array parameter (a fan-out's chunk of hundreds
 * of messages would otherwise bind thousands of single values); answers the ids of those whose idempotency key
 * was not taken yet. Every row has the same columns (one channel's `prepare` made them all).
 */
export async function insertQueued<T extends OutboundTable>(
  db: Kysely<DB>,
  table: T,
  rows: QueuedColumns<T>[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0]!) as (keyof QueuedColumns<T> & string)[];
  const { rows: inserted } = await sql<{ id: string }>`
    insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))})
    select * from unnest(${sql.join(columns.map((column) => sql`${rows.map((row) => row[column])}::text[]`))})
    on conflict (idempotency_key) do nothing
    returning id`.execute(db);
  return inserted.map((row) => row.id);
}

export const findIdByKey = (db: Kysely<DB>, table: OutboundTable, idempotencyKey: string) =>
  db.selectFrom(table).select('id').where('idempotency_key', '=', idempotencyKey).executeTakeFirst();

export const findStatuses = (db: Kysely<DB>, table: OutboundTable, ids: string[]) =>
  db.selectFrom(table).select(['id', 'status']).where('id', 'in', ids).execute();

/**
 * Takes messages for one delivery attempt each: counts the attempt and holds them for `seconds`. Leaves out
 * any already settled, or held by another worker right now. One statement, so two deliveries of the same
 * job can never both get a message.
 */
export const claimForDelivery = async <T extends OutboundTable>(
  db: Kysely<DB>,
  table: T,
  ids: string[],
  seconds: number,
): Promise<OutboundRow<T>[]> =>
  (await db
    .updateTable(table as OutboundTable)
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      locked_until: sql<Date>`now() + make_interval(secs => ${seconds})`,
    }))
    .where('id', 'in', ids)
    .where('status', '=', 'QUEUED')
    // A held message (quiet hours) leaves only once the release run has cleared its hold.
    .where('not_before', 'is', null)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', sql<Date>`now()`)]))
    .returningAll()
    .execute()) as OutboundRow<T>[];

export type SentMessage = { id: string; receipt: string | null };

/** Marks messages SENT in one statement, with the transport and, in `receiptColumn`, each one's receipt. */
export async function markSent(
  db: Kysely<DB>,
  table: OutboundTable,
  via: string,
  sent: SentMessage[],
  receiptColumn?: string,
) {
  const receipt = receiptColumn ? sql`, ${sql.ref(receiptColumn)} = v.receipt` : sql``;
  await sql`
    update ${sql.table(table)} m
    set status = 'SENT', sent_at = now(), delivered_via = ${via}, last_error = null, locked_until = null ${receipt}
    from unnest(${sent.map((s) => s.id)}::uuid[], ${sent.map((s) => s.receipt)}::text[]) as v(id, receipt)
    where m.id = v.id`.execute(db);
}

/** Gives a claimed message back untried (the attempt is not counted), for its job's retry to take. */
export const releaseClaim = (db: Kysely<DB>, table: OutboundTable, id: string) =>
  db
    .updateTable(table)
    .set((eb) => ({ attempts: eb('attempts', '-', 1), locked_until: null }))
    .where('id', '=', id)
    .where('status', '=', 'QUEUED')
    .execute();

/** Records why an attempt failed; the message stays QUEUED for the next retry, or becomes FAILED after the last. */
export const recordFailedAttempt = (db: Kysely<DB>, table: OutboundTable, id: string, error: string, final: boolean) =>
  db
    .updateTable(table)
    .set({
      status: final ? 'FAILED' : 'QUEUED',
      last_error: error.slice(0, 2000),
      locked_until: null,
      failed_at: final ? sql<Date>`now()` : null,
    })
    .where('id', '=', id)
    .where('status', '=', 'QUEUED')
    .execute();

/** Holds a message just stored until `notBefore` (it gets no delivery job until released). */
export const holdMessage = (db: Kysely<DB>, table: OutboundTable, id: string, notBefore: Date) =>
  db.updateTable(table).set({ not_before: notBefore }).where('id', '=', id).execute();

/**
 * Releases up to `limit` held messages whose time has come (`not_before` ≤ `now`), answering their ids: their
 * hold is cleared in the caller's transaction, which adds their delivery jobs. Read through the partial index of
 * held messages; rows another release holds right now are skipped, not waited for.
 */
export async function releaseDueMessages(db: Kysely<DB>, table: OutboundTable, now: Date, limit: number) {
  const rows = await db
    .updateTable(table as 'outbox_messages')
    .set({ not_before: null })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom(table as 'outbox_messages')
        .select('id')
        .where('not_before', 'is not', null)
        .where('not_before', '<=', now)
        .orderBy('not_before')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
