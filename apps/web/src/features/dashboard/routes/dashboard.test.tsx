import type { TSessionUser } from '@ledgerport/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { clientUser, seedSession, staffUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

function openDashboard(user: TSessionUser) {
  seedSession(user);
  fakeApi({ 'GET /api/v1/auth/me': () => json(200, { user, permissions: [] }) });
  return renderApp('/dashboard');
}

describe('dashboard', () => {
  it('greets staff without inventing figures', async () => {
    openDashboard(staffUser);
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Staff' })).toBeInTheDocument();
    expect(screen.getByText(/client files and the daily figures will appear here/i)).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveTextContent(/\d/);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Dashboard');
  });

  it("lists a client's companies, each opening its documents", async () => {
    openDashboard({
      ...clientUser,
      tenants: [
        ...clientUser.tenants,
        {
          tenant_uuid: 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d',
          tenant_name: 'Baker Brothers',
          user_type: 'TenantManager',
        },
      ],
    });
    const list = await screen.findByRole('list', { name: 'Access Documents' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Acme Bakery LLC', 'Baker Brothers']);
    expect(links[0]).toHaveAttribute('href', '/app/index/company?company_uuid=7d1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b');
  });

  it('tells a client without companies who can add them', async () => {
    openDashboard({ ...clientUser, tenants: [] });
    expect(await screen.findByText(/not linked to any company yet/)).toBeInTheDocument();
  });
});
