import type { TFeatureKey } from '@ledgerport/contract';
import type { TFunction } from 'i18next';

/**
 * The names the feature settings were seeded with (migration 2026_11_24_0900). While a setting keeps it, the
 * web shows the feature's name in the user's language; once the firm renames it, the firm's own words win.
 */
const SEEDED_NAMES: Record<TFeatureKey, string> = {
  CLIENT_FILE_UPLOAD: 'Client file upload',
  SALES_TAX_SUBMISSION: 'Sales tax submission',
  PAYROLL_SUBMISSION: 'Payroll submission',
  SMS_SENDING: 'Text messages (SMS)',
  FIRM_EMAIL_NOTIFICATIONS: 'Firm e-mail notifications',
  BULK_NOTIFICATIONS: 'Bulk notifications',
  MESSAGES: 'Messages',
};

/** A feature's name as the user reads it: translated, unless the firm gave it a name of its own. */
export function featureName(t: TFunction, setting: { key: TFeatureKey; settings_name: string }): string {
  return setting.settings_name.trim() === SEEDED_NAMES[setting.key]
    ? t(`featureSettings.keys.${setting.key}.name`)
    : setting.settings_name;
}
