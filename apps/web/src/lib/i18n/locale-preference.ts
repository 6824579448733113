import { DEFAULT_LOCALE, type TLocale } from '@ledgerport/contract';
import { isLocale } from './languages.ts';

/** localStorage key of the language the user picked in this browser. */
export const LOCALE_STORAGE_KEY = 'locale';

export function readStoredLocale(): TLocale | null {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null; // storage blocked (privacy mode): behave as if nothing was chosen
  }
}

export function storeLocale(locale: TLocale) {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // not persisted; the choice still applies until the tab closes
  }
}

/**
 * The first language to show: what the user picked in this browser, else the signed-in user's own language,
 * else the first supported browser language ("de-CH" counts as "de"), else English.
 */
export function pickInitialLocale(input: {
  stored: TLocale | null;
  userLocale: TLocale | null | undefined;
  browserLanguages: readonly string[];
}): TLocale {
  if (input.stored) return input.stored;
  if (input.userLocale) return input.userLocale;
  for (const tag of input.browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}
