import { sql } from 'kysely';
import type { TSetupItem } from '@ledgerport/contract';
import type { Db } from '../../platform/db/schema.ts';

// The dashboard's figures read the firm's tables as they stand, as its daily overview reads `uploads`; each
// question here is an existence test on an index (nothing is counted), so the card costs a few lookups.

/** Whether any client company exists. */
export const anyTenant = async (db: Db) =>
  Boolean(await db.selectFrom('tenants').select('id').limit(1).executeTakeFirst());

/** Whether a staff member other than `userId` (any firm role, not disabled) exists. */
export const anotherStaffMember = async (db: Db, userId: string) =>
  Boolean(
    await db
      .selectFrom('user_roles')
      .innerJoin('users', 'users.id', 'user_roles.user_id')
      .select('users.id')
      .where('users.id', '<>', userId)
      .where('users.status', '<>', 'DISABLED')
      .limit(1)
      .executeTakeFirst(),
  );

/** Whether a user who is not disabled still has this e-mail, in any case (users_email_lower_key). */
export const emailInUse = async (db: Db, email: string) =>
  Boolean(
    await db
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .where('status', '<>', 'DISABLED')
      .executeTakeFirst(),
  );

/** Whether a backup was recorded on the trail since `since` (audit_events_action_idx: action, at). */
export const backupRecordedSince = async (db: Db, since: Date) =>
  Boolean(
    await db
      .selectFrom('audit_events')
      .select('seq')
      .where('action', '=', 'BACKUP')
      .where('result', '=', 'OK')
      .where('at', '>=', since)
      .limit(1)
      .executeTakeFirst(),
  );

export async function dismissedItems(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('setup_dismissals').select('item').execute();
  return new Set(rows.map((row) => row.item));
}

/** Records the dismissal; answers false when the item was dismissed already (nothing changed). */
export async function dismissItem(db: Db, item: TSetupItem, userId: string): Promise<boolean> {
  const inserted = await db
    .insertInto('setup_dismissals')
    .values({ item, dismissed_by: userId })
    .onConflict((conflict) => conflict.column('item').doNothing())
    .returning('item')
    .executeTakeFirst();
  return Boolean(inserted);
}
