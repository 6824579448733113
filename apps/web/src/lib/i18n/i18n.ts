import { DEFAULT_LOCALE, LOCALES, type TLocale } from '@ledgerport/contract';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/es';
import 'dayjs/locale/it';
import 'dayjs/locale/ru';
import i18next, { type BackendModule } from 'i18next';
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

export const i18n = i18next.createInstance();

function applyToDocument(locale: string) {
  document.documentElement.lang = locale;
  dayjs.locale(locale);
}

i18n.on('languageChanged', applyToDocument);

export function initI18n(locale: TLocale) {
  return i18n
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      nonExplicitSupportedLngs: false,
      load: 'languageOnly',
      resources: { en: { translation: en } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false }, // React escapes already
      returnNull: false,
      react: { useSuspense: true },
    });
}

/** Switches the interface language and remembers the choice in this browser. */
export async function changeLocale(locale: TLocale) {
  storeLocale(locale);
  await i18n.changeLanguage(locale);
}
