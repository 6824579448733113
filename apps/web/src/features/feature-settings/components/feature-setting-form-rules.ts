import type { TFeatureSetting, TFeatureStatus, TUpdateFeatureSettingRequest } from '@ledgerport/contract';

export type TFeatureSettingFormValues = {
  settings_name: string;
  /** A number input gives '' while empty. */
  priority: number | string;
  remarks: string;
  /** '1' Active, '0' In-active; null when the choice was cleared. */
  status: '1' | '0' | null;
};

/** The form's fields carry the request's names, so the server's field errors land on them. */
export const FEATURE_SETTING_FIELDS = ['settings_name', 'priority', 'remarks', 'status'];

const MAX_PRIORITY = 9999;

export const featureSettingValues = (setting: TFeatureSetting): TFeatureSettingFormValues => ({
  settings_name: setting.settings_name,
  priority: setting.priority,
  remarks: setting.remarks,
  status: setting.status === 1 ? '1' : '0',
});

/** Every field required, with the contract's catalogue texts (errors.rules.*), as the server would say them. */
export const featureSettingRules = {
  settings_name: (value: string) => (value.trim() ? null : 'errors.rules.settingsNameRequired'),
  priority: (value: number | string) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_PRIORITY
      ? null
      : 'errors.rules.priorityRequired',
  remarks: (value: string) => (value.trim() ? null : 'errors.rules.remarksRequired'),
  status: (value: string | null) => (value === '1' || value === '0' ? null : 'errors.rules.featureStatusChoice'),
};

/** The request body once the rules passed. */
export const toFeatureSettingRequest = (values: TFeatureSettingFormValues): TUpdateFeatureSettingRequest => ({
  settings_name: values.settings_name.trim(),
  priority: Number(values.priority),
  remarks: values.remarks.trim(),
  status: (values.status === '1' ? 1 : 0) satisfies TFeatureStatus,
});
