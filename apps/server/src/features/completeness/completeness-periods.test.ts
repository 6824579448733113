import { describe, expect, it } from 'vitest';
import { periodOfKey, periodsBetween, resolveRange } from './completeness-periods.ts';

describe('the matrix columns', () => {
  it('are months, or the calendar quarters holding the range, with their first and last days', () => {
    expect(periodsBetween('2025-11', '2026-02', 'month').map((p) => p.key)).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(periodsBetween('2025-11', '2026-04', 'quarter')).toEqual([
      { key: '2025-Q4', start: '2025-10-01', end: '2025-12-31' },
      { key: '2026-Q1', start: '2026-01-01', end: '2026-03-31' },
      { key: '2026-Q2', start: '2026-04-01', end: '2026-06-30' },
    ]);
    expect(periodOfKey('2028-02')).toEqual({ key: '2028-02', start: '2028-02-01', end: '2028-02-29' });
  });

  it('default to the 12 months up to today, or 12 months from the one end given', () => {
    expect(resolveRange('2026-11-26')).toEqual({ from: '2025-12', to: '2026-11' });
    expect(resolveRange('2026-11-26', '2026-03')).toEqual({ from: '2026-03', to: '2027-02' });
    expect(resolveRange('2026-11-26', undefined, '2026-01')).toEqual({ from: '2025-02', to: '2026-01' });
  });
});
