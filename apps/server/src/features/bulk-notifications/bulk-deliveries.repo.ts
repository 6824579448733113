import { sql, type Kysely, type RawBuilder } from 'kysely';
import { containsPattern, type PageRequest } from '../../platform/db/paginate.ts';
import type { DB } from '../../platform/db/schema.ts';

/**
 * A row's delivery states are read from its messages, never stored: the e-mail in outbox_messages and the text
 * in sms_messages, found by their idempotency keys (unique, indexed). A row without an address for a channel
 * is SKIPPED there, and so is a text not queued because texts were switched off (r.text_skipped); a message
 * not queued yet, or queued and not settled, is PENDING.
 */
export const messageKey = (batchId: string, rowNumber: number, channel: 'email' | 'text') =>
  `bulk:${batchId}:${rowNumber}:${channel}`;

const keyOf = (channel: 'email' | 'text') => sql.raw(`'bulk:' || r.batch_id || ':' || r.row_number || ':${channel}'`);

const CHANNELS = {
  email: { address: 'r.email', message: 'e', skipped: 'false' },
  text: { address: 'r.phone_number', message: 's', skipped: 'r.text_skipped' },
} as const;

/** A message that did go reads SENT even if a later look found texts switched off (overlapping fan-out runs). */
const stateOf = (channel: keyof typeof CHANNELS): RawBuilder<string> => {
  const { address, message, skipped } = CHANNELS[channel];
  return sql`case
    when ${sql.raw(address)} is null then 'SKIPPED'
    when ${sql.raw(message)}.status = 'SENT' then 'SENT'
    when ${sql.raw(message)}.status = 'FAILED' then 'FAILED'
    when ${sql.raw(skipped)} then 'SKIPPED'
    else 'PENDING' end`;
};

const withMessages = sql`bulk_batch_rows r
  left join outbox_messages e on e.idempotency_key = ${keyOf('email')}
  left join sms_messages s on s.idempotency_key = ${keyOf('text')}`;

export type LiveCounts = {
  email_sent: number;
  text_sent: number;
  failed: number;
  pending: number;
  last_settled_at: Date | null;
};

/** A batch's rows counted by delivery state: rows whose e-mail / text went, rows with a failure, rows waiting. */
export async function countDeliveries(db: Kysely<DB>, batchId: string): Promise<LiveCounts> {
  const { rows } = await sql<LiveCounts>`
    select
      count(*) filter (where e.status = 'SENT')::int as email_sent,
      count(*) filter (where s.status = 'SENT')::int as text_sent,
      count(*) filter (where e.status = 'FAILED' or s.status = 'FAILED')::int as failed,
      count(*) filter (where ${stateOf('email')} = 'PENDING' or ${stateOf('text')} = 'PENDING')::int
        as pending,
      greatest(max(e.sent_at), max(e.failed_at), max(s.sent_at), max(s.failed_at)) as last_settled_at
    from ${withMessages}
    where r.batch_id = ${batchId}`.execute(db);
  return rows[0]!;
}

export type DeliveryRow = {
  row_number: number;
  client_name: string;
  email: string | null;
  phone_number: string | null;
  amount: string | null;
  tenant_name: string | null;
  email_state: string;
  text_state: string;
  last_error: string | null;
};

/** One page of a batch's rows in sheet order, each with its delivery states; `search` matches name or e-mail. */
export async function listDeliveries(db: Kysely<DB>, batchId: string, search: string | undefined, page: PageRequest) {
  const filter = search
    ? sql`and (r.client_name ilike ${containsPattern(search)} or r.email ilike ${containsPattern(search)})`
    : sql``;
  const offset = (page.page - 1) * page.perPage;
  const [data, counted] = await Promise.all([
    sql<DeliveryRow>`
      select r.row_number, r.client_name, r.email, r.phone_number, r.amount, t.name as tenant_name,
        ${stateOf('email')} as email_state,
        ${stateOf('text')} as text_state,
        coalesce(e.last_error, s.last_error) as last_error
      from ${withMessages}
      left join tenants t on t.id = r.tenant_id
      where r.batch_id = ${batchId} ${filter}
      order by r.row_number
      limit ${page.perPage} offset ${offset}`.execute(db),
    sql<{
      total: number;
    }>`select count(*)::int as total from bulk_batch_rows r where r.batch_id = ${batchId} ${filter}`.execute(db),
  ]);
  const total = counted.rows[0]?.total ?? 0;
  return {
    data: data.rows,
    current_page: page.page,
    last_page: Math.max(1, Math.ceil(total / page.perPage)),
    total,
    from: data.rows.length ? offset + 1 : null,
    to: data.rows.length ? offset + data.rows.length : null,
  };
}
