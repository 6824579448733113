import { DEFAULT_LOCALE, LOCALES, type TLocale } from '@ledgerport/contract';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/es';
import 'dayjs/locale/it';
import 'dayjs/locale/ru';
import i18next, { type BackendModule, type FormatterModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../locales/en.json';
import { storeLocale } from './locale-preference.ts';

/**
 * English ships inside the main bundle (it is the fallback for every missing key); the other languages are
 * separate chunks fetched the first time they are needed.
 */
const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    const loaders: Record<Exclude<TLocale, 'en'>, () => Promise<{ default: object }>> = {
      es: () => import('../../locales/es.json'),
      de: () => import('../../locales/de.json'),
      it: () => import('../../locales/it.json'),
      ru: () => import('../../locales/ru.json'),
    };
    const load = loaders[language as keyof typeof loaders];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default as never),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

const figures = new Map<string, Intl.NumberFormat>();

/** Numbers that name a place rather than count: a sheet's row and a page, written as the sheet and the pager do. */
const ORDINAL_KEYS = new Set(['row', 'page', 'n']);

/**
 * Counts inside messages ("1–20 of 12,345", "12 345" in Russian) in the language's own figures, as every
 * other number on screen (lib/formats.ts). Only numbers are touched, and not those of ORDINAL_KEYS; a value
 * that is no quantity (a code, a year) is passed as text. No message uses i18next's "{{value, format}}".
 */
const numbersInMessages: FormatterModule = {
  type: 'formatter',
  init: () => {},
  add: () => {},
  addCached: () => {},
  format: (value: unknown, _format?: string, language?: string, options?: Record<string, unknown>): string => {
    // Anything else goes on to i18next's own interpolation untouched (its type says string; it may not be).
    if (typeof value !== 'number' || !language || ORDINAL_KEYS.has(String(options?.interpolationkey))) {
      return value as string;
    }
    let figure = figures.get(language);
    if (!figure) {
      figure = new Intl.NumberFormat(language);
      figures.set(language, figure);
    }
    return figure.format(value);
  },
};

export const i18n = i18next.createInstance();

function applyToDocument(locale: string) {
  document.documentElement.lang = locale;
  dayjs.locale(locale);
}

i18n.on('languageChanged', applyToDocument);

export function initI18n(locale: TLocale) {
  return i18n
    .use(lazyLocales)
    .use(numbersInMessages)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      nonExplicitSupportedLngs: false,
      load: 'languageOnly',
      resources: { en: { translation: en } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false, alwaysFormat: true }, // React escapes already
      returnNull: false,
      react: { useSuspense: true },
    });
}

/** Switches the interface language and remembers the choice in this browser. */
export async function changeLocale(locale: TLocale) {
  storeLocale(locale);
  await i18n.changeLanguage(locale);
}
