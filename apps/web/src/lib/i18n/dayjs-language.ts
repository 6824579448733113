import type { TLocale } from '@ledgerport/contract';
import dayjs from 'dayjs';
import { i18n } from './i18n.ts';

// Only the active language's dayjs locale is fetched (English is built into dayjs).
const dayjsLocales: Record<Exclude<TLocale, 'en'>, () => Promise<unknown>> = {
  es: () => import('dayjs/locale/es'),
  de: () => import('dayjs/locale/de'),
  it: () => import('dayjs/locale/it'),
  ru: () => import('dayjs/locale/ru'),
};

async function followLanguage(locale: string) {
  await dayjsLocales[locale as keyof typeof dayjsLocales]?.();
  // A late answer for a language the user already left must not win over the current one.
  if (i18n.language === locale) dayjs.locale(locale);
}

i18n.on('languageChanged', (locale) => void followLanguage(locale));

/**
 * Resolves once dayjs speaks the interface language. dayjs serves only signed-in screens (the profile's
 * "5 minutes ago"), so this module comes with the rest of English (all-messages.ts), not with the sign-in
 * screen's first download (issue 36, item 5).
 */
export const dayjsReady = followLanguage(i18n.language);
