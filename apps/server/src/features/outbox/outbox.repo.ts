import type { TOutboxStatus } from '@ledgerport/contract';
import { sql, type Kysely } from 'kysely';
import { containsPattern, paginate, type PageRequest } from '../../platform/db/paginate.ts';
import { paginateSearch } from '../../platform/db/paginate-search.ts';
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

/** Newest first; a search (recipient or subject) takes paginateSearch's path, whatever ANALYZE's sample holds. */
export function listOutboxMessages(db: Kysely<DB>, { search, status }: OutboxFilter, page: PageRequest) {
  let query = db.selectFrom('outbox_messages').select(summary);
  if (status) query = query.where('status', '=', status);
  if (!search) return paginate(db, query.orderBy('created_at', 'desc').orderBy('seq', 'desc'), page);
  const pattern = containsPattern(search);
  return paginateSearch(
    db,
    {
      list: query.select('seq as __seq'),
      order: ['created_at desc', '__seq desc'],
      key: 'id',
      matches: (column) =>
        sql<boolean>`(${column('to_address')} ilike ${pattern} or ${column('subject')} ilike ${pattern})`,
    },
    page,
  );
}

export const findOutboxMessage = (db: Kysely<DB>, id: string) =>
  db
    .selectFrom('outbox_messages')
    .select([...summary, 'text_body', 'html_body', 'reply_to'])
    .where('id', '=', id)
    .executeTakeFirst();
