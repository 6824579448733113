/**
 * Calendar days in the firm's time zone, as UTC instants. Done in TypeScript rather than with the database's
 * `AT TIME ZONE`, so PGlite and PostgreSQL cannot disagree about time-zone data, and a day stays a plain
 * `at >= start and at < end` range that an index on the timestamp serves.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

// Building an Intl.DateTimeFormat is costly next to using one; audit exports format a date per row.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock reading in `timeZone` at `instant`, as if that reading were UTC (ms). */
function wallClockAsUtc(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  // Some engines print midnight as hour 24 even with h23.
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour % 24, parts.minute, parts.second);
}

/** The calendar date (YYYY-MM-DD) in `timeZone` at `instant`. */
export function firmDateOf(instant: Date, timeZone: string): string {
  return new Date(wallClockAsUtc(instant.getTime(), timeZone)).toISOString().slice(0, 10);
}

/**
 * The first instant of `date` (YYYY-MM-DD) in `timeZone`. Midnight is tried under the offset in force just
 * before and just after it; the earliest candidate that falls on `date` wins. That covers days of 23 or 25
 * hours, and zones whose clocks jump at midnight (e.g. America/Santiago, where such a day starts at 01:00).
 */
export function startOfFirmDay(date: string, timeZone: string): Date {
  const midnightAsUtc = Date.parse(`${date}T00:00:00Z`);
  const offsetNear = (instant: number) => wallClockAsUtc(instant, timeZone) - Math.floor(instant / 1000) * 1000;
  const first = midnightAsUtc - offsetNear(midnightAsUtc);
  const second = midnightAsUtc - offsetNear(first);
  const onDate = [first, second].filter((t) => firmDateOf(new Date(t), timeZone) === date);
  return new Date(onDate.length ? Math.min(...onDate) : first);
}

const nextDate = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** The day `instant` falls on in `timeZone`: its date and the half-open UTC interval [start, end) it covers. */
export function firmDayContaining(instant: Date, timeZone: string): { date: string; start: Date; end: Date } {
  const date = firmDateOf(instant, timeZone);
  return { date, start: startOfFirmDay(date, timeZone), end: startOfFirmDay(nextDate(date), timeZone) };
}

/** UTC bounds for the inclusive days `from`..`to`: `at >= start` and `at < end`; a missing side is open. */
export function firmDayRange(range: { from?: string; to?: string }, timeZone: string): { start?: Date; end?: Date } {
  return {
    start: range.from ? startOfFirmDay(range.from, timeZone) : undefined,
    end: range.to ? startOfFirmDay(nextDate(range.to), timeZone) : undefined,
  };
}

/**
 * The instant `date` (YYYY-MM-DD) reaches `hour`:00 in `timeZone`. An hour the clocks skip (a spring-forward
 * night) is reached when the clocks land after it; an hour they repeat, the first time.
 */
export function startOfFirmHour(date: string, hour: number, timeZone: string): Date {
  const wallAsUtc = Date.parse(`${date}T00:00:00Z`) + hour * 60 * 60 * 1000;
  const offsetNear = (instant: number) => wallClockAsUtc(instant, timeZone) - Math.floor(instant / 1000) * 1000;
  const first = wallAsUtc - offsetNear(wallAsUtc);
  const second = wallAsUtc - offsetNear(first);
  const exact = [first, second].filter((t) => wallClockAsUtc(t, timeZone) === wallAsUtc);
  return new Date(exact.length ? Math.min(...exact) : Math.max(first, second));
}

/** The first instant after `instant` at which the clock in `timeZone` shows `hour`:00. */
export function nextFirmHour(instant: Date, hour: number, timeZone: string): Date {
  const today = firmDateOf(instant, timeZone);
  const todays = startOfFirmHour(today, hour, timeZone);
  return todays > instant ? todays : startOfFirmHour(nextDate(today), hour, timeZone);
}

/**
 * Whether `hour` lies in the quiet hours from `from` (inclusive) to `until` (exclusive), which may run over
 * midnight (22 → 7). Equal hours are no quiet hours at all.
 */
export function isQuietHour(hour: number, from: number, until: number): boolean {
  if (from === until) return false;
  return from < until ? hour >= from && hour < until : hour >= from || hour < until;
}
