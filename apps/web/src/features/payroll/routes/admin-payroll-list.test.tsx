import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-api.ts';
import { clientUser, staffUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { envelope } from '../../../test/users-and-roles.ts';
import { callsTo, signedInAs } from '../../../test/tenant-user-fixtures.ts';
import { somePayroll } from '../payroll-fixtures.ts';

const LIST = '/api/v1/payroll';
const records = [
  somePayroll(1, { tenant_name: 'Birch Tools Inc', payroll_period_type: 'WEEKLY' }),
  ...Array.from({ length: 14 }, (_, i) => somePayroll(i + 2)),
];

describe('all-tenants payroll list', () => {
  it("lists every tenant's payroll for staff, 10 a page, naming the tenant", async () => {
    const fetch = signedInAs(staffUser, ['view payroll'], {
      [`GET ${LIST}`]: ({ url }) =>
        json(200, envelope(records, Number(url.searchParams.get('page')), Number(url.searchParams.get('per_page')))),
    });
    renderApp('/admin/get/payroll/list');
    expect(await screen.findByRole('heading', { name: 'PayRoll List' }, { timeout: 5000 })).toBeVisible();
    expect(await screen.findByText('Showing 1–10 of 15')).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', LIST)[0]?.searchParams.get('per_page')).toBe('10');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '#',
      'Tenant Name',
      'Payroll period type',
      'PayRoll Amount',
      'Payroll Period date from',
      'Payroll period date to',
      'File',
    ]);
    const first = within(screen.getByRole('row', { name: /^1 Birch Tools Inc/ }));
    expect(first.getByText('Weekly')).toBeVisible();
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByRole('link', { name: 'Tenant List' })).toHaveAttribute('href', '/app/tenant/info');
  });

  it('refuses a client without asking the server', async () => {
    const fetch = signedInAs(clientUser, ['view payroll']);
    renderApp('/admin/get/payroll/list');
    expect(await screen.findByRole('heading', { name: 'Access denied' }, { timeout: 5000 })).toBeVisible();
    expect(callsTo(fetch, 'GET', LIST)).toHaveLength(0);
  });
});
