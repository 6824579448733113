import type { TOutboxStatus } from '@ledgerport/contract';
import type { Kysely } from 'kysely';
import { containsPattern, paginate, type PageRequest } from '../../platform/db/paginate.ts';
import type { DB } from '../../platform/db/schema.ts';

/** What a list row shows: everything but the bodies (never the idempotency key, the lease or `seq`). */
const summary = [
  'id',
  'to_address',
  'locale',
  'template',
  'subject',
  'status',
  'attempts',
  'last_error',
  'delivered_via',
  'created_at',
  'sent_at',
] as const;

export type OutboxFilter = { search?: string; status?: TOutboxStatus };

export function listOutboxMessages(db: Kysely<DB>, { search, status }: OutboxFilter, page: PageRequest) {
  let query = db.selectFrom('outbox_messages').select(summary).orderBy('created_at', 'desc').orderBy('seq', 'desc');
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) => eb.or([eb('to_address', 'ilike', pattern), eb('subject', 'ilike', pattern)]));
  }
  if (status) query = query.where('status', '=', status);
  return paginate(db, query, page);
}

export const findOutboxMessage = (db: Kysely<DB>, id: string) =>
  db
    .selectFrom('outbox_messages')
    .select([...summary, 'text_body', 'html_body', 'reply_to'])
    .where('id', '=', id)
    .executeTakeFirst();
