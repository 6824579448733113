import type { TFileLink } from '@ledgerport/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { acme, asClient, asStaff, captureDownloads, fileEntry, filesPath } from '../../../test/files-test-support.ts';
import { waitFor } from '@testing-library/react';

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

describe("a file's record (issue 35)", () => {
  it("shows staff the file's record class and tax year, saves a change, and places a legal hold with a reason", async () => {
    const recordPath = `/api/v1/tenants/${acme.uuid}/documents/${entries[1]!.id}/record`;
    const record = { uuid: entries[1]!.id, record_class: 'OTHER', tax_year: null as number | null, held: false };
    const changes: unknown[] = [];
    const holds: unknown[] = [];
    asStaff(['view files', 'review files', 'manage retention'], {
      [`GET ${filesPath()}`]: () => json(200, { path: 'Others', entries, next_cursor: null }),
      [`POST ${linkPath}`]: ({ body }) => json(200, linkFor('pdf', (body as { path: string }).path)),
      [`GET ${recordPath}`]: () => json(200, record),
      [`PATCH ${recordPath}`]: ({ body }) => {
        changes.push(body);
        Object.assign(record, body);
        return json(200, { uuid: record.uuid, record_class: record.record_class, tax_year: record.tax_year });
      },
      [`POST /api/v1/tenants/${acme.uuid}/legal-holds`]: ({ body }) => {
        holds.push(body);
        record.held = true;
        return json(201, {
          uuid: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
          tenant_uuid: acme.uuid,
          document_uuid: entries[1]!.id,
          document_name: 'return.pdf',
          reason: 'Subpoena 24-118',
          held_by: null,
          held_at: '2026-11-30T09:00:00.000Z',
          released_at: null,
          released_by: null,
          release_reason: null,
        });
      },
    });
    renderApp(`/index/company?company_uuid=${acme.uuid}&path=Others`);
    const dialog = await openPreview('return.pdf');
    const panel = within(await dialog.findByRole('region', { name: 'Record' }));
    expect(panel.getByRole('button', { name: 'Save record' })).toBeDisabled();
    await userEvent.click(panel.getByRole('combobox', { name: 'Record class' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tax return copy' }));
    await userEvent.type(panel.getByRole('textbox', { name: 'Tax year' }), '2024');
    await userEvent.click(panel.getByRole('button', { name: 'Save record' }));
    await waitFor(() => expect(changes).toEqual([{ record_class: 'TAX_RETURN', tax_year: 2024 }]));
    // Read back: the saved values shown, nothing left to save.
    const region = () => within(dialog.getByRole('region', { name: 'Record' }));
    await waitFor(() => expect(region().getByRole('button', { name: 'Save record' })).toBeDisabled());
    expect(region().getByRole('combobox', { name: 'Record class' })).toHaveValue('Tax return copy');

    await userEvent.click(region().getByRole('button', { name: 'Place legal hold' }));
    expect(region().getByRole('button', { name: 'Place hold' })).toBeDisabled();
    await userEvent.type(region().getByRole('textbox', { name: /Reason/ }), 'Subpoena 24-118');
    await userEvent.click(region().getByRole('button', { name: 'Place hold' }));
    expect(await dialog.findByText('On legal hold')).toBeVisible();
    expect(holds).toEqual([{ document_uuid: entries[1]!.id, reason: 'Subpoena 24-118' }]);
  });

  it('shows a client no record panel', async () => {
    setUp();
    const dialog = await openPreview('return.pdf');
    await dialog.findByTitle('return.pdf');
    expect(dialog.queryByRole('region', { name: 'Record' })).toBeNull();
  });
});
