/**
 * Calendar days ('YYYY-MM-DD') and months as the API sends them: dates without a time or a zone. They are
 * shown as written, in the user's language, and never pass through the browser's time zone (which would move
 * "2026-03-01" to February 28 west of Greenwich).
 */

import { dateTimeFormat } from './intl-cache.ts';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

const asUtc = (day: string) => new Date(`${day}T00:00:00Z`);

/** A real day written 'YYYY-MM-DD' (2026-02-30 is not). */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = asUtc(value);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A month written 'YYYY-MM', as a month input gives it. */
export const isMonth = (value: string) => MONTH.test(value);

/** The API's form of a month: its first day (spec §9: 'YYYY-MM' plus '-01'). */
export const monthFirstDay = (month: string) => `${month}-01`;

/** 'YYYY-MM' of a month's day, for a month input. */
export const monthOf = (day: string) => day.slice(0, 7);

/** Today in the user's own calendar (not UTC's: at 11 pm in New York it is still today there). */
export function today(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** "Mar 15, 2026" / "15.03.2026" for a 'YYYY-MM-DD'; anything else as it came. */
export function formatCalendarDay(day: string, locale: string): string {
  if (!isCalendarDay(day)) return day;
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(asUtc(day));
}

/** "March 2026" / "März 2026" for the month of a 'YYYY-MM-DD'; anything else as it came. */
export function formatMonth(day: string, locale: string): string {
  if (!isCalendarDay(day)) return day;
  return dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(asUtc(day));
}

/** True when the two days are the first and the last day of one month. */
const isWholeMonth = (start: string, end: string) => {
  if (start.slice(0, 7) !== end.slice(0, 7) || !start.endsWith('-01')) return false;
  const next = asUtc(end);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.getUTCDate() === 1;
};

/**
 * A span of calendar days as short as it reads: a whole month by its name ("March 2026"), else the range with
 * what the two ends share written once ("Mar 1 – 15, 2026", "1.–15.03.2026"). Anything else as it came.
 */
export function formatPeriod(start: string, end: string, locale: string): string {
  if (!isCalendarDay(start) || !isCalendarDay(end)) return `${start} – ${end}`;
  if (isWholeMonth(start, end)) return formatMonth(start, locale);
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(asUtc(start), asUtc(end));
}
