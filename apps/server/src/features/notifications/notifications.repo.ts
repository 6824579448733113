import type { TNotificationContent } from '@ledgerport/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import { paginate, type PageRequest } from '../../platform/db/paginate.ts';
import type { DB } from '../../platform/db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

export type NewNotification = TNotificationContent & {
  userId: string;
  tenantId: string | null;
  subjectId: string | null;
};

export const insertNotification = (db: Db, n: NewNotification) =>
  db
    .insertInto('notifications')
    .values({
      user_id: n.userId,
      kind: n.kind,
      tenant_id: n.tenantId,
      subject_id: n.subjectId,
      params: JSON.stringify(n.params),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

/** One page of a user's notifications, newest first, with the tenant's current name. */
export function listNotifications(db: Kysely<DB>, userId: string, page: PageRequest) {
  const query = db
    .selectFrom('notifications')
    .select([
      'notifications.id',
      'notifications.kind',
      'notifications.params',
      'notifications.tenant_id',
      // A subquery rather than a left join: paginate() types the query against DB's own (non-null) tables.
      (eb) =>
        eb
          .selectFrom('tenants')
          .select('tenants.name')
          .whereRef('tenants.id', '=', 'notifications.tenant_id')
          .as('tenant_name'),
      'notifications.created_at',
      'notifications.read_at',
    ])
    .where('notifications.user_id', '=', userId)
    .orderBy('notifications.created_at', 'desc')
    .orderBy('notifications.seq', 'desc');
  return paginate(db, query, page);
}
export type NotificationRow = Awaited<ReturnType<typeof listNotifications>>['data'][number];

export async function countUnread(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select(sql<number>`count(*)::int`.as('unread'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.unread;
}

/** Marks the user's unread notifications read: those in `ids`, or all of them when `ids` is undefined. */
export async function markRead(db: Db, userId: string, ids: string[] | undefined): Promise<number> {
  if (ids?.length === 0) return 0;
  let query = db
    .updateTable('notifications')
    .set({ read_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids) query = query.where('id', 'in', ids);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
