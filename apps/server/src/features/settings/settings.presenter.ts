import { LOCALES, type TFirmSettings, type TLocale, type TPublicBranding } from '@ledgerport/contract';
import type { FirmBrandingRow } from '../../platform/branding/firm-branding.repo.ts';
import { logoPath } from '../../platform/branding/logo-path.ts';

/** A language no longer offered reads as English (as an e-mail in it would be written). */
const mailLocaleOf = (value: string): TLocale =>
  (LOCALES as readonly string[]).includes(value) ? (value as TLocale) : 'en';

/** The logo's public address; its version changes with every new logo, so it can be cached for good. */
const logoUrl = (row: FirmBrandingRow) => (row.logo_type ? logoPath(row.logo_version) : null);

export const presentFirmSettings = (row: FirmBrandingRow, trashRetentionDefaultDays: number): TFirmSettings => ({
  firm_name: row.firm_name,
  primary_color: row.primary_color,
  support_email: row.support_email,
  sender_name: row.sender_name,
  logo_url: logoUrl(row),
  trash_retention_days: row.trash_retention_days,
  trash_retention_default_days: trashRetentionDefaultDays,
  default_locale: mailLocaleOf(row.default_locale),
  updated_at: row.updated_at ? new Date(row.updated_at).toISOString() : null,
});

/** What anyone may know before signing in: what the login page shows. */
export const presentPublicBranding = (row: FirmBrandingRow): TPublicBranding => ({
  firm_name: row.firm_name,
  primary_color: row.primary_color,
  logo_url: logoUrl(row),
  support_email: row.support_email,
  default_locale: mailLocaleOf(row.default_locale),
});
