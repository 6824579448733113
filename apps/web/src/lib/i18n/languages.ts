import { LOCALES, type TLocale } from '@ledgerport/contract';

/** Each language is offered under its own name, so a user can find theirs whatever the current language is. */
export const NATIVE_LANGUAGE_NAMES: Record<TLocale, string> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  it: 'Italiano',
  ru: 'Русский',
};

export const isLocale = (value: unknown): value is TLocale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
