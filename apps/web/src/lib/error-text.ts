import { FEATURE_KEYS, NAME_RULES, WINDOWS_FORBIDDEN_CHARACTERS, type TFieldIssue } from '@ledgerport/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError } from './api-error.ts';
import { validationRuleOf } from './i18n/validation-rules.ts';

/**
 * Translated text for a failed call: by error code, never the server's English message unless the code is
 * one this build does not know yet (a newer server) and there is nothing better to show.
 */
export function errorText(t: TFunction, error: unknown, exists: (key: string) => boolean): string {
  if (!isApiError(error)) return isPasskeyRefused(error) ? t('errors.passkeyNotUsed') : t('errors.unknown');
  if (error.code === 'FEATURE_DISABLED') return featureDisabledText(t, error.details);
  if (error.code === 'TOO_MANY_ATTEMPTS') return waitText(t, error.details);
  if (error.code === 'NAME_REFUSED') return nameRefusedText(t, error.details);
  if (error.code === 'PASSKEY_ORIGIN_MISMATCH') return passkeyOriginText(t, error.details);
  const key = `errors.codes.${error.code}`;
  if (exists(key)) return t(key);
  return error.message || t('errors.unknown');
}

/**
 * The browser's answer when the user cancels the passkey prompt, it times out, or no passkey of this site is on
 * the device: WebAuthn reports all three alike (on purpose, so sites cannot probe), and so do we.
 */
const isPasskeyRefused = (error: unknown) => {
  // A DOMException, which is not an Error in every environment: its name is what counts.
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'NotAllowedError';
};

/** Throttled: how long to wait, when the server said (`retry_after_seconds`), in the user's language. */
function waitText(t: TFunction, details: TFieldIssue[]): string {
  const seconds = Number(details.find((issue) => issue.field === 'retry_after_seconds')?.message);
  if (!Number.isFinite(seconds) || seconds <= 0) return t('errors.codes.TOO_MANY_ATTEMPTS');
  if (seconds < 90) return t('errors.tryAgainInSeconds', { count: Math.ceil(seconds) });
  return t('errors.tryAgainInMinutes', { count: Math.ceil(seconds / 60) });
}

/**
 * A refused file or folder name with the rule it broke (details[0].message, NAME_RULES), on every screen that
 * names files: the folder view, the upload list, the payroll form.
 */
export function nameRefusedText(t: TFunction, details: TFieldIssue[]): string {
  const rule = NAME_RULES.find((known) => known === details[0]?.message);
  if (!rule) return t('errors.codes.NAME_REFUSED');
  const characters = WINDOWS_FORBIDDEN_CHARACTERS.join(' ');
  return `${t('errors.codes.NAME_REFUSED')} ${t(`files.nameRules.${rule}`, { characters })}`;
}

/** A passkey added away from the portal's address (PUBLIC_URL), naming that address when the server did. */
function passkeyOriginText(t: TFunction, details: TFieldIssue[]): string {
  const origin = details.find((issue) => issue.field === 'origin')?.message;
  return origin ? t('errors.passkeyOriginNamed', { origin }) : t('errors.codes.PASSKEY_ORIGIN_MISMATCH');
}

/** A switched-off feature, named in the user's language from the key the server puts in `details`. */
function featureDisabledText(t: TFunction, details: TFieldIssue[]): string {
  const key = details.find((issue) => issue.field === 'feature')?.message;
  const known = FEATURE_KEYS.find((feature) => feature === key);
  if (!known) return t('errors.codes.FEATURE_DISABLED');
  return t('errors.featureDisabledNamed', { feature: t(`featureSettings.keys.${known}.name`) });
}

/**
 * A server field issue next to its field. The server writes these in English; a message of the contract's
 * catalogue (a §5 rule the form did not catch, or one only the server checks) is shown in the user's
 * language. Anything else (zod's generic texts) stays English in English and becomes a translated
 * "check this value" in the other languages. In English the text is shown as sent: a catalogue rule's English
 * in en.json is the catalogue's own words (error-text.test.ts checks), and the sign-in screen ships without
 * either (lib/i18n/validation-rules.ts).
 */
export function fieldIssueText(t: TFunction, issue: TFieldIssue, language: string): string {
  if (language === 'en') return issue.message;
  const rule = validationRuleOf(issue.message);
  return rule ? t(`errors.rules.${rule}`) : t('errors.invalidField');
}

export function useErrorText() {
  const { t, i18n } = useTranslation();
  return {
    errorText: (error: unknown) => errorText(t, error, (key) => i18n.exists(key)),
    fieldIssueText: (issue: TFieldIssue) => fieldIssueText(t, issue, i18n.resolvedLanguage ?? i18n.language),
  };
}
