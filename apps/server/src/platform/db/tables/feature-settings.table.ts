import type { TFeatureKey } from '@ledgerport/contract';
import type { ColumnType } from 'kysely';

/** The firm's on/off switches (one row per TFeatureKey, seeded by their migration). */
export interface FeatureSettingsTable {
  key: ColumnType<TFeatureKey, never, never>;
  settings_name: ColumnType<string, never, string>;
  priority: ColumnType<number, never, number>;
  remarks: ColumnType<string, never, string>;
  status: ColumnType<0 | 1, never, 0 | 1>;
  updated_at: ColumnType<Date, never, Date | string>;
  /** Null while the row has its seeded value. */
  updated_by: ColumnType<string | null, never, string | null>;
}

export interface FeatureSettingsTables {
  feature_settings: FeatureSettingsTable;
}
