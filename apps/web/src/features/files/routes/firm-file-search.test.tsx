import type { TFirmSearchHit } from '@ledgerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { asClient, asStaff, callsTo, fileEntry } from '../../../test/files-test-support.ts';

const SEARCH = '/api/v1/files/search';
const harbour = { tenant_uuid: '7a000000-0000-4000-8000-000000000001', tenant_name: 'Harbour Freight LLC' };
const hit = (path: string, overrides: Partial<TFirmSearchHit> = {}): TFirmSearchHit => ({
  ...fileEntry(path, 2048),
  ...harbour,
  ...overrides,
});
const deep = hit('Bank Statements/2026/March/chase-march.pdf', { uploaded_by: 'Hana Harbour' });
const answer =
  (data: TFirmSearchHit[], truncated = false) =>
  () =>
    json(200, { data, truncated });

describe('Find files (staff, every client)', () => {
  it('searches on Enter, keeps the search in the address and links each file to its company and folder', async () => {
    const fetch = asStaff(['view files'], {
      [`GET ${SEARCH}`]: ({ url }) => answer(url.searchParams.get('q') === 'chase' ? [deep] : [])(),
    });
    const { router } = renderApp('/files/search');
    expect(await screen.findByRole('heading', { name: 'Find files' }, { timeout: 5000 })).toBeVisible();
    // Nothing typed: the firm's newest files, which here are none.
    expect(await screen.findByText('No file matches this search.')).toBeInTheDocument();

    const ui = userEvent.setup();
    await ui.type(screen.getByRole('searchbox', { name: 'Search' }), 'chase{Enter}');
    const row = within(await screen.findByRole('row', { name: /chase-march\.pdf/ }));
    expect(callsTo(fetch, SEARCH).at(-1)?.searchParams.get('q')).toBe('chase');
    expect(router.state.location.search).toContain('q=chase');

    expect(row.getByText('Bank Statements / 2026 / March')).toBeInTheDocument();
    expect(row.getByText('Hana Harbour')).toBeInTheDocument();
    expect(row.getByText('New')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Harbour Freight LLC' })).toHaveAttribute(
      'href',
      `/app/index/company?company_uuid=${harbour.tenant_uuid}&company_name=Harbour+Freight+LLC`,
    );
    const folder = new URL(
      row.getByRole('link', { name: 'Open the folder of chase-march.pdf' }).getAttribute('href')!,
      'http://localhost',
    );
    expect(folder.searchParams.get('path')).toBe('Bank Statements/2026/March');
    expect(row.getByRole('button', { name: 'View chase-march.pdf' })).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Download chase-march.pdf' })).toBeInTheDocument();
  });

  it("opens with the address's search and filters, and says when only the first results are shown", async () => {
    const fetch = asStaff(['view files'], { [`GET ${SEARCH}`]: answer([deep], true) });
    renderApp('/files/search?q=march&review_status=NEW');
    expect(await screen.findByRole('searchbox', { name: 'Search' }, { timeout: 5000 })).toHaveValue('march');
    expect(await screen.findByText(/Showing the first 1 — refine your search/)).toBeInTheDocument();
    const asked = callsTo(fetch, SEARCH).at(-1)!;
    expect(asked.searchParams.get('q')).toBe('march');
    expect(asked.searchParams.get('review_status')).toBe('NEW');
  });

  it("shows a failed search as an error, with the reason in the user's words", async () => {
    asStaff(['view files'], { [`GET ${SEARCH}`]: () => apiError(403, 'FORBIDDEN') });
    renderApp('/files/search?q=x');
    expect(await screen.findByText('The search did not run', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('is in the sidebar of staff who may see files, and of nobody else', async () => {
    asStaff(['view files'], { [`GET ${SEARCH}`]: answer([]) });
    const first = renderApp('/files/search');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 5000 });
    expect(within(nav).getByRole('link', { name: 'Find files' })).toBeInTheDocument();
    first.unmount();

    asClient(['view files']);
    renderApp('/dashboard');
    const clientNav = await screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 5000 });
    await waitFor(() => expect(within(clientNav).queryByRole('link', { name: 'Find files' })).not.toBeInTheDocument());
  });
});
