import {
  TRASH_RETENTION_MAX_DAYS,
  TRASH_RETENTION_MIN_DAYS,
  type TFirmSettings,
  type TLocale,
  type TUpdateFirmSettingsRequest,
} from '@ledgerport/contract';

export type TFirmFormValues = {
  firm_name: string;
  primary_color: string;
  support_email: string;
  sender_name: string;
  /** Empty: the server's default. (A number input gives a string while what is typed is not a number yet.) */
  trash_retention_days: number | string;
  /** The firm's language: what invitations are written in unless staff choose another. */
  default_locale: TLocale;
};

export const FIRM_FORM_FIELDS = [
  'firm_name',
  'primary_color',
  'support_email',
  'sender_name',
  'trash_retention_days',
  'default_locale',
];

export const initialFirmValues = (settings: TFirmSettings): TFirmFormValues => ({
  firm_name: settings.firm_name,
  primary_color: settings.primary_color,
  support_email: settings.support_email ?? '',
  sender_name: settings.sender_name ?? '',
  trash_retention_days: settings.trash_retention_days ?? '',
  default_locale: settings.default_locale,
});

/** What the form sends: blanks mean "none" (no support address; the server's own sender name). */
export const firmRequest = (values: TFirmFormValues): TUpdateFirmSettingsRequest => ({
  firm_name: values.firm_name.trim(),
  primary_color: values.primary_color.trim(),
  support_email: values.support_email.trim() || null,
  sender_name: values.sender_name.trim() || null,
  trash_retention_days: values.trash_retention_days === '' ? null : Number(values.trash_retention_days),
  default_locale: values.default_locale,
});

const HEX = /^#[0-9a-fA-F]{6}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// The same rules as the contract's schema, with the catalogue's texts (errors.rules.*) in the user's language.
export const firmFormRules = {
  firm_name: (value: string) => (value.trim() ? null : 'errors.rules.firmNameRequired'),
  primary_color: (value: string) => (HEX.test(value.trim()) ? null : 'errors.rules.colorHex'),
  support_email: (value: string) => (!value.trim() || EMAIL.test(value.trim()) ? null : 'errors.rules.emailInvalid'),
  trash_retention_days: (value: number | string) =>
    value === '' ||
    (Number.isInteger(Number(value)) &&
      Number(value) >= TRASH_RETENTION_MIN_DAYS &&
      Number(value) <= TRASH_RETENTION_MAX_DAYS)
      ? null
      : 'errors.rules.trashRetentionDays',
};
