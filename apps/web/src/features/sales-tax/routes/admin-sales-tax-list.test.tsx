import type { TSalesTax } from '@ledgerport/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '../../../test/fake-api.ts';
import { clientUser, staffUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { envelope } from '../../../test/users-and-roles.ts';
import { callsTo, signedInAs } from '../../../test/tenant-user-fixtures.ts';
import { someSalesTax } from '../sales-tax-fixtures.ts';

const ui = userEvent.setup({ delay: null });
const LIST = '/api/v1/sales-tax';
const MAY_UPDATE = ['view sales tax', 'update sales tax'];
const submitted = someSalesTax(1, { tenant_name: 'Birch Tools Inc' });
const processed = someSalesTax(2, {
  tenant_name: 'Dune Retail',
  payable_tax_amount: '1234.50',
  process_date: '2026-04-10',
  sale_tax_status: 'PROCESSED',
});
const superseded = someSalesTax(3, { tenant_name: 'Cedar Farms', sale_tax_status: 'SUPERSEDED' });
const many = [submitted, processed, superseded, ...Array.from({ length: 22 }, (_, i) => someSalesTax(i + 4))];

/** Answers like the server: filtered by tenant name, paged. */
const listing =
  (rows: () => TSalesTax[]) =>
  ({ url }: { url: URL }) => {
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const matching = rows().filter((row) => row.tenant_name.toLowerCase().includes(search));
    return json(
      200,
      envelope(matching, Number(url.searchParams.get('page')), Number(url.searchParams.get('per_page'))),
    );
  };
const rowOf = (tenant: string) => within(screen.getByRole('row', { name: new RegExp(tenant) }));
const dialog = () => within(screen.getByRole('dialog', { name: 'Send Update Info to Tenant' }));

describe('admin sales tax list', () => {
  it("lists every tenant's records 20 a page, with the tenant, the action column and the way back to the tenants", async () => {
    const fetch = signedInAs(staffUser, MAY_UPDATE, { [`GET ${LIST}`]: listing(() => many) });
    renderApp('/admin/get/sales/tax/list');
    expect(await screen.findByRole('heading', { name: 'Sales Tax List' }, { timeout: 5000 })).toBeVisible();
    expect(await screen.findByText('Showing 1–20 of 25')).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', LIST)[0]?.searchParams.get('per_page')).toBe('20');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      '#',
      'Tenant Name',
      'Sale Amount',
      'Collected Tax Amount',
      'Payable Tax Amount',
      'Sale Month Date',
      'Submitted Date',
      'Process Date',
      'Status',
      'Action',
    ]);
    expect(
      rowOf('Birch Tools Inc').getByRole('button', { name: 'Edit the sales tax of Birch Tools Inc for March 2026' }),
    ).toBeVisible();
    // A superseded record can no longer be updated.
    expect(rowOf('Cedar Farms').queryByRole('button')).not.toBeInTheDocument();
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByRole('link', { name: 'Tenant List' })).toHaveAttribute('href', '/app/tenant/info');
  });

  it("leaves out Edit for staff without 'update sales tax'", async () => {
    signedInAs(staffUser, ['view sales tax'], { [`GET ${LIST}`]: listing(() => many) });
    renderApp('/admin/get/sales/tax/list');
    await screen.findByText('Showing 1–20 of 25', {}, { timeout: 5000 });
    expect(screen.queryByRole('columnheader', { name: 'Action' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it('searches once typing pauses for 300 ms, from page 1', async () => {
    const fetch = signedInAs(staffUser, ['view sales tax'], { [`GET ${LIST}`]: listing(() => many) });
    const { router } = renderApp('/admin/get/sales/tax/list?page=2');
    await screen.findByText('Showing 21–25 of 25', {}, { timeout: 5000 });
    await ui.type(screen.getByRole('searchbox', { name: 'Search' }), 'birch');
    expect(await screen.findByText('Birch Tools Inc')).toBeVisible();
    expect(screen.getByText('Showing 1–1 of 1')).toBeVisible();
    const searched = callsTo(fetch, 'GET', LIST).filter((url) => url.searchParams.has('search'));
    expect(searched.map((url) => url.searchParams.get('search'))).toEqual(['birch']);
    expect(searched[0]?.searchParams.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?search=birch');
  });

  it('updates a record through the modal: both fields required, then the toast and a fresh list', async () => {
    let rows = many;
    let sent: unknown;
    const fetch = signedInAs(staffUser, MAY_UPDATE, {
      [`GET ${LIST}`]: listing(() => rows),
      [`PATCH ${LIST}/${submitted.uuid}`]: ({ body }) => {
        sent = body;
        const updated = { ...submitted, payable_tax_amount: '99.10', process_date: '2026-04-15' } as TSalesTax;
        updated.sale_tax_status = 'PROCESSED';
        rows = rows.map((row) => (row.uuid === updated.uuid ? updated : row));
        return json(200, updated);
      },
    });
    renderApp('/admin/get/sales/tax/list');
    await ui.click(await screen.findByRole('button', { name: /^Edit the sales tax of Birch/ }, { timeout: 5000 }));
    expect(
      dialog().getByText('Birch Tools Inc, March 2026: sale amount 1,000.50, collected tax 100.25.'),
    ).toBeVisible();

    await ui.click(dialog().getByRole('button', { name: 'Send to tenant' }));
    expect(await dialog().findByText('Payable tax amount is required')).toBeVisible();
    expect(dialog().getByText('Process date is required')).toBeVisible();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    await ui.type(dialog().getByRole('textbox', { name: /^Payable Tax Amount/ }), '99.10');
    fireEvent.change(dialog().getByLabelText(/^Process Date/), { target: { value: '2026-04-15' } });
    const listCalls = callsTo(fetch, 'GET', LIST).length;
    await ui.click(dialog().getByRole('button', { name: 'Send to tenant' }));

    expect(await screen.findByText('Sale Tax Notification sent Successfully!')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual({ payable_tax_amount: '99.10', process_date: '2026-04-15' });
    await waitFor(() => expect(callsTo(fetch, 'GET', LIST).length).toBeGreaterThan(listCalls));
    expect(await rowOf('Birch Tools Inc').findByText('Processed')).toBeVisible();
    expect(rowOf('Birch Tools Inc').getByText('99.10')).toBeVisible();
  });

  it('opens a processed record with what the tenant was last told', async () => {
    signedInAs(staffUser, MAY_UPDATE, { [`GET ${LIST}`]: listing(() => many) });
    renderApp('/admin/get/sales/tax/list');
    await ui.click(await screen.findByRole('button', { name: /^Edit the sales tax of Dune/ }, { timeout: 5000 }));
    expect(dialog().getByRole('textbox', { name: /^Payable Tax Amount/ })).toHaveValue('1,234.50');
    expect(dialog().getByLabelText(/^Process Date/)).toHaveValue('2026-04-10');
  });

  it('says so in the modal when a later submission replaced the record meanwhile (409)', async () => {
    signedInAs(staffUser, MAY_UPDATE, {
      [`GET ${LIST}`]: listing(() => many),
      [`PATCH ${LIST}/${processed.uuid}`]: () => apiError(409, 'SALES_TAX_SUPERSEDED'),
    });
    renderApp('/admin/get/sales/tax/list');
    await ui.click(await screen.findByRole('button', { name: /^Edit the sales tax of Dune/ }, { timeout: 5000 }));
    await ui.click(dialog().getByRole('button', { name: 'Send to tenant' }));
    expect(
      await dialog().findByText(
        'A later submission for the same month has replaced this record, so it can no longer be updated. Update the newer one instead.',
      ),
    ).toBeVisible();
    // The modal stays open on what was typed (a toast of an earlier test may still be showing, so not asked).
    expect(dialog().getByRole('textbox', { name: /^Payable Tax Amount/ })).toHaveValue('1,234.50');
  });

  it('is the firm’s list: a client is refused without asking the server', async () => {
    const fetch = signedInAs(clientUser, ['view sales tax']);
    renderApp('/admin/get/sales/tax/list');
    expect(await screen.findByRole('heading', { name: 'Access denied' }, { timeout: 5000 })).toBeVisible();
    // Only the refusal: nothing of the refused list, not even its title.
    expect(screen.queryByRole('heading', { name: 'Sales Tax List' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the start' })).toBeVisible();
    expect(callsTo(fetch, 'GET', LIST)).toHaveLength(0);
  });

  it('narrows the list to my clients on the server with "My clients only", kept in the address', async () => {
    const fetch = signedInAs(staffUser, MAY_UPDATE, { [`GET ${LIST}`]: listing(() => many) });
    const { router } = renderApp('/admin/get/sales/tax/list');
    await screen.findByText('Showing 1–20 of 25', {}, { timeout: 5000 });
    await ui.click(screen.getByRole('switch', { name: 'My clients only' }));
    await waitFor(() => expect(callsTo(fetch, 'GET', LIST).at(-1)?.searchParams.get('responsible')).toBe('mine'));
    expect(router.state.location.search).toContain('responsible=mine');
  });
});
