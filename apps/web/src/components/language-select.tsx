import { LOCALES, type TLocale } from '@ledgerport/contract';
import { Select } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBranding } from '../lib/branding/get-branding.ts';
import { NATIVE_LANGUAGE_NAMES } from '../lib/i18n/languages.ts';

type TLanguageSelectProps = {
  label: string;
  description?: string;
  value: TLocale;
  onChange: (locale: TLocale) => void;
  disabled?: boolean;
};

/**
 * Each language we offer, named in the language of the screen ("German", "Deutsch", "немецкий"), from the
 * browser's own data (Intl.DisplayNames); the language's own name where the browser has none.
 */
function languageOptions(uiLanguage: string) {
  const names = new Intl.DisplayNames([uiLanguage], { type: 'language', fallback: 'none' });
  return LOCALES.map((locale) => {
    const name = names.of(locale);
    return {
      value: locale,
      label: name ? name.charAt(0).toLocaleUpperCase(uiLanguage) + name.slice(1) : NATIVE_LANGUAGE_NAMES[locale],
    };
  });
}

/**
 * One of the languages we offer: the firm's language, or an invitee's, which their invitation and later e-mails
 * are written in. Named in the language of the screen, as the person choosing reads it (the language menu, which
 * a reader looks through for their own, names each in itself). Always one chosen (no clearing).
 */
export function LanguageSelect({ label, description, value, onChange, disabled }: TLanguageSelectProps) {
  const { i18n } = useTranslation();
  const uiLanguage = i18n.resolvedLanguage ?? i18n.language;
  const options = useMemo(() => languageOptions(uiLanguage), [uiLanguage]);
  return (
    <Select
      label={label}
      description={description}
      data={options}
      value={value}
      onChange={(next) => next && onChange(next as TLocale)}
      allowDeselect={false}
      disabled={disabled}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/**
 * The language an invitation form sends for its invitee: the firm's (GET /branding, which the shell has loaded)
 * until the user picks another, so a form opened before the branding arrived still follows the firm.
 */
export function useInviteeLocale(): [TLocale, (locale: TLocale) => void] {
  const firmLocale = useBranding().default_locale;
  const [chosen, setChosen] = useState<TLocale | null>(null);
  return [chosen ?? firmLocale, setChosen];
}
