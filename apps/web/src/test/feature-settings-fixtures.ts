import { FEATURE_KEYS, type TFeatureKey, type TFeatureSetting } from '@ledgerport/contract';
import { json, type TRoutes } from './fake-api.ts';

export const FEATURE_FLAGS_PATH = '/api/v1/features';
export const FEATURE_SETTINGS_PATH = '/api/v1/feature-settings';

const NAMES: Record<TFeatureKey, string> = {
  CLIENT_FILE_UPLOAD: 'Client File Upload',
  SALES_TAX_SUBMISSION: 'Sales Tax Submission',
  PAYROLL_SUBMISSION: 'Payroll Submission',
  SMS_SENDING: 'SMS Sending',
  FIRM_EMAIL_NOTIFICATIONS: 'Firm E-mail Notifications',
  BULK_NOTIFICATIONS: 'Bulk Notifications',
  MESSAGES: 'Messages',
};

/** Test-only: a setting as the server presents it, on and unchanged since it was seeded. */
export const someSetting = (key: TFeatureKey, overrides: Partial<TFeatureSetting> = {}): TFeatureSetting => ({
  key,
  settings_name: NAMES[key],
  priority: FEATURE_KEYS.indexOf(key) + 1,
  remarks: `Seeded ${key}`,
  status: 1,
  updated_at: '2026-05-01T09:00:00.000Z',
  updated_by: null,
  ...overrides,
});

/** GET /features answering every feature on, except those switched off here. */
export const featureFlagsRoute = (off: TFeatureKey[] = []): TRoutes => ({
  [`GET ${FEATURE_FLAGS_PATH}`]: () =>
    json(200, { flags: Object.fromEntries(FEATURE_KEYS.map((key) => [key, !off.includes(key)])) }),
});
