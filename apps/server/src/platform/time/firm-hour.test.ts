import { describe, expect, it } from 'vitest';
import { isQuietHour, nextFirmHour, startOfFirmHour } from './firm-day.ts';

const iso = (d: Date) => d.toISOString();

describe('hours of the firm day (digests, quiet hours)', () => {
  it.each([
    // zone, date, hour, the instant the clock there shows hour:00
    ['UTC', '2031-03-11', 7, '2031-03-11T07:00:00.000Z'],
    ['America/New_York', '2031-01-15', 7, '2031-01-15T12:00:00.000Z'],
    ['America/New_York', '2031-07-15', 7, '2031-07-15T11:00:00.000Z'],
    // Spring forward (2031-03-09): 02:00 does not exist there; the clocks land on 03:00.
    ['America/New_York', '2031-03-09', 2, '2031-03-09T07:00:00.000Z'],
    ['America/New_York', '2031-03-09', 7, '2031-03-09T11:00:00.000Z'],
    // Fall back (2031-11-02): 01:00 happens twice; the first one counts.
    ['America/New_York', '2031-11-02', 1, '2031-11-02T05:00:00.000Z'],
    ['Asia/Kolkata', '2031-06-15', 7, '2031-06-15T01:30:00.000Z'],
  ])('in %s on %s, %i:00 is %s', (zone, date, hour, instant) => {
    expect(iso(startOfFirmHour(date, hour, zone))).toBe(instant);
  });

  it("finds a person's next digest hour after now", () => {
    const zone = 'America/New_York';
    const before = new Date('2031-03-11T10:59:59Z'); // 06:59:59 there
    const after = new Date('2031-03-11T11:00:00Z'); // 07:00 exactly: the next one is tomorrow's
    expect(iso(nextFirmHour(before, 7, zone))).toBe('2031-03-11T11:00:00.000Z');
    expect(iso(nextFirmHour(after, 7, zone))).toBe('2031-03-12T11:00:00.000Z');
  });

  it.each([
    [22, 20, 7, true],
    [6, 20, 7, true],
    [7, 20, 7, false],
    [19, 20, 7, false],
    [12, 9, 17, true],
    [17, 9, 17, false],
    [3, 5, 5, false],
  ])('hour %i is quiet from %i to %i: %s', (hour, from, until, quiet) => {
    expect(isQuietHour(hour, from, until)).toBe(quiet);
  });
});
