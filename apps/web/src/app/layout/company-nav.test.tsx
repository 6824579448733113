import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { featureFlagsRoute } from '../../test/feature-settings-fixtures.ts';
import { clientUser } from '../../test/fixtures.ts';
import { notificationRoutes } from '../../test/notification-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { signedInAs } from '../../test/tenant-user-fixtures.ts';
import type { TSessionUser } from '@ledgerport/contract';

const acme = '7d1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const birch = '2b3c4d5e-6f70-4a81-9b2c-3d4e5f6a7b8c';
const twoCompanies: TSessionUser = {
  ...clientUser,
  tenants: [
    {
      tenant_uuid: acme,
      tenant_name: 'Acme Bakery LLC',
      user_type: 'TenantOwner',
      permissions: ['view files', 'view sales tax', 'view payroll', 'view tenant user', 'submit sales tax'],
    },
    { tenant_uuid: birch, tenant_name: 'Birch Dental', user_type: 'TenantManager', permissions: ['view files'] },
  ],
};
const background = (off: Parameters<typeof featureFlagsRoute>[0] = []) => ({
  ...featureFlagsRoute(off),
  ...notificationRoutes({ current: [] }),
});
const sidebar = () => within(screen.getByRole('navigation', { name: 'Main navigation' }));

describe("a client's companies in the sidebar", () => {
  it('lists each company with what the role there allows, and leaves out what the firm switched off', async () => {
    signedInAs(
      twoCompanies,
      ['view files', 'view sales tax', 'view payroll', 'view tenant user'],
      background(['PAYROLL_SUBMISSION']),
    );
    renderApp('/profile');
    await screen.findByText('Acme Bakery LLC', {}, { timeout: 5000 });
    expect(sidebar().getByText('Birch Dental')).toBeInTheDocument();
    const links = () =>
      sidebar()
        .getAllByRole('link')
        .map((link) => link.getAttribute('href') ?? '');
    // Acme: Documents, Requests, Messages, Sales Tax, Users; Payroll went with the firm's switch. Birch: Documents,
    // Requests, Messages (every user of a company writes to the firm).
    await waitFor(() => expect(links().filter((href) => href.includes('payroll'))).toEqual([]));
    expect(links().filter((href) => href.includes(acme))).toEqual([
      `/app/index/company?company_uuid=${acme}&company_name=Acme+Bakery+LLC`,
      `/app/requests?company_uuid=${acme}`,
      `/app/messages?company_uuid=${acme}`,
      `/app/tenant/get/sales/tax/list?company_uuid=${acme}`,
      `/app/tenant/user/info?company_uuid=${acme}`,
    ]);
    expect(links().filter((href) => href.includes(birch))).toEqual([
      `/app/index/company?company_uuid=${birch}&company_name=Birch+Dental`,
      `/app/requests?company_uuid=${birch}`,
      `/app/messages?company_uuid=${birch}`,
    ]);
  });

  it("shows only a refusal for a screen the client's role in that company does not reach", async () => {
    signedInAs(twoCompanies, ['view files', 'view tenant user'], background());
    renderApp(`/tenant/user/info?company_uuid=${birch}`);
    expect(await screen.findByRole('heading', { name: 'Access denied' }, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('heading', { name: /Tenant User List/ })).not.toBeInTheDocument();
  });

  it('says a switched-off form is switched off, instead of opening it', async () => {
    signedInAs(twoCompanies, ['submit sales tax', 'view sales tax'], background(['SALES_TAX_SUBMISSION']));
    renderApp(`/tenant/send/sale/tax/notification/to/cpa?company_uuid=${acme}`);
    expect(await screen.findByRole('heading', { name: 'Switched off by your firm' }, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Switched off by your firm — Ledgerport'));
  });
});
