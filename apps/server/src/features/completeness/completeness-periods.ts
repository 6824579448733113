import type { TCompletenessGranularity, TCompletenessPeriod } from '@ledgerport/contract';

/** Calendar arithmetic on 'YYYY-MM' months and 'YYYY-MM-DD' days, in UTC so no time zone shifts a day. */
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const monthStart = (year: number, monthIndex: number) => dayOf(Date.UTC(year, monthIndex, 1));
const monthEnd = (year: number, monthIndex: number) => dayOf(Date.UTC(year, monthIndex + 1, 0));

/** `month` ('YYYY-MM') moved by `months`. */
export function shiftMonth(month: string, months: number): string {
  return monthStart(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + months).slice(0, 7);
}

/** The column a key names: 'YYYY-MM' a month, 'YYYY-Qn' a calendar quarter. */
export function periodOfKey(key: string): TCompletenessPeriod {
  const year = Number(key.slice(0, 4));
  if (key[5] === 'Q') {
    const first = (Number(key[6]) - 1) * 3;
    return { key, start: monthStart(year, first), end: monthEnd(year, first + 2) };
  }
  const month = Number(key.slice(5, 7)) - 1;
  return { key, start: monthStart(year, month), end: monthEnd(year, month) };
}

/** The key of the column `month` ('YYYY-MM') falls in. */
export const keyOfMonth = (month: string, granularity: TCompletenessGranularity) =>
  granularity === 'month' ? month : `${month.slice(0, 4)}-Q${Math.floor((Number(month.slice(5, 7)) - 1) / 3) + 1}`;

/** The columns from the one holding `from` to the one holding `to` (months 'YYYY-MM'), oldest first. */
export function periodsBetween(from: string, to: string, granularity: TCompletenessGranularity): TCompletenessPeriod[] {
  const step = granularity === 'month' ? 1 : 3;
  const last = keyOfMonth(to, granularity);
  const periods: TCompletenessPeriod[] = [];
  for (let month = periodOfKey(keyOfMonth(from, granularity)).start.slice(0, 7); ; month = shiftMonth(month, step)) {
    const key = keyOfMonth(month, granularity);
    periods.push(periodOfKey(key));
    if (key === last) return periods;
  }
}

/** The months asked for, or the 12 months up to the firm's `today` (either end alone fixes the other). */
export function resolveRange(today: string, from?: string, to?: string): { from: string; to: string } {
  if (from && to) return { from, to };
  if (from) return { from, to: shiftMonth(from, 11) };
  const end = to ?? today.slice(0, 7);
  return { from: shiftMonth(end, -11), to: end };
}
