import { describe, expect, it } from 'vitest';
import { ZCompletenessQuery } from './completeness.ts';

describe('the completeness range', () => {
  it('takes up to 24 columns: 24 months, or 24 quarters (counted in whole quarters)', () => {
    expect(ZCompletenessQuery.safeParse({ from: '2025-01', to: '2026-12' }).success).toBe(true);
    expect(ZCompletenessQuery.safeParse({ from: '2024-12', to: '2026-12' }).success).toBe(false);
    expect(ZCompletenessQuery.safeParse({ from: '2021-03', to: '2026-10', granularity: 'quarter' }).success).toBe(true);
    expect(ZCompletenessQuery.safeParse({ from: '2020-12', to: '2026-10', granularity: 'quarter' }).success).toBe(
      false,
    );
  });
});
