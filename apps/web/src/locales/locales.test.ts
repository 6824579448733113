import { LOCALES, type TLocale } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import it_ from './it.json';
import ru from './ru.json';

const resources: Record<TLocale, unknown> = { en, es, de, it: it_, ru };

/**
 * Values that are rightly the same as in English: words these languages use as they are. Anything else
 * equal to English is an untranslated copy.
 */
const SAME_AS_ENGLISH: Record<Exclude<TLocale, 'en'>, string[]> = {
  es: [
    'settings.option.vertical',
    'settings.option.horizontal',
    'profile.roles',
    'bulk.results.no',
    'files.review.withNote',
    'completeness.panel.title',
    'audit.fields.fax',
    'audit.fields.roles',
    'audit.fields.series',
    'audit.values.no',
    'organizers.answer.no',
  ],
  de: [
    'settings.option.horizontal',
    'profile.name',
    'firmSettings.logo',
    'files.columns.status',
    'files.name',
    'files.review.statusLabel',
    'files.review.withNote',
    'files.versions.label',
    'files.versions.number',
    'requestTemplates.form.name',
    'requestTemplates.columns.name',
    'completeness.panel.title',
    'audit.details.PASSKEY',
    'audit.details.version',
    'audit.fields.fax',
    'audit.fields.logo',
    'audit.fields.name',
    'audit.fields.passkey',
    'audit.fields.status',
    'firmSettings.clientSignIn.method.passkey',
  ],
  it: [
    'auth.login.password',
    'bulk.results.no',
    'firmSettings.logo',
    'files.review.withNote',
    'completeness.panel.title',
    'audit.details.PASSKEY',
    'audit.details.PASSWORD',
    'audit.fields.email',
    'audit.fields.fax',
    'audit.fields.file',
    'audit.fields.logo',
    'audit.fields.password',
    'audit.fields.passkey',
    'firmSettings.clientSignIn.method.passkey',
    'firmSettings.clientSignIn.method.password',
    'audit.targets.files_one',
    'audit.targets.kinds.file',
    'audit.values.no',
    'organizers.answer.no',
  ],
  ru: ['files.review.withNote', 'completeness.panel.title'],
};

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of flatten(child, prefix ? `${prefix}.${key}` : key)) entries.set(path, leaf);
    }
  } else {
    entries.set(prefix, value);
  }
  return entries;
}

const flat = Object.fromEntries(LOCALES.map((locale) => [locale, flatten(resources[locale])])) as Record<
  TLocale,
  Map<string, unknown>
>;
const allKeys = [...new Set(LOCALES.flatMap((locale) => [...flat[locale].keys()]))].sort();
const placeholders = (text: unknown) => [...String(text).matchAll(/{{\s*([\w.]+)[^}]*}}/g)].map((m) => m[1]).sort();

/**
 * i18next plurals: `key_one`, `key_few`... Each language needs exactly the forms its plural rules use (English
 * one/other, Russian one/few/many/other), so a form is required only where the language has it.
 */
const PLURAL_FORM = /^(.+)_(zero|one|two|few|many|other)$/;
const pluralOf = (key: string) => {
  const match = PLURAL_FORM.exec(key);
  return match && allKeys.includes(`${match[1]}_other`) ? { base: match[1]!, form: match[2]! } : null;
};
const usesForm = (locale: TLocale, form: string) =>
  (new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[]).includes(form);
const keysOf = (locale: TLocale) =>
  allKeys.filter((key) => {
    const plural = pluralOf(key);
    return !plural || usesForm(locale, plural.form);
  });
/** The English text a key is compared with: its own, or English's `_other` for a form English lacks. */
const englishOf = (key: string) => flat.en.get(key) ?? flat.en.get(`${pluralOf(key)?.base}_other`);

describe('translations', () => {
  it.each(LOCALES)('%s has every key, each a non-empty text', (locale) => {
    const missing = keysOf(locale).filter((key) => {
      const value = flat[locale].get(key);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(missing).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s uses the same {{placeholders}} as English', (locale) => {
    const differing = keysOf(locale).filter(
      (key) => placeholders(englishOf(key)).join() !== placeholders(flat[locale].get(key)).join(),
    );
    expect(differing).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== 'en') as Exclude<TLocale, 'en'>[])(
    '%s is translated, not copied from English',
    (locale) => {
      const copied = keysOf(locale).filter(
        (key) => !SAME_AS_ENGLISH[locale].includes(key) && flat[locale].get(key) === englishOf(key),
      );
      expect(copied).toEqual([]);
    },
  );

  it('keeps the allow-list honest: every listed key exists and still equals English', () => {
    for (const [locale, keys] of Object.entries(SAME_AS_ENGLISH) as [TLocale, string[]][]) {
      for (const key of keys) expect(flat[locale].get(key), `${locale}: ${key}`).toBe(flat.en.get(key));
    }
  });
});
