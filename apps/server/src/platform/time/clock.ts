/**
 * "Now" for everything that reckons in the firm's days (requests due, overdue, reminders): one clock made in
 * app.ts and handed to each feature, so a test (or an e2e run with TEST_CLOCK=true) can move the firm's time
 * forward without sleeping. In production it is the system clock and cannot be set.
 */
export type Clock = { timeZone: string; now: () => Date };

/** A clock a test can set: `set(instant)` makes now() read that instant and run on from it; `set(null)` is real time. */
export type SettableClock = Clock & { set: (instant: Date | null) => void };

export function createClock(timeZone: string): SettableClock {
  // An offset rather than a frozen instant: time keeps running after a set, as it does for the server.
  let offsetMs = 0;
  return {
    timeZone,
    now: () => new Date(Date.now() + offsetMs),
    set(instant) {
      offsetMs = instant ? instant.getTime() - Date.now() : 0;
    },
  };
}

/** One formatter per time zone: making one costs far more than formatting (a profile of a message's news). */
const hourFormats = new Map<string, Intl.DateTimeFormat>();

/** The hour of the day (0–23) at `instant` in `timeZone`. */
export function firmHourOf(instant: Date, timeZone: string): number {
  let format = hourFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' });
    hourFormats.set(timeZone, format);
  }
  return Number(format.format(instant)) % 24;
}
