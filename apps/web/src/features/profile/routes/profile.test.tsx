import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { seedSession, staffUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

describe('profile', () => {
  it("shows the user's details and every role, as the server reports them", async () => {
    seedSession(staffUser);
    fakeApi({
      'GET /api/v1/auth/me': () =>
        json(200, {
          user: {
            ...staffUser,
            phone_mobile: null,
            staff_roles: ['Admin'],
            tenants: [
              { tenant_uuid: '7d1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b', tenant_name: 'Acme', user_type: 'TenantOwner' },
            ],
          },
          permissions: [],
        }),
    });
    renderApp('/profile');

    expect(await screen.findByText('Acme — TenantOwner')).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(screen.getByText('ada@firm.example')).toBeInTheDocument();
    expect(screen.getByText('ada')).toBeInTheDocument();
    expect(screen.getByText('Not provided')).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/app/dashboard');
  });
});
