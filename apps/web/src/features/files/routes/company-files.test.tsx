import type { TFileEntry } from '@ledgerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { someTenant } from '../../../test/tenant-fixtures.ts';
import {
  acme,
  asClient,
  asStaff,
  callsTo,
  captureDownloads,
  fileEntry,
  filesPath,
  folderEntry,
} from '../../../test/files-test-support.ts';

const tree: Record<string, TFileEntry[]> = {
  '': [
    folderEntry('Bank Statements'),
    folderEntry('Others'),
    fileEntry('notes.txt', 1536),
    fileEntry('scan.pdf', 5 * 1024 ** 2 + 256 * 1024, { created: null, last_accessed: null }),
  ],
  'Bank Statements': [folderEntry('Bank Statements/2026'), fileEntry('Bank Statements/march.pdf', 2048)],
  'Bank Statements/2026': [fileEntry('Bank Statements/2026/april.pdf', 1024 ** 3)],
  Others: [],
};

/** Answers like the server: one folder's entries, filtered by name when searched. */
const listing = ({ url }: { url: URL }) => {
  const path = url.searchParams.get('path') ?? '';
  const search = (url.searchParams.get('search') ?? '').toLowerCase();
  const entries = tree[path];
  if (!entries) return apiError(404, 'NOT_FOUND');
  return json(200, {
    path,
    entries: entries.filter((entry) => entry.file.toLowerCase().includes(search)),
    next_cursor: null,
  });
};
const routes = { [`GET ${filesPath()}`]: listing };
const acmeAddress = `/index/company?company_uuid=${acme.uuid}&company_name=Acme+Bakery+LLC`;
const folderTrail = () => within(screen.getByRole('navigation', { name: 'Folders' }));
const rowOf = (name: string) => within(screen.getByRole('row', { name: new RegExp(name) }));

describe('folder and file list', () => {
  it('lists the folder: sizes base 1024, Dir for folders, view and download for files, — where no time is kept', async () => {
    const fetch = asStaff(['view files'], routes);
    renderApp(acmeAddress);
    expect(await screen.findByRole('heading', { name: 'Folder and File List' }, { timeout: 5000 })).toBeVisible();
    expect(await screen.findByText('notes.txt')).toBeInTheDocument();

    expect(callsTo(fetch, filesPath())[0]?.searchParams.get('path')).toBe('');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    // The first column holds the "select all" box; Created and Last Accessed show on wide screens only (CSS).
    expect(headers).toEqual(['', '#', 'File', 'Size', 'Created', 'Modified', 'Last Accessed', 'Status', 'Action']);
    expect(screen.getAllByRole('row')).toHaveLength(5);

    const folder = rowOf('Bank Statements');
    expect(folder.getByText('1')).toBeInTheDocument();
    expect(folder.getByText('Dir')).toBeInTheDocument();
    expect(folder.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();

    const text = rowOf('notes.txt');
    expect(text.getByText('1.50 KB')).toBeInTheDocument();
    expect(text.getByText('03/05/2026', { exact: false })).toBeInTheDocument();
    expect(text.getByRole('button', { name: 'View notes.txt' })).toBeInTheDocument();
    expect(text.getByRole('button', { name: 'Download notes.txt' })).toBeInTheDocument();

    const pdf = rowOf('scan.pdf');
    expect(pdf.getByText('5.25 MB')).toBeInTheDocument();
    expect(pdf.getAllByText('—')).toHaveLength(2);

    // The root of the folder trail is the company; staff came from the tenant list.
    expect(folderTrail().getByText('Acme Bakery LLC')).toHaveAttribute('aria-current', 'location');
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByRole('link', { name: 'Tenant List' })).toHaveAttribute('href', '/app/tenant/info');
  });

  it('opens a folder on click and on Enter, keeps it in the address, and the trail goes back level by level', async () => {
    const ui = userEvent.setup();
    const fetch = asStaff(['view files'], routes);
    const { router } = renderApp(acmeAddress);
    await screen.findByText('notes.txt', {}, { timeout: 5000 });

    // A click anywhere on the folder's row opens it.
    await ui.click(rowOf('Bank Statements').getByText('Dir'));
    expect(await screen.findByText('march.pdf')).toBeInTheDocument();
    expect(callsTo(fetch, filesPath()).at(-1)?.searchParams.get('path')).toBe('Bank Statements');
    expect(new URLSearchParams(router.state.location.search).get('path')).toBe('Bank Statements');

    // The keyboard way: the folder's name is a link.
    screen.getByRole('link', { name: 'Open folder 2026' }).focus();
    await ui.keyboard('{Enter}');
    expect(await screen.findByText('april.pdf')).toBeInTheDocument();
    expect(callsTo(fetch, filesPath()).at(-1)?.searchParams.get('path')).toBe('Bank Statements/2026');
    expect(rowOf('april.pdf').getByText('1.00 GB')).toBeInTheDocument();
    expect(folderTrail().getByText('2026')).toHaveAttribute('aria-current', 'location');

    // Clicking a level of the trail drops the levels after it.
    await ui.click(folderTrail().getByRole('link', { name: 'Bank Statements' }));
    expect(await screen.findByText('march.pdf')).toBeInTheDocument();
    expect(folderTrail().queryByText('2026')).not.toBeInTheDocument();
    await ui.click(folderTrail().getByRole('link', { name: /Acme Bakery LLC/ }));
    expect(await screen.findByText('notes.txt')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('path')).toBeNull();

    // Back returns to the folder opened before.
    await router.navigate(-1);
    expect(await screen.findByText('march.pdf')).toBeInTheDocument();
  });

  it('downloads the folder on screen as one zip and says how much is coming', async () => {
    const clicked = captureDownloads();
    const zipPath = `/api/v1/tenants/${acme.uuid}/files/zip-link`;
    const asked: unknown[] = [];
    asClient(['view files'], {
      ...routes,
      [`POST ${zipPath}`]: ({ body }) => {
        asked.push(body);
        const link = {
          url: '/api/v1/files/zip?token=z',
          expires_at: new Date().toISOString(),
          file_name: 'Bank Statements.zip',
          files: 2,
          bytes: 3 * 1024 ** 2,
        };
        return json(200, link);
      },
    });
    renderApp(`${acmeAddress}&path=Bank+Statements`);
    await userEvent.click(await screen.findByRole('button', { name: 'Download folder as zip' }, { timeout: 5000 }));
    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    expect(asked).toEqual([{ paths: ['Bank Statements'] }]);
    expect(clicked[0]).toEqual({
      href: 'http://localhost:3000/api/v1/files/zip?token=z',
      download: 'Bank Statements.zip',
    });
    expect(await screen.findByText(/Your zip of 2 files \(3(\.0+)? MB\) is downloading\./)).toBeVisible();
  });

  it('opens the folder named in the address on a reload', async () => {
    const fetch = asStaff(['view files'], routes);
    renderApp(`${acmeAddress}&path=Bank+Statements%2F2026`);
    expect(await screen.findByText('april.pdf', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(callsTo(fetch, filesPath())).toHaveLength(1);
    expect(folderTrail().getByRole('link', { name: 'Bank Statements' })).toBeInTheDocument();
  });

  it('searches the folder once typing pauses for 300 ms', async () => {
    const ui = userEvent.setup();
    const fetch = asStaff(['view files'], routes);
    const { router } = renderApp(acmeAddress);
    await screen.findByText('notes.txt', {}, { timeout: 5000 });

    await ui.type(screen.getByRole('searchbox', { name: 'Search' }), 'scan');
    await waitFor(() => expect(screen.queryByText('notes.txt')).not.toBeInTheDocument());
    expect(screen.getByText('scan.pdf')).toBeInTheDocument();
    const searched = callsTo(fetch, filesPath()).filter((url) => url.searchParams.has('search'));
    expect(searched.map((url) => url.searchParams.get('search'))).toEqual(['scan']);
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('scan');
  });

  it('draws only the rows near the viewport of a 10,000-entry folder', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) => fileEntry(`file-${String(i + 1).padStart(5, '0')}.pdf`, i));
    asStaff(['view files'], {
      [`GET ${filesPath()}`]: () => json(200, { path: '', entries: many, next_cursor: null }),
    });
    renderApp(acmeAddress);
    expect(await screen.findByText('file-00001.pdf', {}, { timeout: 5000 })).toBeInTheDocument();

    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    const drawn = within(table).getAllByRole('row');
    expect(drawn.length).toBeGreaterThan(5);
    expect(drawn.length).toBeLessThan(100);
    expect(screen.queryByText('file-10000.pdf')).not.toBeInTheDocument();
    // The rows not drawn still take their space, so the page scrolls as far as the whole folder.
    const spacer = table.querySelector('tr[aria-hidden]') as HTMLElement;
    expect(parseInt(spacer.style.height, 10)).toBeGreaterThan(400_000);
  });

  it('loads a large folder page by page: the next by keyboard or as the list is scrolled to its end', async () => {
    const file = (i: number) => fileEntry(`file-${String(i).padStart(5, '0')}.pdf`, i);
    const pageOf = (from: number, size: number, next: string | null) =>
      json(200, { path: '', entries: Array.from({ length: size }, (_, i) => file(from + i)), next_cursor: next });
    const fetch = asStaff(['view files'], {
      [`GET ${filesPath()}`]: ({ url }) =>
        ({ p2: pageOf(201, 200, 'p3'), p3: pageOf(401, 100, null) })[url.searchParams.get('cursor') ?? ''] ??
        pageOf(1, 200, 'p2'),
    });
    const ui = userEvent.setup();
    renderApp(acmeAddress);
    expect(await screen.findByText('file-00001.pdf', {}, { timeout: 5000 })).toBeInTheDocument();
    const table = screen.getByRole('table');
    // How many rows the folder holds is not known while pages are still to come.
    expect(table).toHaveAttribute('aria-rowcount', '-1');
    expect(callsTo(fetch, filesPath())).toHaveLength(1);

    screen.getByRole('button', { name: 'Show more' }).focus();
    await ui.keyboard('{Enter}');
    await waitFor(() => expect(callsTo(fetch, filesPath()).at(-1)?.searchParams.get('cursor')).toBe('p2'));

    // Scrolling to the end of the loaded rows asks for the next page by itself.
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 400 * 44 });
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '501'));
    expect(callsTo(fetch, filesPath()).map((url) => url.searchParams.get('cursor'))).toEqual([null, 'p2', 'p3']);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('shows Upload File and Users only to those allowed', async () => {
    asStaff(['view files'], routes);
    const { unmount } = renderApp(acmeAddress);
    await screen.findByText('notes.txt', {}, { timeout: 5000 });
    expect(screen.queryByRole('link', { name: 'Upload File' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    unmount();

    asStaff(['view files', 'upload files', 'view tenant user'], routes);
    renderApp(acmeAddress);
    expect(await screen.findByRole('link', { name: 'Upload File' })).toHaveAttribute(
      'href',
      `/app/upload/company/files?company_uuid=${acme.uuid}&company_name=Acme+Bakery+LLC`,
    );
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute(
      'href',
      `/app/tenant/user/info?company_uuid=${acme.uuid}`,
    );
  });

  it('shows Sale Tax and Payroll only to those allowed, each leading to that company', async () => {
    asClient(['view files'], routes);
    const { unmount } = renderApp(acmeAddress);
    await screen.findByText('notes.txt', {}, { timeout: 5000 });
    // The page's own buttons, not the company's links in the sidebar.
    const page = () => within(screen.getByRole('main'));
    expect(page().queryByRole('link', { name: 'Sale Tax' })).not.toBeInTheDocument();
    expect(page().queryByRole('link', { name: 'Payroll' })).not.toBeInTheDocument();
    unmount();

    asClient(['view files', 'view sales tax', 'view payroll'], routes);
    renderApp(acmeAddress);
    await screen.findByText('notes.txt', {}, { timeout: 5000 });
    expect(page().getByRole('link', { name: 'Sale Tax' })).toHaveAttribute(
      'href',
      `/app/tenant/get/sales/tax/list?company_uuid=${acme.uuid}`,
    );
    expect(page().getByRole('link', { name: 'Payroll' })).toHaveAttribute(
      'href',
      `/app/tenant/get/payroll/list?company_uuid=${acme.uuid}`,
    );
  });

  it("names a client's company from their membership and leads them back to the dashboard", async () => {
    const fetch = asClient(['view files'], routes);
    renderApp(`/index/company?company_uuid=${acme.uuid}`);
    await screen.findByText('notes.txt', {}, { timeout: 5000 });
    expect(folderTrail().getByText('Acme Bakery LLC')).toBeInTheDocument();
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/app/dashboard');
    expect(breadcrumb.queryByRole('link', { name: 'Tenant List' })).not.toBeInTheDocument();
    expect(callsTo(fetch, `/api/v1/tenants/${acme.uuid}`)).toHaveLength(0);
  });

  it('asks for the company name when staff arrive without it', async () => {
    const birch = someTenant(7, { name: 'Birch Tools Inc' });
    const fetch = asStaff(['view files'], {
      [`GET ${filesPath(birch.uuid)}`]: listing,
      [`GET /api/v1/tenants/${birch.uuid}`]: () => json(200, birch),
    });
    renderApp(`/index/company?company_uuid=${birch.uuid}`);
    await screen.findByText('notes.txt', {}, { timeout: 5000 });
    expect(await folderTrail().findByText('Birch Tools Inc')).toBeInTheDocument();
    expect(callsTo(fetch, `/api/v1/tenants/${birch.uuid}`)).toHaveLength(1);
  });

  it.each([
    [400, 'PATH_REFUSED', 'This file or folder path is not allowed.'],
    [404, 'NOT_FOUND', 'What you were looking for could not be found.'],
    [503, 'STORAGE_UNAVAILABLE', "The client's file storage cannot be reached right now. Please try again later."],
  ])('shows a %d %s in a red alert, in the user language', async (status, code, text) => {
    asStaff(['view files'], { [`GET ${filesPath()}`]: () => apiError(status, code) });
    renderApp(`${acmeAddress}&path=..%2Fother`);
    expect(await screen.findByText(text, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
