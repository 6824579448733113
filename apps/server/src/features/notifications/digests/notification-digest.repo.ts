import type { TNotificationContent } from '@ledgerport/contract';
import { sql } from 'kysely';
import type { Db } from '../../../platform/db/schema.ts';

/** Whose digest is due by `now`: read from the partial index of notifications waiting for a digest. */
export async function usersWithDueDigest(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('notifications')
    .select('user_id')
    .distinct()
    .where('digest_due_at', 'is not', null)
    .where('digest_due_at', '<=', now)
    .execute();
  return rows.map((row) => row.user_id);
}

/**
 * One person's notifications due for their digest by `now`, oldest first, locked until the caller's transaction
 * ends (a second run, or another instance, waits and then finds none). With the company's current name.
 */
export const lockDueDigest = (trx: Db, userId: string, now: Date) =>
  trx
    .selectFrom('notifications as n')
    .leftJoin('tenants as t', 't.id', 'n.tenant_id')
    .select(['n.id', 'n.kind', 'n.params', 'n.tenant_id', 't.name as tenant_name'])
    .where('n.user_id', '=', userId)
    .where('n.digest_due_at', 'is not', null)
    .where('n.digest_due_at', '<=', now)
    .orderBy('n.created_at')
    .orderBy('n.seq')
    .forUpdate('n')
    .execute() as Promise<
    Array<{ id: string; tenant_id: string | null; tenant_name: string | null } & TNotificationContent>
  >;

/** These notifications went out in a digest. */
export const markDigested = (trx: Db, ids: string[]) =>
  trx
    .updateTable('notifications')
    .set({ digest_due_at: null, digested_at: sql<Date>`now()` })
    .where('id', 'in', ids)
    .execute();

/** These wait for the next digest instead (today's was sent already). */
export const postponeDigest = (trx: Db, ids: string[], dueAt: Date) =>
  trx.updateTable('notifications').set({ digest_due_at: dueAt }).where('id', 'in', ids).execute();

/** Who a digest goes to, as they are now (a disabled account gets none). */
export const findDigestRecipient = (db: Db, userId: string) =>
  db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'locale', 'status'])
    .where('id', '=', userId)
    .executeTakeFirst();
