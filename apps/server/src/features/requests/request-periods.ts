import type { TRequestCadence } from '@ledgerport/contract';

/** Calendar arithmetic on 'YYYY-MM-DD' days, in UTC so no time zone can shift a day. */
const DAY_MS = 24 * 60 * 60 * 1000;
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

export const addDays = (day: string, days: number) => toDay(msOf(day) + days * DAY_MS);

/** The first day `months` months after the month of `firstDay` (a month's first day). */
export function addMonths(firstDay: string, months: number): string {
  const date = new Date(msOf(firstDay));
  return toDay(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
}

const MONTHS_PER_PERIOD: Record<TRequestCadence, number> = { MONTHLY: 1, QUARTERLY: 3, YEARLY: 12 };

export type Period = { start: string; end: string; dueOn: string };

/** The period starting on `start`: its last day, and its due day `dueDays` after that. */
export function periodAt(start: string, cadence: TRequestCadence, dueDays: number): Period {
  const end = addDays(addMonths(start, MONTHS_PER_PERIOD[cadence]), -1);
  return { start, end, dueOn: addDays(end, dueDays) };
}

export type SeriesPlan = {
  cadence: TRequestCadence;
  dueDays: number;
  firstPeriod: string;
  lastPeriod: string | null;
};

/**
 * The periods of a series that have begun by `today` (the current one included), after `madeThrough` (the
 * start of the latest period already made; null: none yet), and not after the series' last period.
 */
export function periodsDue(plan: SeriesPlan, today: string, madeThrough: string | null): Period[] {
  const step = MONTHS_PER_PERIOD[plan.cadence];
  const periods: Period[] = [];
  let start = madeThrough ? addMonths(madeThrough, step) : plan.firstPeriod;
  while (start <= today && (plan.lastPeriod === null || start <= plan.lastPeriod)) {
    periods.push(periodAt(start, plan.cadence, plan.dueDays));
    start = addMonths(start, step);
  }
  return periods;
}
