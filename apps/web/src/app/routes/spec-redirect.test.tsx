import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-api.ts';
import { staffUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { callsTo, signedInAs } from '../../test/tenant-user-fixtures.ts';
import { envelope } from '../../test/users-and-roles.ts';
import { someSalesTax } from '../../features/sales-tax/sales-tax-fixtures.ts';

describe("the spec's /admin/send/sale/tax/notification/to/tenant", () => {
  it('opens the admin sales-tax list, whose Edit sends the update to the tenant, keeping the search', async () => {
    const rows = [someSalesTax(1, { tenant_name: 'Birch Tools Inc' })];
    const fetch = signedInAs(staffUser, ['view sales tax', 'update sales tax'], {
      'GET /api/v1/sales-tax': () => json(200, envelope(rows, 1, 20)),
    });

    const { router } = renderApp('/admin/send/sale/tax/notification/to/tenant?search=Birch');

    expect(await screen.findByRole('heading', { name: 'Sales Tax List' }, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/admin/get/sales/tax/list');
    expect(router.state.location.search).toBe('?search=Birch');
    expect(
      await screen.findByRole('button', { name: 'Edit the sales tax of Birch Tools Inc for March 2026' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(callsTo(fetch, 'GET', '/api/v1/sales-tax')[0]?.searchParams.get('search')).toBe('Birch'),
    );
  });
});
