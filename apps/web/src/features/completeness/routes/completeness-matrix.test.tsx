import type { TCompletenessCell, TCompletenessRow, TDocumentRequest } from '@ledgerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { envelope, signedInWith } from '../../../test/users-and-roles.ts';
import { callsTo } from '../../../test/tenant-user-fixtures.ts';

const ACME = '7d1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const BETA = 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d';
const OPEN_ID = '60000000-0000-4000-8000-000000000001';
const DONE_ID = '60000000-0000-4000-8000-000000000002';
const ENVELOPE_ID = '60000000-0000-4000-8000-000000000003';

const cell = (status: TCompletenessCell[4], expected = 0, submitted = 0, done = 0, overdue = 0): TCompletenessCell => [
  expected,
  submitted,
  done,
  overdue,
  status,
];
const rows: TCompletenessRow[] = [
  {
    tenant_uuid: ACME,
    tenant_name: 'Acme Bakery LLC',
    responsible: { uuid: '4f1e2d3c-6b5a-4978-8c6d-2e1f0a9b8c7d', name: 'Sam Staff' },
    cells: [cell('COMPLETE', 2, 0, 2), cell('OVERDUE', 2, 0, 1, 1)],
  },
  {
    tenant_uuid: BETA,
    tenant_name: 'Beta Books',
    responsible: null,
    cells: [cell('NOT_EXPECTED'), cell('MISSING', 1)],
  },
];
const request = (uuid: string, overrides: Partial<TDocumentRequest>): TDocumentRequest => ({
  uuid,
  tenant_uuid: ACME,
  series_uuid: null,
  title: 'Bank statement',
  description: '',
  kind: 'BANK_STATEMENT',
  period_start: '2026-02-01',
  period_end: '2026-02-28',
  due_on: '2026-03-20',
  fulfilled_by: null,
  received_outside: null,
  status: 'OPEN',
  overdue: true,
  return_note: null,
  submitted_at: null,
  decided_at: null,
  documents: [],
  revision: 1,
  created_at: '2026-02-01T00:00:00.000Z',
  updated_at: '2026-02-01T00:00:00.000Z',
  ...overrides,
});

const routes = (nudge = () => json(200, { recipients: 2, requests: 1 })) => ({
  'GET /api/v1/completeness': () =>
    json(200, {
      range: { from: '2026-01', to: '2026-02' },
      periods: [
        { key: '2026-01', start: '2026-01-01', end: '2026-01-31' },
        { key: '2026-02', start: '2026-02-01', end: '2026-02-28' },
      ],
      today: '2026-11-26',
      ...envelope(rows, 1, 2000),
    }),
  'GET /api/v1/completeness/cell': () =>
    json(200, {
      data: [
        request(OPEN_ID, {}),
        request(DONE_ID, { title: 'Sales tax return', kind: 'SALES_TAX', status: 'DONE', overdue: false }),
      ],
      envelopes: [
        {
          uuid: ENVELOPE_ID,
          tenant_uuid: ACME,
          title: 'Engagement letter',
          status: 'sent',
          due_date: '2026-02-15',
          signers: 2,
          signed: 1,
          overdue: false,
        },
      ],
    }),
  'POST /api/v1/tenants/7d1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b/requests/nudge': nudge,
  'GET /api/v1/users': () =>
    json(200, envelope([{ id: '4f1e2d3c-6b5a-4978-8c6d-2e1f0a9b8c7d', name: 'Sam Staff' }], 1, 100)),
});

afterEach(() => vi.restoreAllMocks());

const openMatrix = async () => {
  renderApp('/completeness');
  return screen.findByRole('grid', { name: 'Completeness by tenant and period' }, { timeout: 5000 });
};

describe('completeness matrix', () => {
  it('shows each cell as an icon and figures on its colour, named in words, with a legend', async () => {
    signedInWith(['manage requests', 'view user'], routes());
    const grid = await openMatrix();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Tenant', 'Jan 2026', 'Feb 2026']);
    const overdue = within(grid).getByRole('gridcell', {
      name: 'Acme Bakery LLC, Feb 2026: Overdue, 1/2 received',
    });
    expect(overdue).toHaveTextContent('1/2');
    expect(overdue.querySelector('svg')).not.toBeNull();
    expect(within(grid).getByRole('gridcell', { name: 'Beta Books, Jan 2026: Nothing expected, 0/0 received' }));
    expect(within(grid).getByRole('rowheader', { name: /Acme Bakery LLC/ })).toHaveTextContent('Sam Staff');
    const legend = screen.getByRole('list', { name: 'Legend' });
    for (const text of ['Complete', 'Partly received', 'Missing', 'Overdue', 'Nothing expected']) {
      expect(within(legend).getByText(text)).toBeInTheDocument();
    }
    expect(within(legend).getByText(/^Signatures due in the period count too/)).toBeInTheDocument();
    expect(screen.getByText('2 tenants')).toBeInTheDocument();
  });

  it('moves through the cells with the arrow keys; Enter opens the items, and Nudge tells the open ones', async () => {
    const ui = userEvent.setup();
    const fetch = signedInWith(['manage requests', 'view user'], routes());
    const grid = await openMatrix();
    const first = within(grid).getByRole('gridcell', { name: /^Acme Bakery LLC, Jan 2026/ });
    expect(first).toHaveAttribute('tabindex', '0');
    first.focus();
    await ui.keyboard('{ArrowDown}');
    expect(within(grid).getByRole('gridcell', { name: /^Beta Books, Jan 2026/ })).toHaveFocus();
    await ui.keyboard('{ArrowRight}{ArrowUp}');
    expect(within(grid).getByRole('gridcell', { name: /^Acme Bakery LLC, Feb 2026/ })).toHaveFocus();
    await ui.keyboard('{Enter}');

    const panel = await screen.findByRole('dialog', { name: 'Acme Bakery LLC, Feb 2026' });
    expect(callsTo(fetch, 'GET', '/api/v1/completeness/cell').at(-1)?.search).toBe(`?tenant_id=${ACME}&period=2026-02`);
    const link = await within(panel).findByRole('link', { name: 'Bank statement' });
    expect(link).toHaveAttribute('href', `/app/tenant/requests?company_uuid=${ACME}&request=${OPEN_ID}`);
    expect(within(panel).getByText('Overdue')).toBeInTheDocument();
    expect(within(panel).getByText('Done')).toBeInTheDocument();
    // The cell's envelopes, with how far each got; staff open them among the company's signatures.
    expect(within(panel).getByRole('heading', { name: 'Signatures' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Engagement letter' })).toHaveAttribute(
      'href',
      `/app/tenant/signatures?company_uuid=${ACME}`,
    );
    expect(within(panel).getByText('1 of 2 signed')).toBeInTheDocument();

    await ui.click(within(panel).getByRole('button', { name: 'Nudge about 1 open item' }));
    expect(await within(panel).findByText('Reminder sent to 2 people about 1 open items.')).toBeInTheDocument();
    const [call] = fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(call![1]!.body))).toEqual({ request_ids: [OPEN_ID] });
  });

  it('says in the user’s words why a nudge was refused', async () => {
    const ui = userEvent.setup();
    signedInWith(
      ['manage requests'],
      routes(() => apiError(409, 'REQUEST_STATE')),
    );
    const grid = await openMatrix();
    await ui.click(within(grid).getByRole('gridcell', { name: /^Acme Bakery LLC, Feb 2026/ }));
    const panel = await screen.findByRole('dialog');
    await ui.click(await within(panel).findByRole('button', { name: /Nudge about/ }));
    const alert = await within(panel).findByRole('alert');
    expect(alert).not.toHaveTextContent('English server text');
    expect(alert.textContent).not.toBe('');
  });

  it('sends the filters to the server and keeps them in the address', async () => {
    const ui = userEvent.setup();
    const fetch = signedInWith(['manage requests', 'view user'], routes());
    const { router } = renderApp('/completeness?granularity=quarter');
    await screen.findByRole('grid', {}, { timeout: 5000 });
    expect(callsTo(fetch, 'GET', '/api/v1/completeness')[0]?.searchParams.get('granularity')).toBe('quarter');

    await ui.click(screen.getByLabelText('Responsible', { selector: 'input' }));
    await ui.click(await screen.findByRole('option', { name: 'My clients' }));
    await ui.click(screen.getByLabelText('Cell status', { selector: 'input' }));
    await ui.click(await screen.findByRole('option', { name: 'Overdue' }));
    await ui.click(screen.getByLabelText('Type', { selector: 'input' }));
    await ui.click(await screen.findByRole('option', { name: 'Signatures' }));
    await ui.type(screen.getByLabelText('Tenant name'), 'acme');
    await waitFor(() =>
      expect(Object.fromEntries(callsTo(fetch, 'GET', '/api/v1/completeness').at(-1)!.searchParams)).toEqual({
        granularity: 'quarter',
        responsible: 'mine',
        status: 'OVERDUE',
        kind: 'SIGNATURE',
        search: 'acme',
        page: '1',
        per_page: '2000',
      }),
    );
    expect(new URLSearchParams(router.state.location.search).get('responsible')).toBe('mine');
  });

  it('exports the filtered grid as CSV or XLSX', async () => {
    const ui = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:completeness');
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    try {
      const fetch = signedInWith(['manage requests'], {
        ...routes(),
        'GET /api/v1/completeness/export': () =>
          new Response('x', {
            status: 200,
            headers: { 'Content-Disposition': 'attachment; filename="completeness-2026-01-2026-02.xlsx"' },
          }),
      });
      renderApp('/completeness?kind=SALES_TAX');
      await screen.findByRole('grid', {}, { timeout: 5000 });
      await ui.click(screen.getByRole('button', { name: 'Export XLSX' }));
      await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
      expect(Object.fromEntries(callsTo(fetch, 'GET', '/api/v1/completeness/export')[0]!.searchParams)).toEqual({
        granularity: 'month',
        kind: 'SALES_TAX',
        format: 'xlsx',
      });
    } finally {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    }
  });
});
