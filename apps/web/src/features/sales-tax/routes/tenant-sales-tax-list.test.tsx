import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { apiError, json } from '../../../test/fake-api.ts';
import { clientUser, staffUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { envelope } from '../../../test/users-and-roles.ts';
import { callsTo, signedInAs } from '../../../test/tenant-user-fixtures.ts';
import { acme, someSalesTax } from '../sales-tax-fixtures.ts';

const listPath = `/api/v1/tenants/${acme.uuid}/sales-tax`;
const records = [
  someSalesTax(1, {
    sale_amount: '12345678901.23',
    collected_tax_amount: '0.30',
    payable_tax_amount: '1500.00',
    process_date: '2026-04-10',
    sale_tax_status: 'PROCESSED',
  }),
  someSalesTax(2, { sale_tax_status: 'SUPERSEDED', sale_month_date: '2026-02-01' }),
  ...Array.from({ length: 23 }, (_, i) => someSalesTax(i + 3)),
];
const routes = {
  [`GET ${listPath}`]: ({ url }: { url: URL }) =>
    json(200, envelope(records, Number(url.searchParams.get('page')), Number(url.searchParams.get('per_page')))),
};
const address = `/tenant/get/sales/tax/list?company_uuid=${acme.uuid}`;
const rowOf = (serial: number) => within(screen.getByRole('row', { name: new RegExp(`^${serial} `) }));

describe('tenant sales tax list', () => {
  it("lists the company's records 20 a page: amounts and days in the language, a status badge, no action", async () => {
    const fetch = signedInAs(clientUser, ['view sales tax'], routes);
    renderApp(address);
    expect(
      await screen.findByRole('heading', { name: 'Sales Tax List – Acme Bakery LLC' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(await screen.findByText('Showing 1–20 of 25')).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', listPath)[0]?.searchParams.get('per_page')).toBe('20');

    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      '#',
      'Sale Amount',
      'Collected Tax Amount',
      'Payable Tax Amount',
      'Sale Month Date',
      'Submitted Date',
      'Process Date',
      'Status',
    ]);
    const processed = rowOf(1);
    expect(processed.getByText('12,345,678,901.23')).toBeInTheDocument();
    expect(processed.getByText('0.30')).toBeInTheDocument();
    expect(processed.getByText('1,500.00')).toBeInTheDocument();
    expect(processed.getByText('March 2026')).toBeInTheDocument();
    expect(processed.getByText('Apr 2, 2026')).toBeInTheDocument();
    expect(processed.getByText('Apr 10, 2026')).toBeInTheDocument();
    expect(processed.getByText('Processed')).toBeInTheDocument();
    expect(rowOf(3).getByText('Submitted')).toBeInTheDocument();
    expect(rowOf(3).getAllByText('—')).toHaveLength(2);

    // A superseded record stays listed, muted, with its own badge.
    const superseded = rowOf(2);
    expect(superseded.getByTitle('Replaced by a later submission for the same month')).toHaveTextContent('Superseded');
    expect(superseded.getByText('February 2026')).toHaveStyle({ color: 'var(--mantine-color-dimmed)' });
    expect(processed.getByText('March 2026')).not.toHaveStyle({ color: 'var(--mantine-color-dimmed)' });

    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByRole('link', { name: 'Folder and File List' })).toHaveAttribute(
      'href',
      `/app/index/company?company_uuid=${acme.uuid}&company_name=Acme+Bakery+LLC`,
    );
  });

  it('shows amounts with every digit in the German notation', async () => {
    await act(() => i18n.changeLanguage('de'));
    signedInAs(clientUser, ['view sales tax'], routes);
    renderApp(address);
    const processed = within(
      (await screen.findByText('12.345.678.901,23', {}, { timeout: 5000 })).closest('tr') as HTMLElement,
    );
    expect(processed.getByText('0,30')).toBeInTheDocument();
    expect(processed.getByText('1.500,00')).toBeInTheDocument();
    expect(processed.getByText('März 2026')).toBeInTheDocument();
    expect(processed.getByText('10.04.2026')).toBeInTheDocument();
    expect(processed.getByText('Bearbeitet')).toBeInTheDocument();
  });

  it("offers 'Send Sale Tax Info' only to holders of 'submit sales tax'", async () => {
    signedInAs(clientUser, ['view sales tax'], routes);
    const { unmount } = renderApp(address);
    await screen.findByText('Showing 1–20 of 25', {}, { timeout: 5000 });
    expect(screen.queryByRole('link', { name: 'Send Sale Tax Info' })).not.toBeInTheDocument();
    unmount();

    signedInAs(clientUser, ['view sales tax', 'submit sales tax'], routes);
    renderApp(address);
    expect(await screen.findByRole('link', { name: 'Send Sale Tax Info' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      `/app/tenant/send/sale/tax/notification/to/cpa?company_uuid=${acme.uuid}`,
    );
  });

  it("says the tenant was not found for another client's tenant", async () => {
    const foreign = '10000000-0000-4000-8000-000000000008';
    signedInAs(clientUser, ['view sales tax'], {
      [`GET /api/v1/tenants/${foreign}`]: () => apiError(404, 'NOT_FOUND'),
      [`GET /api/v1/tenants/${foreign}/sales-tax`]: () => apiError(404, 'NOT_FOUND'),
    });
    renderApp(`/tenant/get/sales/tax/list?company_uuid=${foreign}`);
    expect(await screen.findByRole('heading', { name: 'Company not found' }, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Add Sale Tax/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Sales Tax List/ })).not.toBeInTheDocument();
  });

  it('leads staff back through the tenant list', async () => {
    signedInAs(staffUser, ['view sales tax'], routes);
    renderApp(`${address}&company_name=Acme+Bakery+LLC`);
    await screen.findByText('Showing 1–20 of 25', {}, { timeout: 5000 });
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByRole('link', { name: 'Tenant List' })).toHaveAttribute('href', '/app/tenant/info');
  });
});
