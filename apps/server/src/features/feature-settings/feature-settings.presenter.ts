import type { TFeatureSetting } from '@ledgerport/contract';
import type { FeatureSettingRow } from './feature-settings.repo.ts';

export const presentFeatureSetting = (row: FeatureSettingRow): TFeatureSetting => ({
  key: row.key,
  settings_name: row.settings_name,
  priority: row.priority,
  remarks: row.remarks,
  status: row.status,
  updated_at: new Date(row.updated_at).toISOString(),
  // A deleted editor leaves updated_by null (set null), which reads as "never changed by anyone we know".
  updated_by: row.updated_by ? { uuid: row.updated_by, name: row.updated_by_name ?? '' } : null,
});
