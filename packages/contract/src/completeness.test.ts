import { describe, expect, it } from 'vitest';
import { ZCompletenessMatrix, ZCompletenessMatrixOnLoad, ZCompletenessQuery } from './completeness.ts';

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

describe('the matrix as the browser checks it', () => {
  const answer = (cells: unknown[]) => ({
    range: { from: '2026-01', to: '2026-01' },
    periods: [{ key: '2026-01', start: '2026-01-01', end: '2026-01-31' }],
    today: '2026-11-26',
    data: [{ tenant_uuid: '00000000-0000-4000-8000-000000000001', tenant_name: 'Acme', responsible: null, cells }],
    current_page: 1,
    last_page: 1,
    total: 1,
    from: 1,
    to: 1,
  });

  it('accepts and refuses the same cells as the full schema', () => {
    const cases = [
      [[4, 1, 2, 1, 'PARTLY']],
      [[4, 1, 2, 1, 'HALF']],
      [[4, 1, 2, 'PARTLY']],
      [[4, 1.5, 2, 1, 'PARTLY']],
      [{ expected: 4 }],
    ];
    for (const cells of cases) {
      expect(ZCompletenessMatrixOnLoad.safeParse(answer(cells)).success, JSON.stringify(cells)).toBe(
        ZCompletenessMatrix.safeParse(answer(cells)).success,
      );
    }
    expect(ZCompletenessMatrixOnLoad.safeParse(answer(cases[0]!)).success).toBe(true);
  });
});
