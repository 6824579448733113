import type { TNotificationContent } from '@ledgerport/contract';
import { sql, type Kysely } from 'kysely';
import { paginate, type PageRequest } from '../../platform/db/paginate.ts';
import type { Db, DB } from '../../platform/db/schema.ts';

export type NewNotification = TNotificationContent & {
  userId: string;
  tenantId: string | null;
  subjectId: string | null;
  /** Its e-mail waits for the recipient's daily digest at this instant. */
  digestDueAt?: Date | null;
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
      digest_due_at: n.digestDueAt ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

/** Many at once (a bulk push's chunk of recipients): one statement. */
export async function insertNotifications(db: Db, list: NewNotification[]): Promise<void> {
  if (list.length === 0) return;
  await db
    .insertInto('notifications')
    .values(
      list.map((n) => ({
        user_id: n.userId,
        kind: n.kind,
        tenant_id: n.tenantId,
        subject_id: n.subjectId,
        params: JSON.stringify(n.params),
      })),
    )
    .execute();
}

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

/** How long an unread upload notification keeps collecting further uploads of the same tenant and type. */
const UPLOAD_FOLD_MINUTES = 30;

/**
 * Folds one more uploaded file into each of these users' recent unread FILES_UPLOADED notification of the same
 * tenant and file type (count + 1, latest file name, moved to the top). Answers the users that had none, who
 * need a new notification: a client sending twenty files makes one entry per adviser, not twenty.
 */
export async function foldUpload(
  db: Db,
  userIds: string[],
  tenantId: string,
  fileType: string,
  fileName: string,
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const folded = await db
    .updateTable('notifications')
    .set({
      params: sql`jsonb_set(jsonb_set(params, '{count}', to_jsonb((params->>'count')::int + 1)), '{file_name}', to_jsonb(${fileName}::text))`,
      created_at: sql<Date>`now()`,
    })
    .where('user_id', 'in', userIds)
    .where('kind', '=', 'FILES_UPLOADED')
    .where('tenant_id', '=', tenantId)
    .where('read_at', 'is', null)
    .where(sql<boolean>`params->>'file_type' = ${fileType}`)
    .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${UPLOAD_FOLD_MINUTES})`)
    .returning('user_id')
    .execute();
  const done = new Set(folded.map((row) => row.user_id));
  return userIds.filter((id) => !done.has(id));
}
