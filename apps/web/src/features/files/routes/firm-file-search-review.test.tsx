import type { TFirmSearchHit, TReviewStatus } from '@ledgerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { asStaff, callsTo, fileEntry } from '../../../test/files-test-support.ts';

const SEARCH = '/api/v1/files/search';
const harbour = { tenant_uuid: '7a000000-0000-4000-8000-000000000001', tenant_name: 'Harbour Freight LLC' };
const reviewPath = `/api/v1/tenants/${harbour.tenant_uuid}/documents/review`;
const march = { ...fileEntry('Bank Statements/chase-march.pdf', 2048), ...harbour } satisfies TFirmSearchHit;

/** The search answers with the file as the server last saved it; each review is recorded, and changes it. */
function firmWithOneFile(permissions: string[]) {
  let current: TFirmSearchHit = march;
  const reviews: unknown[] = [];
  const fetch = asStaff(permissions, {
    [`GET ${SEARCH}`]: () => json(200, { data: [current], truncated: false }),
    [`PUT ${reviewPath}`]: ({ body }) => {
      reviews.push(body);
      const { status, note } = body as { status: TReviewStatus; note?: string };
      current = { ...current, review_status: status, review_note: note ?? null };
      return json(200, { updated: 1 });
    },
  });
  return { fetch, reviews };
}

const resultRow = async () => within(await screen.findByRole('row', { name: /chase-march\.pdf/ }, { timeout: 5000 }));

describe('Find files: reviewing a result where it was found', () => {
  it('marks a found file reviewed in its own company, and the result shows it at once', async () => {
    const { reviews } = firmWithOneFile(['view files', 'review files']);
    renderApp('/files/search?q=chase');
    const row = await resultRow();
    expect(row.getByText('New')).toBeInTheDocument();

    await userEvent.click(row.getByRole('button', { name: 'Mark chase-march.pdf reviewed' }));
    await waitFor(() => expect(reviews).toEqual([{ ids: [march.id], status: 'REVIEWED' }]));
    expect(await screen.findByText('Status saved for 1 file.')).toBeInTheDocument();
    // Searched again: the row says Reviewed, and no longer offers to mark it so.
    const after = await resultRow();
    expect(await after.findByText('Reviewed')).toBeInTheDocument();
    expect(after.queryByRole('button', { name: 'Mark chase-march.pdf reviewed' })).not.toBeInTheDocument();
  });

  it('asks for the note a "Needs attention" carries to the client before sending it', async () => {
    const { reviews } = firmWithOneFile(['view files', 'review files']);
    renderApp('/files/search?q=chase');
    const row = await resultRow();
    const ui = userEvent.setup();
    await ui.click(row.getByRole('button', { name: 'Mark chase-march.pdf as needing attention…' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Review chase-march.pdf' }));
    expect(dialog.getByRole('radio', { name: 'Needs attention' })).toBeChecked();
    await ui.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Say what needs attention: the client reads this note')).toBeInTheDocument();
    expect(reviews).toEqual([]);

    await ui.type(dialog.getByRole('textbox', { name: /Note for the client/ }), 'Page 2 is missing.');
    await ui.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(reviews).toEqual([{ ids: [march.id], status: 'NEEDS_ATTENTION', note: 'Page 2 is missing.' }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await (await resultRow()).findByText('Needs attention')).toBeInTheDocument();
  });

  it("offers no review to staff without 'review files'", async () => {
    const { fetch } = firmWithOneFile(['view files']);
    renderApp('/files/search?q=chase');
    const row = await resultRow();
    expect(row.getByRole('button', { name: 'View chase-march.pdf' })).toBeInTheDocument();
    expect(row.queryByRole('button', { name: /reviewed|needing attention/ })).not.toBeInTheDocument();
    expect(callsTo(fetch, reviewPath)).toEqual([]);
  });

  it('opens the folder at the file: the address names it for the folder view to highlight', async () => {
    firmWithOneFile(['view files']);
    renderApp('/files/search?q=chase');
    const link = (await resultRow()).getByRole('link', { name: 'Open the folder of chase-march.pdf' });
    const folder = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(folder.searchParams.get('path')).toBe('Bank Statements');
    expect(folder.searchParams.get('file')).toBe('Bank Statements/chase-march.pdf');
  });
});
