import type { TFeatureKey, TFeatureStatus } from '@ledgerport/contract';
import { sql, type Transaction } from 'kysely';
import type { Db, DB } from '../../platform/db/schema.ts';

/** Every setting with the name of whoever changed it last. */
function settings(db: Db) {
  return db
    .selectFrom('feature_settings')
    .leftJoin('users', 'users.id', 'feature_settings.updated_by')
    .select([
      'feature_settings.key',
      'feature_settings.settings_name',
      'feature_settings.priority',
      'feature_settings.remarks',
      'feature_settings.status',
      'feature_settings.updated_at',
      'feature_settings.updated_by',
      'users.name as updated_by_name',
    ]);
}
export type FeatureSettingRow = Awaited<ReturnType<ReturnType<typeof settings>['executeTakeFirstOrThrow']>>;

/** By priority, then key, so equal priorities still list in a stable order. */
export const listSettings = (db: Db) =>
  settings(db).orderBy('feature_settings.priority').orderBy('feature_settings.key').execute();

export const findSetting = (db: Db, key: TFeatureKey) =>
  settings(db).where('feature_settings.key', '=', key).executeTakeFirst();

/** The row locked until the transaction ends, so two editors' "what changed" never describe the same change. */
export const lockSetting = (trx: Transaction<DB>, key: TFeatureKey) =>
  trx
    .selectFrom('feature_settings')
    .select(['settings_name', 'priority', 'remarks', 'status'])
    .where('key', '=', key)
    .forUpdate()
    .executeTakeFirst();

export type SettingValues = { settings_name: string; priority: number; remarks: string; status: TFeatureStatus };

export async function updateSetting(
  trx: Transaction<DB>,
  key: TFeatureKey,
  values: Partial<SettingValues>,
  updatedBy: string,
): Promise<void> {
  await trx
    .updateTable('feature_settings')
    .set({ ...values, updated_by: updatedBy, updated_at: sql<Date>`now()` })
    .where('key', '=', key)
    .execute();
}

/** Each key's status: one small read per check, never cached (other server processes may flip it). */
export const readStatus = (db: Db, key: TFeatureKey) =>
  db.selectFrom('feature_settings').select('status').where('key', '=', key).executeTakeFirst();

export const readAllStatuses = (db: Db) => db.selectFrom('feature_settings').select(['key', 'status']).execute();
