const pad = (n: number) => String(n).padStart(2, '0');

/** 2026-11-29 10:14:32 UTC: unambiguous in any language, sortable. */
export const utcStamp = (at: Date) =>
  `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())} ` +
  `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())} UTC`;

// One formatter per zone: making one costs more than formatting with it, and a certificate formats a dozen times.
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string) => {
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
      timeZoneName: 'shortOffset',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** The same instant on the firm's clock, with the zone's offset: 2026-11-29 05:14:32 GMT-5 (America/New_York). */
export function zonedStamp(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second} ${parts.timeZoneName} (${timeZone})`;
}

export const bothStamps = (at: Date | null, timeZone: string) =>
  at ? `${utcStamp(at)} / ${zonedStamp(at, timeZone)}` : '—';
