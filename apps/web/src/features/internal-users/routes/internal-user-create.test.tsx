import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '../../../test/fake-api.ts';
import { staffUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { envelope } from '../../../test/users-and-roles.ts';
import { signedInAs } from '../../../test/tenant-user-fixtures.ts';

// No pause between keystrokes: the form has many fields.
const ui = userEvent.setup({ delay: null });
const superAdmin = staffUser;
const admin = { ...staffUser, staff_roles: ['Admin'] };
const MAY_CREATE = ['view internal user', 'create internal user'];
const emptyList = () => json(200, envelope([], 1, 20));

async function fill(type = 'Admin') {
  const entries: [string, string][] = [
    ['User name', 'Olga Office'],
    ['Email', 'olga@firm.example'],
    ['Mobile', '5550111'],
    ['Office phone', '5550222'],
    ['Fax', '5550333'],
  ];
  for (const [name, text] of entries) {
    await ui.click(screen.getByRole('textbox', { name }));
    await ui.paste(text);
  }
  await ui.click(screen.getByLabelText(/^User type/, { selector: 'input' }));
  await ui.click(await screen.findByRole('option', { name: type }));
}

describe('internal user form', { timeout: 20_000 }, () => {
  it('requires every field (spec §5) and sends nothing until they are given', async () => {
    const fetch = signedInAs(superAdmin, MAY_CREATE);
    renderApp('/create/internal/user');
    await ui.click(await screen.findByRole('button', { name: 'Send invitation' }, { timeout: 5000 }));

    for (const message of [
      'User name is required.',
      'Email is required.',
      'Mobile is required.',
      'Office phone is required.',
      'Fax is required.',
      'User type is required.',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    await ui.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-address');
    await ui.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('invites the person, says the invitation was e-mailed and returns to the list', async () => {
    let sent: unknown;
    signedInAs(superAdmin, MAY_CREATE, {
      'GET /api/v1/internal-users': emptyList,
      'POST /api/v1/internal-users': ({ body }) => {
        sent = body;
        return json(201, { uuid: '30000000-0000-4000-8000-000000000099', email: 'olga@firm.example' });
      },
    });
    const { router } = renderApp('/create/internal/user');
    await screen.findByRole('heading', { name: 'Add Internal User' }, { timeout: 5000 });
    await fill('SuperAdmin');
    await ui.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(
      await screen.findByText('Internal user added. The invitation was e-mailed to olga@firm.example.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/internal/user/info'));
    expect(sent).toEqual({
      user_name: 'Olga Office',
      email: 'olga@firm.example',
      phone_mobile: '5550111',
      phone_office: '5550222',
      fax: '5550333',
      user_type: 'SuperAdmin',
      locale: 'en',
    });
  });

  it('offers SuperAdmin only to a SuperAdmin', async () => {
    signedInAs(admin, MAY_CREATE);
    const { unmount } = renderApp('/create/internal/user');
    await ui.click(await screen.findByLabelText(/^User type/, { selector: 'input' }, { timeout: 5000 }));
    expect(await screen.findByRole('option', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Processor' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'SuperAdmin' })).not.toBeInTheDocument();
    unmount();

    signedInAs(superAdmin, MAY_CREATE);
    renderApp('/create/internal/user');
    await ui.click(await screen.findByLabelText(/^User type/, { selector: 'input' }));
    expect(await screen.findByRole('option', { name: 'SuperAdmin' })).toBeInTheDocument();
  });

  it('shows an e-mail already in use on the e-mail field', async () => {
    signedInAs(admin, MAY_CREATE, { 'POST /api/v1/internal-users': () => apiError(409, 'CONFLICT') });
    const { router } = renderApp('/create/internal/user');
    await screen.findByRole('heading', { name: 'Add Internal User' }, { timeout: 5000 });
    await fill();
    await ui.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Another user already has this email address.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/app/create/internal/user');
  });

  it('refuses the form to a user without "create internal user"', async () => {
    signedInAs(admin, ['view internal user']);
    renderApp('/create/internal/user');
    expect(await screen.findByRole('heading', { name: 'Access denied' }, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
  });
});
