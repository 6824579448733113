import type { TFileLink } from '@ledgerport/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { acme, asClient, captureDownloads, fileEntry, filesPath } from '../../../test/files-test-support.ts';

const entries = [
  fileEntry('Others/receipt.png', 2048),
  fileEntry('Others/return.pdf', 4096),
  fileEntry('Others/ledger.csv', 100),
  fileEntry('Others/books.xlsx', 9000),
];
const linkPath = `/api/v1/tenants/${acme.uuid}/files/link`;
const signed = (name: string) => `/api/v1/files/signed/${name}?sig=abc`;
const linkFor = (preview: TFileLink['preview'], path: string): TFileLink => ({
  url: signed(path.split('/').pop()!),
  expires_at: '2026-03-05T12:50:00.000Z',
  preview,
  content_type: 'application/octet-stream',
});
const previewOf: Record<string, TFileLink['preview']> = {
  'Others/receipt.png': 'image',
  'Others/return.pdf': 'pdf',
  'Others/ledger.csv': 'text',
  'Others/books.xlsx': 'none',
};

function setUp() {
  const linkRequests: unknown[] = [];
  const fetch = asClient(['view files'], {
    [`GET ${filesPath()}`]: () => json(200, { path: 'Others', entries, next_cursor: null }),
    [`POST ${linkPath}`]: ({ body }) => {
      linkRequests.push(body);
      const { path } = body as { path: string };
      return json(200, linkFor(previewOf[path]!, path));
    },
    'GET /api/v1/files/signed/ledger.csv': () =>
      new Response('date,amount\n2026-03-01,12.50\n', { headers: { 'Content-Type': 'text/csv' } }),
  });
  renderApp(`/index/company?company_uuid=${acme.uuid}&path=Others`);
  return { fetch, linkRequests };
}

const openPreview = async (name: string) => {
  await userEvent.click(await screen.findByRole('button', { name: `View ${name}` }, { timeout: 5000 }));
  return within(await screen.findByRole('dialog', { name: 'View File' }));
};

describe('View File', () => {
  it('shows an image itself, from an inline link', async () => {
    const { linkRequests } = setUp();
    const dialog = await openPreview('receipt.png');
    expect(await dialog.findByRole('img', { name: 'receipt.png' })).toHaveAttribute('src', signed('receipt.png'));
    expect(linkRequests).toEqual([{ path: 'Others/receipt.png', disposition: 'inline' }]);
    // The conversation about this file (issue 34) starts from here, tied to it.
    const about = await dialog.findByRole('link', { name: 'Message the firm about this' });
    expect(about.getAttribute('href')).toContain(`link_kind=FILE&link_uuid=${entries[0]!.id}`);
  });

  it("shows a PDF in the browser's own viewer", async () => {
    setUp();
    const dialog = await openPreview('return.pdf');
    const frame = await dialog.findByTitle('return.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', signed('return.pdf'));
  });

  it('shows text and CSV as plain text', async () => {
    setUp();
    const dialog = await openPreview('ledger.csv');
    const text = await dialog.findByText(/2026-03-01,12\.50/);
    expect(text.closest('pre')).not.toBeNull();
    expect(text.textContent).toContain('date,amount');
  });

  it('offers only a download for other types, and never an outside viewer', async () => {
    const clicked = captureDownloads();
    const { linkRequests } = setUp();
    const dialog = await openPreview('books.xlsx');
    expect(await dialog.findByText('This type of file cannot be shown here. Download it to open it.')).toBeVisible();
    expect(dialog.queryByRole('img')).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();

    await userEvent.click(dialog.getByRole('button', { name: 'Download' }));
    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    expect(linkRequests.at(-1)).toEqual({ path: 'Others/books.xlsx', disposition: 'attachment' });
  });

  it('says why when the link is refused', async () => {
    asClient(['view files'], {
      [`GET ${filesPath()}`]: () => json(200, { path: 'Others', entries, next_cursor: null }),
      [`POST ${linkPath}`]: () => apiError(404, 'NOT_FOUND'),
    });
    renderApp(`/index/company?company_uuid=${acme.uuid}&path=Others`);
    const dialog = await openPreview('return.pdf');
    expect(await dialog.findByText('What you were looking for could not be found.')).toBeVisible();
  });
});

describe('Download', () => {
  it('asks for an attachment link and hands it to the browser as a download', async () => {
    const clicked = captureDownloads();
    const { linkRequests } = setUp();
    await userEvent.click(await screen.findByRole('button', { name: 'Download return.pdf' }, { timeout: 5000 }));
    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    expect(linkRequests).toEqual([{ path: 'Others/return.pdf', disposition: 'attachment' }]);
    expect(clicked[0]).toEqual({ href: `http://localhost:3000${signed('return.pdf')}`, download: 'return.pdf' });
    // The temporary link is gone again.
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
