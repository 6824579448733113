import type { TCompletenessRow } from '@ledgerport/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { callsTo } from '../../../test/tenant-user-fixtures.ts';
import { envelope, signedInWith } from '../../../test/users-and-roles.ts';

/** Twelve months, December 2025 to November 2026: the server's default when the address names no range. */
const months = Array.from({ length: 12 }, (_, i) => {
  const start = new Date(Date.UTC(2025, 11 + i, 1));
  const end = new Date(Date.UTC(2025, 12 + i, 0));
  return {
    key: start.toISOString().slice(0, 7),
    start: start.toISOString().slice(0, 10),
    end: end.toISOString().slice(0, 10),
  };
});
const row: TCompletenessRow = {
  tenant_uuid: '7d1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  tenant_name: 'Acme Bakery LLC',
  responsible: null,
  cells: months.map(() => [0, 0, 0, 0, 'NOT_EXPECTED']),
};
const routes = {
  'GET /api/v1/completeness': () =>
    json(200, {
      range: { from: '2025-12', to: '2026-11' },
      periods: months,
      today: '2026-11-26',
      ...envelope([row], 1, 2000),
    }),
};

/**
 * jsdom lays nothing out: here the tenant column is 200 px wide and each month 96 px, in a box 500 px wide, and
 * the box remembers where it was scrolled to.
 */
function laidOut() {
  const scrolledTo = vi.fn();
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
    const index = this instanceof HTMLTableCellElement ? this.cellIndex : 0;
    return index === 0 ? 0 : 200 + (index - 1) * 96;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this instanceof HTMLTableCellElement ? (this.cellIndex === 0 ? 200 : 96) : 0;
  });
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(500);
  vi.spyOn(Element.prototype, 'scrollLeft', 'set').mockImplementation(scrolledTo);
  return scrolledTo;
}

describe('the completeness range', () => {
  it('shows the months the grid covers in the range fields, though the address names none', async () => {
    const fetch = signedInWith(['manage requests'], routes);
    renderApp('/completeness');
    await screen.findByRole('grid', {}, { timeout: 5000 });
    expect(screen.getByLabelText('From (month)')).toHaveValue('2025-12');
    expect(screen.getByLabelText('To (month)')).toHaveValue('2026-11');
    // The defaults are the server's: the address and the request still name no range.
    expect(callsTo(fetch, 'GET', '/api/v1/completeness')[0]?.searchParams.has('from')).toBe(false);
  });

  it('opens scrolled sideways to the newest month, at the right edge of the grid', async () => {
    const scrolledTo = laidOut();
    signedInWith(['manage requests'], routes);
    renderApp('/completeness');
    await screen.findByRole('grid', {}, { timeout: 5000 });
    // November 2026 (today's month) is the 12th column: its right edge, 200 + 12 × 96 = 1352, less the box's 500.
    await waitFor(() => expect(scrolledTo).toHaveBeenLastCalledWith(852));
  });
});
