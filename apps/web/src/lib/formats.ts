import { useTranslation } from 'react-i18next';
import { formatCalendarDay, formatMonth, formatPeriod, isCalendarDay } from './calendar-day.ts';
import { formatDecimal } from './decimal.ts';
import { dateTimeFormat, numberFormat } from './intl-cache.ts';

/**
 * The one home of how the interface writes dates, times, numbers, amounts and sizes: always in the current
 * interface language (1,234.50 / 1.234,50 / 1 234,50), never in the browser's. Components take these from
 * `useFormats()` instead of building their own Intl objects, so every screen agrees and follows a language
 * switch. Calendar days and months ('YYYY-MM-DD' from the API) are kept apart from instants (ISO timestamps):
 * a day is shown as written, an instant in the viewer's own time zone.
 */
export type TFormats = {
  /** The language these formats write in. */
  locale: string;
  /** A calendar day 'YYYY-MM-DD': "Mar 15, 2026", "15.03.2026"... */
  day: (day: string) => string;
  /** A calendar day with its weekday: "Sunday, March 15, 2026". */
  fullDay: (day: string) => string;
  /** The month of a 'YYYY-MM-DD': "March 2026", "März 2026"... */
  month: (day: string) => string;
  /** Two calendar days as one span, a whole month by its name: "March 2026", "Mar 1 – 15, 2026". */
  period: (start: string, end: string) => string;
  /** The day of an instant, in the viewer's zone: "Mar 15, 2026". */
  date: (iso: string) => string;
  /** An instant to the minute: "Mar 15, 2026, 9:41 AM"; to the second with `seconds`. */
  dateTime: (iso: string, options?: { seconds?: boolean }) => string;
  /** An instant in figures only, for narrow columns: "03/15/2026, 9:41 AM", "15.03.2026, 09:41". */
  shortDateTime: (iso: string) => string;
  /** A count or other plain number: "12,345". */
  number: (value: number) => string;
  /** The API's decimal string, with at least two decimals and no float on the way: "1,234.50". */
  money: (decimal: string) => string;
  /** A share out of 100: "42%", "42 %". */
  percent: (outOf100: number) => string;
  /** A byte count, base 1024, two decimals from KB up to YB (spec §3): "623 B", "1.50 KB", "1,50 КБ". */
  fileSize: (bytes: number) => string;
};

const LATIN_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;
// Russian writes byte units in Cyrillic (ГОСТ 8.417 symbols), as its file managers do: "1,50 КБ".
const SIZE_UNITS: Record<string, readonly string[]> = {
  ru: ['Б', 'КБ', 'МБ', 'ГБ', 'ТБ', 'ПБ', 'ЭБ', 'ЗБ', 'ИБ'],
};

// Grouping only from five digits on, so "1023 B" stays one block while "10,240.00 YB" is still readable.
const SIZE_NUMBER: Intl.NumberFormatOptions = {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'min2',
};
const WHOLE_BYTES: Intl.NumberFormatOptions = { maximumFractionDigits: 0, useGrouping: 'min2' };

function fileSizeIn(locale: string, bytes: number) {
  const units = SIZE_UNITS[locale.split('-')[0]!] ?? LATIN_UNITS;
  let value = Math.max(0, bytes);
  let unit = 0;
  // Round first, so 1023.999 KB shows as "1.00 MB" rather than "1024.00 KB".
  while (unit < units.length - 1 && Number(value.toFixed(2)) >= 1024) {
    value /= 1024;
    unit += 1;
  }
  // Bytes are whole: "623 B", never "623.00 B" (the decimals only mean something for a fraction of a unit).
  const figure =
    unit === 0
      ? numberFormat(locale, WHOLE_BYTES).format(Math.round(value))
      : numberFormat(locale, SIZE_NUMBER).format(value);
  return `${figure} ${units[unit]}`;
}

/**
 * The formats of one language. `timeZone` is for tests; the interface shows instants in the viewer's zone. Each
 * Intl formatter is made on its first use (intl-cache.ts): a screen pays only for the formats it shows.
 */
export function formatsFor(locale: string, timeZone?: string): TFormats {
  const instant = (options: Intl.DateTimeFormatOptions) => dateTimeFormat(locale, { ...options, timeZone });
  const MINUTES: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  const SECONDS: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium' };
  const FIGURES: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
  };

  return {
    locale,
    day: (day) => formatCalendarDay(day, locale),
    fullDay: (day) =>
      isCalendarDay(day)
        ? dateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))
        : day,
    month: (day) => formatMonth(day, locale),
    period: (start, end) => formatPeriod(start, end, locale),
    date: (iso) => instant({ dateStyle: 'medium' }).format(new Date(iso)),
    dateTime: (iso, options) => instant(options?.seconds ? SECONDS : MINUTES).format(new Date(iso)),
    shortDateTime: (iso) => instant(FIGURES).format(new Date(iso)),
    number: (value) => numberFormat(locale).format(value),
    money: (decimal) => formatDecimal(decimal, locale),
    percent: (outOf100) => numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(outOf100 / 100),
    fileSize: (bytes) => fileSizeIn(locale, bytes),
  };
}

const byLocale = new Map<string, TFormats>();

/** The formats of the current interface language; a component using them re-renders on a language switch. */
export function useFormats(): TFormats {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  let formats = byLocale.get(locale);
  if (!formats) {
    formats = formatsFor(locale);
    byLocale.set(locale, formats);
  }
  return formats;
}
