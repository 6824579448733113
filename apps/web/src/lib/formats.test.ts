import { LOCALES, type TLocale } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { formatsFor } from './formats.ts';
import { i18n } from './i18n/i18n.ts';

const NBSP = '\u00a0';
// Instants are shown in the viewer's zone; the tests pin one so they read the same on every machine.
const at = (locale: TLocale) => formatsFor(locale, 'UTC');
const INSTANT = '2026-03-15T09:41:07Z';

/** What each language really shows, written out: the whole point is that nobody sees another's notation. */
const EXPECTED: Record<
  TLocale,
  { money: string; day: string; fullDay: string; month: string; dateTime: string; short: string; size: string }
> = {
  en: {
    money: '1,234.50',
    day: 'Mar 15, 2026',
    fullDay: 'Sunday, March 15, 2026',
    month: 'March 2026',
    dateTime: 'Mar 15, 2026, 9:41 AM',
    short: '03/15/2026, 9:41 AM',
    size: '1.50 KB',
  },
  es: {
    money: '1.234,50',
    day: '15 mar 2026',
    fullDay: 'domingo, 15 de marzo de 2026',
    month: 'marzo de 2026',
    dateTime: '15 mar 2026, 9:41',
    short: '15/03/2026, 9:41',
    size: '1,50 KB',
  },
  de: {
    money: '1.234,50',
    day: '15.03.2026',
    fullDay: 'Sonntag, 15. März 2026',
    month: 'März 2026',
    dateTime: '15.03.2026, 09:41',
    short: '15.03.2026, 9:41',
    size: '1,50 KB',
  },
  it: {
    money: '1.234,50',
    day: '15 mar 2026',
    fullDay: 'domenica 15 marzo 2026',
    month: 'marzo 2026',
    dateTime: '15 mar 2026, 09:41',
    short: '15/03/2026, 9:41',
    size: '1,50 KB',
  },
  ru: {
    money: `1${NBSP}234,50`,
    day: '15 мар. 2026 г.',
    fullDay: 'воскресенье, 15 марта 2026 г.',
    month: 'март 2026 г.',
    dateTime: '15 мар. 2026 г., 09:41',
    short: '15.03.2026, 9:41',
    size: '1,50 КБ',
  },
};

// ICU writes the space before "AM" as a narrow no-break space, and thin spaces around a range's dash; compare the
// words, not those invisible choices.
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, ' ');

describe('formats', () => {
  it.each(LOCALES)('writes %s amounts, days, months, times and sizes the way that language does', (locale) => {
    const f = at(locale);
    const expected = EXPECTED[locale];
    expect(f.money('1234.5')).toBe(expected.money);
    expect(f.day('2026-03-15')).toBe(expected.day);
    expect(f.fullDay('2026-03-15')).toBe(expected.fullDay);
    expect(f.month('2026-03-01')).toBe(expected.month);
    expect(plainSpaces(f.dateTime(INSTANT))).toBe(expected.dateTime);
    expect(plainSpaces(f.shortDateTime(INSTANT))).toBe(expected.short);
    expect(f.fileSize(1536)).toBe(expected.size);
  });

  it('groups Russian thousands with a no-break space, so an amount never wraps inside itself', () => {
    expect(at('ru').money('1050.75')).toBe(`1${NBSP}050,75`);
    expect(at('ru').number(12345)).toBe(`12${NBSP}345`);
  });

  it('keeps every digit and cent of a thirteen-digit amount, and shows a non-amount as it came', () => {
    expect(at('de').money('9999999999999.99')).toBe('9.999.999.999.999,99');
    expect(at('en').money('-0.5')).toBe('-0.50');
    expect(at('en').money('n/a')).toBe('n/a');
  });

  it('writes instants with seconds, and dates of instants, in the language', () => {
    expect(plainSpaces(at('en').dateTime(INSTANT, { seconds: true }))).toBe('Mar 15, 2026, 9:41:07 AM');
    expect(at('de').dateTime(INSTANT, { seconds: true })).toBe('15.03.2026, 09:41:07');
    expect(at('it').date(INSTANT)).toBe('15 mar 2026');
  });

  it('writes a whole month of days by its name, and another span with what its ends share written once', () => {
    expect(at('en').period('2026-02-01', '2026-02-28')).toBe('February 2026');
    expect(at('de').period('2026-03-01', '2026-03-31')).toBe('März 2026');
    expect(plainSpaces(at('en').period('2026-03-01', '2026-03-15'))).toBe('Mar 1 – 15, 2026');
    expect(plainSpaces(at('en').period('2026-01-01', '2026-03-31'))).toBe('Jan 1 – Mar 31, 2026');
    expect(at('en').period('2026-03-01', 'soon')).toBe('2026-03-01 – soon');
  });

  it('shows a calendar day as written, whatever the zone: never the day before west of Greenwich', () => {
    expect(formatsFor('en', 'America/Los_Angeles').day('2026-03-01')).toBe('Mar 1, 2026');
    expect(formatsFor('en', 'America/Los_Angeles').fullDay('2026-03-01')).toBe('Sunday, March 1, 2026');
    expect(at('en').fullDay('not a day')).toBe('not a day');
  });

  it('writes counts and shares in the language', () => {
    expect(at('en').number(1234567)).toBe('1,234,567');
    expect(at('de').number(1234567)).toBe('1.234.567');
    expect(at('en').percent(42)).toBe('42%');
    expect(at('de').percent(42)).toBe(`42${NBSP}%`);
    expect(at('ru').percent(100)).toBe(`100${NBSP}%`);
  });

  describe('file sizes (spec §3: base 1024, two decimals from KB, units up to YB)', () => {
    it.each([
      [0, '0 B'],
      [1, '1 B'],
      [623, '623 B'],
      [1023, '1023 B'],
      [1024, '1.00 KB'],
      [1536, '1.50 KB'],
      [1024 ** 2 - 1, '1.00 MB'],
      [5 * 1024 ** 2 + 256 * 1024, '5.25 MB'],
      [200 * 1024 ** 2, '200.00 MB'],
      [1024 ** 3, '1.00 GB'],
      [2.5 * 1024 ** 4, '2.50 TB'],
      [1024 ** 5, '1.00 PB'],
      [1024 ** 6, '1.00 EB'],
      [1024 ** 7, '1.00 ZB'],
      [1024 ** 8, '1.00 YB'],
    ])('shows %d bytes as %s in English', (bytes, shown) => {
      expect(at('en').fileSize(bytes)).toBe(shown);
    });

    it('stops at YB, however large the number, grouping only long numbers', () => {
      expect(at('en').fileSize(2048 * 1024 ** 8)).toBe('2048.00 YB');
      expect(at('en').fileSize(20480 * 1024 ** 8)).toBe('20,480.00 YB');
      expect(at('ru').fileSize(1024 ** 8)).toBe('1,00 ИБ');
    });

    it('writes the number in the language', () => {
      expect(at('de').fileSize(5 * 1024 ** 2 + 256 * 1024)).toBe('5,25 MB');
      expect(at('it').fileSize(1023)).toBe('1023 B');
      expect(at('ru').fileSize(623)).toBe('623 Б');
      expect(at('ru').fileSize(200 * 1024 ** 2)).toBe('200,00 МБ');
    });
  });
});

describe('numbers inside translated messages', () => {
  it('are written in the language too, while texts pass as they are', async () => {
    const range = { from: 1001, to: 1020, total: 12345 };
    await i18n.changeLanguage('en');
    expect(i18n.t('users.list.range', range)).toBe('Showing 1,001–1,020 of 12,345');
    await i18n.changeLanguage('de');
    expect(i18n.t('users.list.range', range)).toBe('1.001–1.020 von 12.345');
    await i18n.changeLanguage('ru');
    expect(i18n.t('users.list.range', range)).toBe(`1${NBSP}001–1${NBSP}020 из 12${NBSP}345`);
    expect(i18n.t('shell.languageCurrent', { code: 'RU' })).toMatch(/RU$/);
    // A sheet's row is named as the sheet names it.
    expect(i18n.t('bulk.intake.selectRow', { row: 10001 })).toMatch(/10001$/);
  });
});
