import { describe, expect, it } from 'vitest';
import { withLeadingZero } from './mobile-display.ts';

describe('withLeadingZero', () => {
  it('adds the leading 0 the spec shows', () => {
    expect(withLeadingZero('5550100')).toBe('05550100');
  });

  it('leaves numbers that already start with 0 or + alone', () => {
    expect(withLeadingZero('05550100')).toBe('05550100');
    expect(withLeadingZero('+1 555 0100')).toBe('+1 555 0100');
  });
});
