import { DEFAULT_LOCALE, LOCALES, type TLocale } from '@ledgerport/contract';
import i18next, { type BackendModule, type FormatterModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storeLocale } from './locale-preference.ts';
import { signedOutMessages } from './signed-out-messages.ts';
import { loadValidationRules } from './validation-rules.ts';

/**
 * The English of the signed-out screens ships inside the main bundle (English is the fallback for every missing
 * key; the rest of it comes with the signed-in shell, all-messages.ts); the other languages are separate chunks
 * fetched, whole, the first time they are needed, with the contract's validation texts (validation-rules.ts).
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
    // The contract's validation texts come along: lib/error-text.ts finds a field issue's rule with them.
    Promise.all([load(), loadValidationRules()]).then(
      ([module]) => callback(null, module.default as never),
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

// dayjs follows the language too, once a signed-in screen needs it (dayjs-language.ts).
function applyToDocument(locale: string) {
  document.documentElement.lang = locale;
}

i18n.on('languageChanged', applyToDocument);

/** Starts i18next in `locale`; resolves once its messages are ready (the first screen's final language). */
export async function initI18n(locale: TLocale) {
  await i18n
    .use(lazyLocales)
    .use(numbersInMessages)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      nonExplicitSupportedLngs: false,
      load: 'languageOnly',
      // A copy: the rest of English is merged into i18next's store later, and must not change the module's object.
      resources: { en: { translation: structuredClone(signedOutMessages) } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false, alwaysFormat: true }, // React escapes already
      returnNull: false,
      react: { useSuspense: true },
    });
}

/** Switches the interface language and remembers the choice in this browser. */
export async function changeLocale(locale: TLocale) {
  storeLocale(locale);
  await showLocale(locale);
}

/**
 * Switches the interface language without remembering it: a language the app inferred (an invitee's, from their
 * invitation), which the user's own choice in the language menu still overrides.
 */
export async function showLocale(locale: TLocale) {
  await i18n.changeLanguage(locale);
}
