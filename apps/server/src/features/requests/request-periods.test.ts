import { describe, expect, it } from 'vitest';
import { periodAt, periodsDue } from './request-periods.ts';

describe('request periods', () => {
  it('ends a month on its last day (February of a leap year too) and is due N days later', () => {
    expect(periodAt('2028-02-01', 'MONTHLY', 10)).toEqual({
      start: '2028-02-01',
      end: '2028-02-29',
      dueOn: '2028-03-10',
    });
    expect(periodAt('2026-10-01', 'QUARTERLY', 0)).toEqual({
      start: '2026-10-01',
      end: '2026-12-31',
      dueOn: '2026-12-31',
    });
    expect(periodAt('2026-07-01', 'YEARLY', 31).end).toBe('2027-06-30');
  });

  it('makes every period begun by today, the current one included, and none past the last period', () => {
    const plan = { cadence: 'MONTHLY' as const, dueDays: 5, firstPeriod: '2026-01-01', lastPeriod: null };
    expect(periodsDue(plan, '2026-03-15', null).map((p) => p.start)).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
    expect(periodsDue(plan, '2026-03-15', '2026-03-01')).toEqual([]);
    expect(periodsDue(plan, '2026-04-01', '2026-03-01').map((p) => p.start)).toEqual(['2026-04-01']);
    expect(periodsDue({ ...plan, lastPeriod: '2026-02-01' }, '2026-06-01', null)).toHaveLength(2);
    expect(periodsDue({ ...plan, firstPeriod: '2026-09-01' }, '2026-03-15', null)).toEqual([]);
  });
});
