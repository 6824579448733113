import type { TFirmNotificationDefaults, TMyNotificationPreferences } from '@ledgerport/contract';
import { json, type TRoutes } from './fake-api.ts';

export const MY_PREFERENCES_PATH = '/api/v1/auth/me/notification-preferences';
export const FIRM_DEFAULTS_PATH = '/api/v1/firm-settings/notifications';

/** Test-only: the firm's defaults as a new firm has them (every category at once, digests at 07:00). */
export const firmDefaults: TFirmNotificationDefaults = {
  email: {
    requests: 'instant',
    documents: 'instant',
    tax_payroll: 'instant',
    signatures: 'instant',
    messages: 'instant',
  },
  digest_hour: 7,
};

/** A client user who never chose: everything follows the firm. */
export const clientPreferences: TMyNotificationPreferences = {
  email: { requests: null, documents: null, tax_payroll: null, signatures: null, messages: null },
  firm: firmDefaults,
  categories: ['requests', 'documents', 'tax_payroll', 'signatures', 'messages'],
  quiet_hours: null,
  digest_hour: null,
  staff_digest: null,
  time_zone: 'America/New_York',
};

/** A staff member who looks after clients: their categories, and the morning digest on by default. */
export const staffPreferences: TMyNotificationPreferences = {
  ...clientPreferences,
  categories: ['requests', 'tax_payroll', 'signatures', 'messages'],
  staff_digest: true,
};

/** What a screen that shows the e-mail settings reads, answered as stored. */
export const notificationEmailRoutes = (
  mine: TMyNotificationPreferences = clientPreferences,
  firm: TFirmNotificationDefaults = firmDefaults,
): TRoutes => ({
  [`GET ${MY_PREFERENCES_PATH}`]: () => json(200, mine),
  [`GET ${FIRM_DEFAULTS_PATH}`]: () => json(200, firm),
});
