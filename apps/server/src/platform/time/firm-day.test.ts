import { describe, expect, it } from 'vitest';
import { firmDateOf, firmDayContaining, firmDayRange, startOfFirmDay } from './firm-day.ts';

const iso = (d: Date | undefined) => d?.toISOString();

describe('firmDayContaining', () => {
  it.each([
    // zone, an instant, its date there, the UTC start and end of that date
    ['UTC', '2026-06-15T12:00:00Z', '2026-06-15', '2026-06-15T00:00:00.000Z', '2026-06-16T00:00:00.000Z'],
    // One second before midnight in New York is still the previous day.
    ['America/New_York', '2026-06-15T03:59:59Z', '2026-06-14', '2026-06-14T04:00:00.000Z', '2026-06-15T04:00:00.000Z'],
    ['America/New_York', '2026-01-15T05:00:00Z', '2026-01-15', '2026-01-15T05:00:00.000Z', '2026-01-16T05:00:00.000Z'],
    // Spring forward: a 23-hour day.
    ['America/New_York', '2026-03-08T12:00:00Z', '2026-03-08', '2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z'],
    // Fall back: a 25-hour day.
    ['America/New_York', '2026-11-01T12:00:00Z', '2026-11-01', '2026-11-01T04:00:00.000Z', '2026-11-02T05:00:00.000Z'],
    // +05:30: already the next day there.
    ['Asia/Kolkata', '2026-06-15T20:00:00Z', '2026-06-16', '2026-06-15T18:30:00.000Z', '2026-06-16T18:30:00.000Z'],
    // +14, the furthest-ahead zone: its day starts 14 hours before UTC's.
    [
      'Pacific/Kiritimati',
      '2026-06-15T09:00:00Z',
      '2026-06-15',
      '2026-06-14T10:00:00.000Z',
      '2026-06-15T10:00:00.000Z',
    ],
  ])('in %s, %s falls on %s, from %s to %s', (zone, instant, date, start, end) => {
    const day = firmDayContaining(new Date(instant), zone);
    expect(day).toEqual({ date, start: new Date(start), end: new Date(end) });
  });
});

describe('startOfFirmDay', () => {
  it('is plain midnight in UTC', () => {
    expect(iso(startOfFirmDay('2026-03-08', 'UTC'))).toBe('2026-03-08T00:00:00.000Z');
  });

  it('follows the offset in force on that day, either side of a DST change', () => {
    expect(iso(startOfFirmDay('2026-03-07', 'America/New_York'))).toBe('2026-03-07T05:00:00.000Z');
    // Clocks go forward at 02:00 on 8 March: the day starts under EST and has 23 hours.
    expect(iso(startOfFirmDay('2026-03-08', 'America/New_York'))).toBe('2026-03-08T05:00:00.000Z');
    expect(iso(startOfFirmDay('2026-03-09', 'America/New_York'))).toBe('2026-03-09T04:00:00.000Z');
    // Back at 02:00 on 1 November: a 25-hour day.
    expect(iso(startOfFirmDay('2026-11-01', 'America/New_York'))).toBe('2026-11-01T04:00:00.000Z');
    expect(iso(startOfFirmDay('2026-11-02', 'America/New_York'))).toBe('2026-11-02T05:00:00.000Z');
    expect(iso(startOfFirmDay('2026-07-01', 'Asia/Kolkata'))).toBe('2026-06-30T18:30:00.000Z');
  });

  it('starts a day whose midnight does not exist at the moment the clocks jump', () => {
    // Chile moves from -04 to -03 at 24:00 on Saturday 5 September 2026: Sunday begins at 01:00 local.
    expect(iso(startOfFirmDay('2026-09-06', 'America/Santiago'))).toBe('2026-09-06T04:00:00.000Z');
  });
});

describe('firmDayRange', () => {
  it('covers whole days from the first to the last, both included', () => {
    const { start, end } = firmDayRange({ from: '2026-03-08', to: '2026-03-08' }, 'America/New_York');
    expect(iso(start)).toBe('2026-03-08T05:00:00.000Z');
    expect(iso(end)).toBe('2026-03-09T04:00:00.000Z');
    expect(firmDayRange({ to: '2026-12-31' }, 'UTC')).toEqual({ start: undefined, end: new Date('2027-01-01Z') });
  });
});

describe('firmDateOf', () => {
  it('names the calendar day in the zone', () => {
    expect(firmDateOf(new Date('2026-03-08T04:59:59Z'), 'America/New_York')).toBe('2026-03-07');
    expect(firmDateOf(new Date('2026-03-08T05:00:00Z'), 'America/New_York')).toBe('2026-03-08');
  });
});
