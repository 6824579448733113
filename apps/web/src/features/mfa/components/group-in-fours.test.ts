import { describe, expect, it } from 'vitest';
import { groupInFours } from './group-in-fours.ts';

describe('groupInFours', () => {
  it('splits a secret into groups of four, the last one shorter when it must be', () => {
    expect(groupInFours('JBSWY3DPEHPK3PXPQ')).toBe('JBSW Y3DP EHPK 3PXP Q');
    expect(groupInFours(' JBSW Y3DP ')).toBe('JBSW Y3DP');
    expect(groupInFours('')).toBe('');
  });
});
