import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json } from '../../../test/fake-api.ts';
import { clientUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { envelope } from '../../../test/users-and-roles.ts';
import { callsTo, signedInAs } from '../../../test/tenant-user-fixtures.ts';
import { acme, somePayroll } from '../payroll-fixtures.ts';

const listPath = `/api/v1/tenants/${acme.uuid}/payroll`;
const linkPath = `/api/v1/tenants/${acme.uuid}/files/link`;
const withFile = somePayroll(1, {
  payroll_amount: '12345678901.23',
  payroll_period_type: 'BI_WEEKLY',
  payroll_period_date_from: '2026-03-02',
  payroll_period_date_to: '2026-03-15',
  file: { name: 'march payroll.pdf', path: 'Payroll Documents/march payroll.pdf' },
});
const records = [withFile, ...Array.from({ length: 11 }, (_, i) => somePayroll(i + 2))];
const routes = {
  [`GET ${listPath}`]: ({ url }: { url: URL }) =>
    json(200, envelope(records, Number(url.searchParams.get('page')), Number(url.searchParams.get('per_page')))),
};
const address = `/tenant/get/payroll/list?company_uuid=${acme.uuid}`;
const rowOf = (serial: number) => within(screen.getByRole('row', { name: new RegExp(`^${serial} `) }));

describe('PayRoll List', () => {
  it("lists the company's payroll 10 a page: the type in words, the amount and days in the language, the file", async () => {
    const fetch = signedInAs(clientUser, ['view payroll'], routes);
    renderApp(address);
    expect(
      await screen.findByRole('heading', { name: 'PayRoll List – Acme Bakery LLC' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(await screen.findByText('Showing 1–10 of 12')).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', listPath)[0]?.searchParams.get('per_page')).toBe('10');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      '#',
      'Payroll period type',
      'PayRoll Amount',
      'Payroll Period date from',
      'Payroll period date to',
      'File',
    ]);
    const first = rowOf(1);
    expect(first.getByText('Bi-weekly')).toBeVisible();
    expect(first.getByText('12,345,678,901.23')).toBeVisible();
    expect(first.getByText('Mar 2, 2026')).toBeVisible();
    expect(first.getByText('Mar 15, 2026')).toBeVisible();
    expect(first.getByRole('button', { name: 'Download march payroll.pdf' })).toBeVisible();
    expect(rowOf(2).getByText('Monthly')).toBeVisible();
    expect(rowOf(2).getByText('—')).toBeVisible();
  });

  it('downloads the document through an attachment link of the files feature', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    let asked: unknown;
    signedInAs(clientUser, ['view payroll', 'view files'], {
      ...routes,
      [`POST ${linkPath}`]: ({ body }) => {
        asked = body;
        return json(200, {
          url: '/api/v1/files/signed/abc',
          expires_at: '2026-04-01T10:05:00.000Z',
          preview: 'pdf',
          content_type: 'application/pdf',
        });
      },
    });
    renderApp(address);
    await userEvent.click(await screen.findByRole('button', { name: 'Download march payroll.pdf' }, { timeout: 5000 }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(asked).toEqual({ path: 'Payroll Documents/march payroll.pdf', disposition: 'attachment' });
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/api/v1/files/signed/abc');
    expect(link.download).toBe('march payroll.pdf');
  });

  it("offers 'Add PayRoll Info' only to holders of 'submit payroll'", async () => {
    signedInAs(clientUser, ['view payroll'], routes);
    const { unmount } = renderApp(address);
    await screen.findByText('Showing 1–10 of 12', {}, { timeout: 5000 });
    expect(screen.queryByRole('link', { name: 'Add PayRoll Info' })).not.toBeInTheDocument();
    unmount();

    signedInAs(clientUser, ['view payroll', 'submit payroll'], routes);
    renderApp(address);
    expect(await screen.findByRole('link', { name: 'Add PayRoll Info' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      `/app/tenant/submit/payroll/list?company_uuid=${acme.uuid}`,
    );
  });

  it('searches once typing pauses, from page 1', async () => {
    const fetch = signedInAs(clientUser, ['view payroll'], routes);
    const { router } = renderApp(`${address}&page=2`);
    await screen.findByText('Showing 11–12 of 12', {}, { timeout: 5000 });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'march');
    await waitFor(() => expect(router.state.location.search).toContain('search=march'));
    const searched = () => callsTo(fetch, 'GET', listPath).filter((url) => url.searchParams.has('search'));
    await waitFor(() => expect(searched().map((url) => url.searchParams.get('search'))).toEqual(['march']));
    expect(searched()[0]?.searchParams.get('page')).toBe('1');
  });

  it("says the tenant was not found for another client's tenant", async () => {
    const foreign = '10000000-0000-4000-8000-000000000008';
    signedInAs(clientUser, ['view payroll'], {
      [`GET /api/v1/tenants/${foreign}`]: () => apiError(404, 'NOT_FOUND'),
      [`GET /api/v1/tenants/${foreign}/payroll`]: () => apiError(404, 'NOT_FOUND'),
    });
    renderApp(`/tenant/get/payroll/list?company_uuid=${foreign}`);
    expect(await screen.findByRole('heading', { name: 'Company not found' }, { timeout: 5000 })).toBeVisible();
  });
});
