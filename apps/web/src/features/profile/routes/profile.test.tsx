import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '../../../test/fake-api.ts';
import { staffUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { onProfile } from './profile-test-support.ts';

const ui = userEvent.setup({ delay: null });

describe('profile', { timeout: 20_000 }, () => {
  it("shows the user's details and every role, as the server reports them", async () => {
    onProfile(
      {},
      {
        ...staffUser,
        phone_mobile: null,
        staff_roles: ['Admin'],
        tenants: [
          { tenant_uuid: '7d1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b', tenant_name: 'Acme', user_type: 'TenantOwner' },
        ],
      },
    );
    renderApp('/profile');

    expect(await screen.findByText('Acme — TenantOwner', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(screen.getByText('ada@firm.example')).toBeInTheDocument();
    expect(screen.getByText('ada')).toBeInTheDocument();
    expect(screen.getByText(staffUser.uuid)).toBeInTheDocument();
    expect(screen.getByText('Not provided')).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/app/dashboard');
  });

  it('shows the mobile with a leading 0 (spec §2)', async () => {
    onProfile({}, { ...staffUser, phone_mobile: '5550100' });
    renderApp('/profile');

    expect(await screen.findByText('05550100', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('saves a new name and shows it on the page and in the header user menu', async () => {
    let sent: unknown;
    onProfile({
      'PATCH /api/v1/auth/me': ({ body }) => {
        sent = body;
        return json(200, {
          user: { ...staffUser, name: 'Grace Hopper', phone_mobile: '5550199' },
          permissions: [],
          mfa_enrolment_required: false,
        });
      },
    });
    renderApp('/profile');
    const name = await screen.findByRole('textbox', { name: 'Name' }, { timeout: 5000 });

    await ui.clear(name);
    await ui.type(name, '  Grace Hopper ');
    const mobile = screen.getByRole('textbox', { name: 'Mobile' });
    await ui.clear(mobile);
    await ui.type(mobile, '5550199');
    await ui.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(sent).toEqual({ name: 'Grace Hopper', phone_mobile: '5550199' });
    expect(screen.getByTestId('user-menu')).toHaveAccessibleName('Account menu of Grace Hopper');
    expect(screen.getByText('05550199')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Grace Hopper');
  });

  it('asks for a name before saving, and puts a server field issue beside its field', async () => {
    const fetch = onProfile({
      'PATCH /api/v1/auth/me': () =>
        json(400, {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Invalid body',
            details: [{ field: 'phone_mobile', message: 'Too big: expected string to have <=40 characters' }],
          },
        }),
    });
    renderApp('/profile');
    const name = await screen.findByRole('textbox', { name: 'Name' }, { timeout: 5000 });

    await ui.clear(name);
    await ui.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    await ui.type(name, 'Ada');
    await ui.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Too big: expected string to have <=40 characters')).toBeInTheDocument();
    expect(screen.getByTestId('user-menu')).toHaveAccessibleName('Account menu of Ada Staff');
  });

  it('shows why the sessions could not be listed without hiding the rest of the page', async () => {
    onProfile({ 'GET /api/v1/auth/sessions': () => apiError(403, 'FORBIDDEN') });
    renderApp('/profile');

    expect(
      await screen.findByText('You do not have permission to do this.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument());
  });
});
