import type { TLocale, TPayrollPeriodType } from '@ledgerport/contract';

/**
 * Figures and days as each language writes them. Money arrives as the API's decimal string and is formatted
 * from that string (Intl reads it as an exact decimal), never through a float. Thousands are always grouped,
 * as in financial statements and as the web shows amounts: CLDR's general rule would write a four-digit
 * amount ungrouped in Spanish and Italian ("1234,50").
 */
export const formatMoney = (locale: TLocale, amount: string) =>
  moneyFormat(locale).format(amount as Intl.StringNumericLiteral);

// One formatter per language, made on first use: building an Intl.NumberFormat costs far more than formatting
// with it, and a bulk batch formats one amount per row (10,000 e-mails rendered as they are queued).
const moneyFormats = new Map<TLocale, Intl.NumberFormat>();
function moneyFormat(locale: TLocale): Intl.NumberFormat {
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: 'always',
    });
    moneyFormats.set(locale, format);
  }
  return format;
}

// A 'YYYY-MM-DD' day is a calendar date, not an instant: formatted in UTC so no zone moves it.
const asDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** "March 2026", "marzo de 2026", "März 2026"... from the month's first day. */
export const formatMonth = (locale: TLocale, firstDay: string) =>
  new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(asDay(firstDay));

/** "March 31, 2026", "31. März 2026"... */
export const formatDay = (locale: TLocale, day: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(asDay(day));

const PERIOD_TYPES: Record<TLocale, Record<TPayrollPeriodType, string>> = {
  en: { WEEKLY: 'weekly', BI_WEEKLY: 'bi-weekly', SEMI_MONTHLY: 'semi-monthly', MONTHLY: 'monthly' },
  es: { WEEKLY: 'semanal', BI_WEEKLY: 'bisemanal', SEMI_MONTHLY: 'quincenal', MONTHLY: 'mensual' },
  de: { WEEKLY: 'wöchentlich', BI_WEEKLY: 'zweiwöchentlich', SEMI_MONTHLY: 'halbmonatlich', MONTHLY: 'monatlich' },
  it: { WEEKLY: 'settimanale', BI_WEEKLY: 'bisettimanale', SEMI_MONTHLY: 'quindicinale', MONTHLY: 'mensile' },
  ru: {
    WEEKLY: 'еженедельно',
    BI_WEEKLY: 'раз в две недели',
    SEMI_MONTHLY: 'два раза в месяц',
    MONTHLY: 'ежемесячно',
  },
};

export const periodTypeLabel = (locale: TLocale, type: TPayrollPeriodType) => PERIOD_TYPES[locale][type];
