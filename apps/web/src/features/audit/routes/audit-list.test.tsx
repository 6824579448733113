import type { TAuditEvent } from '@ledgerport/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { json } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { envelope, signedInWith } from '../../../test/users-and-roles.ts';
import { callsTo } from '../../../test/tenant-user-fixtures.ts';

const ACME = '7d1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const BETA = 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d';
const ALICE = '4f1e2d3c-6b5a-4978-8c6d-2e1f0a9b8c7d';

const event = (n: number, overrides: Partial<TAuditEvent> = {}): TAuditEvent => ({
  id: `50000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  at: '2026-05-04T14:30:00.000Z',
  action: 'FILE_DOWNLOAD',
  result: 'OK',
  actor: { uuid: ALICE, name: 'Alice Owner', email: 'alice@acme.example' },
  tenant: { uuid: ACME, name: 'Acme Bakery LLC' },
  target: `Bank Statements/statement-${n}.pdf`,
  target_name: null,
  ip: '203.0.113.7',
  user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)',
  detail: null,
  changes: null,
  ...overrides,
});
const events = [
  event(1),
  event(2, { action: 'FOLDER_LIST', result: 'DENIED', detail: 'PATH_REFUSED', target: '../../etc' }),
  event(3, { actor: null, tenant: null, ip: null, action: 'FILE_UPLOAD' }),
];

const CSV_NAME = 'audit-2026-05-01-2026-05-31.csv';
const routes = {
  'GET /api/v1/audit': ({ url }: { url: URL }) => {
    const action = url.searchParams.get('action');
    const matching = events.filter((e) => !action || e.action === action);
    return json(
      200,
      envelope(matching, Number(url.searchParams.get('page')), Number(url.searchParams.get('per_page'))),
    );
  },
  'GET /api/v1/audit/export.csv': () =>
    new Response('\uFEFFat_utc,action\r\n', {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${CSV_NAME}"`,
      },
    }),
  'GET /api/v1/tenants': ({ url }: { url: URL }) => {
    const all = [
      { uuid: ACME, name: 'Acme Bakery LLC' },
      { uuid: BETA, name: 'Beta Books' },
    ];
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    return json(
      200,
      envelope(
        all.filter((t) => t.name.toLowerCase().includes(search)),
        1,
        100,
      ),
    );
  },
  'GET /api/v1/users': () => json(200, envelope([], 1, 100)),
};

afterEach(() => vi.restoreAllMocks());

describe('audit trail', () => {
  it('lists who did what to which file, with the translated action and result', async () => {
    signedInWith(['view audit trail', 'view tenant', 'view user'], routes);
    renderApp('/audit');
    expect(await screen.findByRole('heading', { name: 'Audit Trail' }, { timeout: 5000 })).toBeInTheDocument();

    const download = within(await screen.findByRole('row', { name: /statement-1\.pdf/ }));
    expect(download.getByText('Alice Owner')).toBeInTheDocument();
    expect(download.getByText('alice@acme.example')).toBeInTheDocument();
    expect(download.getByText('Acme Bakery LLC')).toBeInTheDocument();
    expect(download.getByText('Download')).toBeInTheDocument();
    expect(download.getByText('Succeeded')).toBeInTheDocument();
    expect(download.getByText('203.0.113.7')).toBeInTheDocument();

    const denied = within(screen.getByRole('row', { name: /\.\.\/\.\.\/etc/ }));
    expect(denied.getByText('Folder opened')).toBeInTheDocument();
    expect(denied.getByText('Denied')).toBeInTheDocument();
    // Why, in words: the code the trail stores is for the export.
    expect(denied.getByText('This file or folder path is not allowed.')).toBeInTheDocument();
    expect(denied.queryByText('PATH_REFUSED')).not.toBeInTheDocument();

    // An event whose user and tenant were deleted since still shows.
    expect(within(screen.getByRole('row', { name: /statement-3\.pdf/ })).getAllByText('Unknown')).toHaveLength(3);
  });

  it('sends each filter change to the server and keeps it in the address', async () => {
    const ui = userEvent.setup();
    const fetch = signedInWith(['view audit trail', 'view tenant', 'view user'], routes);
    // On page 2 (empty: three events fit on one page); any filter change goes back to page 1.
    const { router } = renderApp('/audit?page=2');
    await waitFor(() => expect(callsTo(fetch, 'GET', '/api/v1/audit')).toHaveLength(1), { timeout: 5000 });

    await ui.click(screen.getByLabelText('Action', { selector: 'input' }));
    await ui.click(await screen.findByRole('option', { name: 'Upload' }));
    expect(await screen.findByRole('row', { name: /statement-3\.pdf/ })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(callsTo(fetch, 'GET', '/api/v1/audit').at(-1)?.searchParams.get('action')).toBe('FILE_UPLOAD');

    fireEvent.change(screen.getByLabelText('From (day)'), { target: { value: '2026-05-01' } });
    await waitFor(() =>
      expect(callsTo(fetch, 'GET', '/api/v1/audit').at(-1)?.searchParams.get('from')).toBe('2026-05-01'),
    );

    await ui.type(screen.getByLabelText('Tenant', { selector: 'input' }), 'beta');
    await waitFor(() =>
      expect(callsTo(fetch, 'GET', '/api/v1/tenants').at(-1)?.searchParams.get('search')).toBe('beta'),
    );
    await ui.click(await screen.findByRole('option', { name: 'Beta Books' }));

    await waitFor(() => {
      const last = callsTo(fetch, 'GET', '/api/v1/audit').at(-1)!;
      expect(Object.fromEntries(last.searchParams)).toEqual({
        page: '1',
        per_page: '20',
        action: 'FILE_UPLOAD',
        from: '2026-05-01',
        tenant_uuid: BETA,
      });
    });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      action: 'FILE_UPLOAD',
      from: '2026-05-01',
      tenant_uuid: BETA,
    });
  });

  it('exports the CSV with the same search and filters, under the name the server gives', async () => {
    const ui = userEvent.setup();
    // jsdom has no object URLs: stand in for the browser's, and put back whatever was there.
    const createObjectURL = vi.fn(() => 'blob:audit');
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Object.assign(URL, original);
    });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const fetch = signedInWith(['view audit trail'], routes);
    renderApp(`/audit?action=FILE_DOWNLOAD&from=2026-05-01&to=2026-05-31&tenant_uuid=${ACME}&search=statement&page=2`);
    await ui.click(await screen.findByRole('button', { name: 'Export CSV' }, { timeout: 5000 }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    const [url] = callsTo(fetch, 'GET', '/api/v1/audit/export.csv');
    expect(Object.fromEntries(url!.searchParams)).toEqual({
      search: 'statement',
      tenant_uuid: ACME,
      from: '2026-05-01',
      to: '2026-05-31',
      action: 'FILE_DOWNLOAD',
    });
    const init = fetch.mock.calls.find(([input]) => String(input).includes('export.csv'))?.[1];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer stored-token');
    expect(clicked[0]).toHaveAttribute('download', CSV_NAME);
    expect(clicked[0]).toHaveAttribute('href', 'blob:audit');
    expect(await (createObjectURL.mock.calls[0] as unknown as [Blob])[0].text()).toContain('at_utc,action');
  });

  it('is hidden from staff without view audit trail, and asks the server nothing', async () => {
    const fetch = signedInWith(['view tenant'], routes);
    renderApp('/audit');
    expect(await screen.findByRole('heading', { name: 'Access denied' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Audit Trail' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(callsTo(fetch, 'GET', '/api/v1/audit')).toHaveLength(0);
  });

  it('shows the entry in the menu to staff holding the permission', async () => {
    signedInWith(['view audit trail'], routes);
    renderApp('/audit');
    expect((await screen.findAllByRole('link', { name: 'Audit Trail' }, { timeout: 5000 }))[0]).toHaveAttribute(
      'href',
      '/app/audit',
    );
  });
});
