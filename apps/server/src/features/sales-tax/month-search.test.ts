import { describe, expect, it } from 'vitest';
import { monthRangeOf } from './month-search.ts';

describe('the months a sales tax search names', () => {
  it('reads a year, a part-typed month and a whole month as ranges of months', () => {
    expect(monthRangeOf('2026')).toEqual({ from: '2026-01-01', to: '2027-01-01' });
    expect(monthRangeOf('2026-')).toEqual({ from: '2026-01-01', to: '2027-01-01' });
    expect(monthRangeOf('2026-0')).toEqual({ from: '2026-01-01', to: '2026-10-01' });
    expect(monthRangeOf('2026-1')).toEqual({ from: '2026-10-01', to: '2027-01-01' });
    expect(monthRangeOf('2026-03')).toEqual({ from: '2026-03-01', to: '2026-04-01' });
    expect(monthRangeOf('2026-12')).toEqual({ from: '2026-12-01', to: '2027-01-01' });
  });

  it('names no month for a month that does not exist', () => {
    expect(monthRangeOf('2026-13')).toBeNull();
    expect(monthRangeOf('2026-00')).toBeNull();
    expect(monthRangeOf('2026-2')).toBeNull();
  });

  it('leaves other terms to the text match', () => {
    for (const term of ['03', '026-0', '20260', 'acme', '2026-03-01', '']) expect(monthRangeOf(term)).toBeUndefined();
  });
});
