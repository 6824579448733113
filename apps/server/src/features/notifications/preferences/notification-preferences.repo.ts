import type { TFirmNotificationDefaults } from '@ledgerport/contract';
import { sql } from 'kysely';
import type { Db } from '../../../platform/db/schema.ts';

/** The firm's defaults (the one row its migration seeded). */
export const readNotificationDefaults = (db: Db) =>
  db.selectFrom('notification_defaults').select(['email', 'digest_hour']).where('id', '=', 1).executeTakeFirstOrThrow();

/** The firm's row, locked until the caller's transaction ends (a change reads its "before" under the lock). */
export const lockNotificationDefaults = (trx: Db) =>
  trx
    .selectFrom('notification_defaults')
    .select(['email', 'digest_hour'])
    .where('id', '=', 1)
    .forUpdate()
    .executeTakeFirstOrThrow();

export const writeNotificationDefaults = (trx: Db, defaults: TFirmNotificationDefaults, userId: string) =>
  trx
    .updateTable('notification_defaults')
    .set({
      email: JSON.stringify(defaults.email),
      digest_hour: defaults.digest_hour,
      updated_at: sql<Date>`now()`,
      updated_by: userId,
    })
    .where('id', '=', 1)
    .execute();

const PREFERENCE_COLUMNS = ['user_id', 'email', 'quiet_from', 'quiet_until', 'digest_hour', 'staff_digest'] as const;

/** The choices of these people (those who saved none have no row). */
export const readPreferencesOf = (db: Db, userIds: string[]) =>
  userIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('user_notification_preferences')
        .select(PREFERENCE_COLUMNS)
        .where('user_id', 'in', userIds)
        .execute();
export type PreferenceRow = Awaited<ReturnType<typeof readPreferencesOf>>[number];

export const readOwnPreferences = (db: Db, userId: string): Promise<PreferenceRow | undefined> =>
  db
    .selectFrom('user_notification_preferences')
    .select(PREFERENCE_COLUMNS)
    .where('user_id', '=', userId)
    .executeTakeFirst();

export type OwnPreferences = Omit<PreferenceRow, 'user_id' | 'email'> & { email: Record<string, string> };

/** Saves a person's choices whole (a first save creates their row). */
export const writeOwnPreferences = (trx: Db, userId: string, p: OwnPreferences) => {
  const values = {
    email: JSON.stringify(p.email),
    quiet_from: p.quiet_from,
    quiet_until: p.quiet_until,
    digest_hour: p.digest_hour,
    staff_digest: p.staff_digest,
    updated_at: sql<Date>`now()`,
  };
  return trx
    .insertInto('user_notification_preferences')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
};

/** Moves a person's waiting digest notifications to the instant of their digest (after a change of hour). */
export const moveWaitingDigest = (trx: Db, userId: string, dueAt: Date) =>
  trx
    .updateTable('notifications')
    .set({ digest_due_at: dueAt })
    .where('user_id', '=', userId)
    .where('digest_due_at', 'is not', null)
    .execute();
