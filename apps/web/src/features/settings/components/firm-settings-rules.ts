import type { TFirmSettings, TUpdateFirmSettingsRequest } from '@ledgerport/contract';

export type TFirmFormValues = {
  firm_name: string;
  primary_color: string;
  support_email: string;
  sender_name: string;
};

export const FIRM_FORM_FIELDS = ['firm_name', 'primary_color', 'support_email', 'sender_name'];

export const initialFirmValues = (settings: TFirmSettings): TFirmFormValues => ({
  firm_name: settings.firm_name,
  primary_color: settings.primary_color,
  support_email: settings.support_email ?? '',
  sender_name: settings.sender_name ?? '',
});

/** What the form sends: blanks mean "none" (no support address; the server's own sender name). */
export const firmRequest = (values: TFirmFormValues): TUpdateFirmSettingsRequest => ({
  firm_name: values.firm_name.trim(),
  primary_color: values.primary_color.trim(),
  support_email: values.support_email.trim() || null,
  sender_name: values.sender_name.trim() || null,
});

const HEX = /^#[0-9a-fA-F]{6}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// The same rules as the contract's schema, with the catalogue's texts (errors.rules.*) in the user's language.
export const firmFormRules = {
  firm_name: (value: string) => (value.trim() ? null : 'errors.rules.firmNameRequired'),
  primary_color: (value: string) => (HEX.test(value.trim()) ? null : 'errors.rules.colorHex'),
  support_email: (value: string) => (!value.trim() || EMAIL.test(value.trim()) ? null : 'errors.rules.emailInvalid'),
};
