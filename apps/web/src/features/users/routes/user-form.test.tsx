import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { envelope, firmRoles, signedInWith, someUser } from '../../../test/users-and-roles.ts';

const STRONG = 'Ledger-Port-42!';
// No pause between keystrokes: these forms take many characters.
const ui = userEvent.setup({ delay: null });
const roleOptions = () => json(200, envelope(firmRoles, 1, 100));
const usersPage = () => json(200, envelope([someUser(1)], 1, 15));

async function enter(field: HTMLElement, text: string) {
  await ui.click(field);
  await ui.paste(text);
}

async function fillNewUserDetails() {
  await enter(screen.getByRole('textbox', { name: 'Name' }), 'Nora New');
  await enter(screen.getByRole('textbox', { name: 'Email' }), 'nora@firm.example');
  await enter(screen.getByRole('textbox', { name: 'Mobile' }), '5550100');
}

async function fillNewUser(password = STRONG, confirmation = STRONG) {
  await fillNewUserDetails();
  await ui.click(screen.getByRole('checkbox', { name: 'Set a password now instead of inviting' }));
  await enter(screen.getByLabelText(/^Password/, { selector: 'input' }), password);
  await enter(screen.getByLabelText(/^Confirm password/, { selector: 'input' }), confirmation);
}

async function pickRole(name: string) {
  await ui.click(screen.getByLabelText(/^Roles/, { selector: 'input' }));
  await ui.click(await screen.findByRole('option', { name }));
}

describe('user form', { timeout: 20_000 }, () => {
  it("says 'Passwords don't match' and sends nothing when the confirmation differs", async () => {
    const fetch = signedInWith(['view user', 'create user'], { 'GET /api/v1/roles': roleOptions });
    renderApp('/users/create');
    await screen.findByRole('heading', { name: 'Create User' }, { timeout: 5000 });

    await fillNewUser(STRONG, 'Ledger-Port-43!');
    await pickRole('Processor');
    await ui.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("says 'please select user role' when no role is chosen, and the password rule for a weak one", async () => {
    signedInWith(['view user', 'create user'], { 'GET /api/v1/roles': roleOptions });
    renderApp('/users/create');
    await screen.findByRole('heading', { name: 'Create User' });

    await fillNewUser('weakpass', 'weakpass');
    await ui.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('please select user role')).toBeInTheDocument();
    expect(screen.getByText(/Password must contain at least 1 uppercase letter/)).toBeInTheDocument();
  });

  it('creates a user, tells so in green and returns to the list', async () => {
    let sent: unknown;
    const { router } =
      (signedInWith(['view user', 'create user'], {
        'GET /api/v1/roles': roleOptions,
        'GET /api/v1/users': usersPage,
        'POST /api/v1/users': ({ body }) => {
          sent = body;
          return json(201, someUser(9, { name: 'Nora New' }));
        },
      }),
      renderApp('/users/create'));
    await screen.findByRole('heading', { name: 'Create User' });

    await fillNewUser();
    await pickRole('Admin');
    await ui.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('User Created Successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/users'));
    expect(sent).toEqual({
      name: 'Nora New',
      email: 'nora@firm.example',
      mobile: '5550100',
      password: STRONG,
      password_confirmation: STRONG,
      status: 'ACTIVE',
      roles: [2],
      locale: 'en',
    });
  });

  it('invites a new user by default: no password asked, none sent, and the invitation announced', async () => {
    let sent: unknown;
    const { router } =
      (signedInWith(['view user', 'create user'], {
        'GET /api/v1/roles': roleOptions,
        'GET /api/v1/users': usersPage,
        'POST /api/v1/users': ({ body }) => {
          sent = body;
          return json(201, someUser(9, { name: 'Nora New', email: 'nora@firm.example', status: 'INVITED' }));
        },
      }),
      renderApp('/users/create'));
    await screen.findByRole('heading', { name: 'Create User' });

    expect(screen.queryByLabelText(/^Password/, { selector: 'input' })).not.toBeInTheDocument();
    expect(screen.getByText(/e-mail invitation to choose their own password/)).toBeInTheDocument();
    await fillNewUserDetails();
    await pickRole('Admin');
    await ui.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('User added. The invitation was e-mailed to nora@firm.example.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/users'));
    expect(sent).toEqual({
      name: 'Nora New',
      email: 'nora@firm.example',
      mobile: '5550100',
      status: 'ACTIVE',
      roles: [2],
      locale: 'en',
    });
  });

  it('edits a user without touching the password, and shows who already has an e-mail', async () => {
    const user = someUser(4, { roles: [{ id: 2, name: 'Admin' }] });
    const bodies: unknown[] = [];
    const { router } =
      (signedInWith(['view user', 'update user'], {
        'GET /api/v1/roles': roleOptions,
        'GET /api/v1/users': usersPage,
        [`GET /api/v1/users/${user.id}`]: () => json(200, user),
        [`PUT /api/v1/users/${user.id}`]: ({ body }) => {
          bodies.push(body);
          return bodies.length === 1 ? apiError(409, 'CONFLICT') : json(200, user);
        },
      }),
      renderApp(`/users/${user.id}`));

    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('User 4');
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Another user already has this email address.')).toBeInTheDocument();

    await ui.click(screen.getByRole('switch', { name: /^Active/ }));
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User Updated Successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/users'));
    expect(bodies[1]).toEqual({
      name: 'User 4',
      email: 'user4@firm.example',
      mobile: '5550104',
      status: 'DISABLED',
      roles: [2],
    });
  });
});
