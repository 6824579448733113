import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatMonth, isCalendarDay, isMonth, monthFirstDay, today } from './calendar-day.ts';

describe('calendar days', () => {
  it('tells real days from impossible ones', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-3-1')).toBe(false);
    expect(isMonth('2026-03')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
  });

  it('sends a month as its first day', () => {
    expect(monthFirstDay('2026-03')).toBe('2026-03-01');
  });

  it("takes today from the user's own calendar, not UTC's", () => {
    expect(today(new Date(2026, 2, 31, 23, 30))).toBe('2026-03-31');
    expect(today(new Date(2026, 0, 1, 0, 5))).toBe('2026-01-01');
  });

  it('shows a day and a month in the language, on the day written whatever the time zone', () => {
    expect(formatCalendarDay('2026-03-01', 'en')).toBe('Mar 1, 2026');
    expect(formatCalendarDay('2026-03-01', 'de')).toBe('01.03.2026');
    expect(formatMonth('2026-03-01', 'en')).toBe('March 2026');
    expect(formatMonth('2026-03-01', 'de')).toBe('März 2026');
    expect(formatCalendarDay('soon', 'en')).toBe('soon');
  });
});
