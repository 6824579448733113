import { LOCALES, type TLocale } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { MAIL_TEMPLATES, renderMail, type MailTemplate, type MailVars } from './render-mail.ts';
import { sample } from './sample-mail-vars.test-support.ts';

const OTHER_LOCALES = LOCALES.filter((locale) => locale !== 'en');

/**
 * Words a translation rightly shares with the English text: the product's name and the payroll folder's name
 * (a folder on disk, the same for everybody) everywhere; and words that are the language's own too ("ignore"
 * is Spanish for "ignore it", "April" is German) or that it uses as borrowed ("il link", "la password").
 */
const SHARED_WORDS: Record<Exclude<TLocale, 'en'>, string[]> = {
  es: ['ignore', 'portal'],
  de: ['mail', 'browser', 'code', 'link', 'april', 'portal'],
  it: ['mail', 'browser', 'password', 'account', 'link', 'portal'],
  ru: [],
};
const EVERYWHERE = ['ledgerport', 'payroll', 'documents'];

const unescapeHtml = (html: string) =>
  html
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

/** What the reader sees of the HTML part: its texts (title included), one per line. */
const htmlText = (html: string) => unescapeHtml(html.replace(/<[^>]+>/g, '\n'));

/** The template's own words: every line of both parts, with what was typed into the variables cut out. */
function ownPhrases(template: MailTemplate, locale: TLocale): string[] {
  const mail = renderMail(template, locale, sample[template]);
  // Strings at any depth: a reminder's variables hold a list of items, each with its title and link.
  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];
  const typed = strings(sample[template] as MailVars[MailTemplate])
    .flatMap((value) => value.split('\n'))
    .sort((a, b) => b.length - a.length);
  return [mail.subject, ...mail.text.split('\n'), ...htmlText(mail.html).split('\n')]
    .map((line) => typed.reduce((rest, value) => rest.replaceAll(value, '\u0000'), line))
    .flatMap((line) => line.split('\u0000'))
    .map((phrase) => phrase.trim())
    .filter((phrase) => /\p{L}{3,}/u.test(phrase) && phrase !== 'Ledgerport');
}

const wordsOf = (phrases: string[]) =>
  new Set(phrases.flatMap((phrase) => phrase.toLowerCase().match(/\p{L}{4,}/gu) ?? []));

describe('e-mails in every language', () => {
  it.each(MAIL_TEMPLATES.flatMap((template) => OTHER_LOCALES.map((locale) => [template, locale] as const)))(
    '%s in %s keeps no English sentence or word of its own text',
    (template, locale) => {
      const english = renderMail(template, 'en', sample[template]);
      const mail = renderMail(template, locale, sample[template]);
      // A push notification's subject is the firm's own text, the same in every language.
      if (template !== 'bulk-push') expect(mail.subject).not.toBe(english.subject);
      expect(mail.text).not.toBe(english.text);
      expect(mail.html).not.toBe(english.html);

      const englishPhrases = ownPhrases(template, 'en');
      const translated = ownPhrases(template, locale);
      const translatedText = translated.join('\n');

      expect(englishPhrases.filter((phrase) => translatedText.includes(phrase))).toEqual([]);
      const translatedWords = wordsOf(translated);
      const leftovers = [...wordsOf(englishPhrases)].filter(
        (word) => translatedWords.has(word) && ![...EVERYWHERE, ...SHARED_WORDS[locale]].includes(word),
      );
      expect(leftovers).toEqual([]);
    },
  );

  it.each(MAIL_TEMPLATES.flatMap((template) => LOCALES.map((locale) => [template, locale] as const)))(
    '%s in %s has a subject, a text part and an HTML part in that language',
    (template, locale) => {
      const mail = renderMail(template, locale, sample[template]);
      expect(mail.subject.trim()).not.toBe('');
      expect(mail.text.trim()).not.toBe('');
      expect(mail.html).toContain(`<html lang="${locale}">`);
    },
  );
});

const NBSP = '\u00a0';

/** Amounts and days as each recipient's language writes them, in every e-mail that carries them. */
const WRITTEN: Record<TLocale, { amount: string; day: string; month: string; none: string }> = {
  en: { amount: '1,050.75', day: 'April 15, 2026', month: 'March 2026', none: 'N/A' },
  es: { amount: '1.050,75', day: '15 de abril de 2026', month: 'marzo de 2026', none: 'N/D' },
  de: { amount: '1.050,75', day: '15. April 2026', month: 'März 2026', none: 'k. A.' },
  it: { amount: '1.050,75', day: '15 aprile 2026', month: 'marzo 2026', none: 'N/D' },
  ru: { amount: `1${NBSP}050,75`, day: '15 апреля 2026 г.', month: 'март 2026 г.', none: 'н/д' },
};

describe("figures and days in e-mails follow the recipient's language", () => {
  it.each(LOCALES)('%s', (locale) => {
    const written = WRITTEN[locale];
    const processed = renderMail('sales-tax-processed', locale, {
      ...sample['sales-tax-processed'],
      payableTaxAmount: '1050.75',
      processDate: '2026-04-15',
    });
    expect(processed.text).toContain(written.amount);
    expect(processed.text).toContain(written.day);
    expect(processed.subject).toContain(written.month);
    expect(processed.html).toContain(written.amount);

    const payroll = renderMail('payroll-submitted', locale, { ...sample['payroll-submitted'], periodTo: '2026-04-15' });
    expect(payroll.text).toContain(written.day);

    const bulk = (amount: string | null) =>
      renderMail('bulk-sales-tax', locale, { ...sample['bulk-sales-tax'], amount }).text;
    expect(bulk('1050.75')).toContain(written.amount);
    expect(bulk(null)).toContain(written.none);
    // A blank cell reaches the row as the sheet's 'N/A'; the recipient reads their own language's mark.
    expect(renderMail('bulk-payroll-tax', locale, { ...sample['bulk-payroll-tax'], amount: 'N/A' }).text).toContain(
      written.none,
    );
  });
});
