import type { TPermissionGroupItem, TRole } from '@ledgerport/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { envelope, firmRoles, signedInWith } from '../../../test/users-and-roles.ts';

const ui = userEvent.setup({ delay: null });
const groups: TPermissionGroupItem[] = [
  {
    name: 'users',
    permissions: [
      { id: 1, name: 'view user' },
      { id: 2, name: 'create user' },
      { id: 3, name: 'update user' },
    ],
  },
  { name: 'files', permissions: [{ id: 13, name: 'view files' }] },
];
const superAdmin: TRole = { ...firmRoles[0]!, permissions: [1, 2, 3, 13] };
const rolesPage = () => json(200, envelope(firmRoles, 1, 15));

describe('role form', { timeout: 20_000 }, () => {
  it('turns a whole permission group on and off with its group switch, and saves the role', async () => {
    let sent: unknown;
    const { router } =
      (signedInWith(['view ROLE', 'create ROLE'], {
        'GET /api/v1/permission-groups': () => json(200, groups),
        'GET /api/v1/roles': rolesPage,
        'POST /api/v1/roles': ({ body }) => {
          sent = body;
          return json(201, { ...superAdmin, id: 9, name: 'Reviewer', is_built_in: false });
        },
      }),
      renderApp('/create/role'));

    // The first screen of the file also loads the route's code: give it longer than the default second.
    const wholeUsers = await screen.findByRole('switch', { name: 'All of Users' }, { timeout: 5000 });
    const members = ['View users', 'Create users', 'Update users'].map((name) => screen.getByRole('switch', { name }));
    await ui.click(wholeUsers);
    for (const member of members) expect(member).toBeChecked();
    expect(screen.getByRole('switch', { name: 'View files' })).not.toBeChecked();
    await ui.click(wholeUsers);
    for (const member of members) expect(member).not.toBeChecked();

    await ui.click(members[0]!);
    await ui.click(members[1]!);
    await ui.click(members[2]!);
    expect(wholeUsers).toBeChecked();

    await ui.click(screen.getByRole('textbox', { name: /^Role name/ }));
    await ui.paste('Reviewer');
    await ui.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Role Created Successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/role'));
    expect(sent).toEqual({ name: 'Reviewer', scope: 'firm', permissions: [1, 2, 3] });
  });

  it('asks for at least one permission (spec §5) before sending anything', async () => {
    const fetch = signedInWith(['view ROLE', 'create ROLE'], {
      'GET /api/v1/permission-groups': () => json(200, groups),
    });
    renderApp('/create/role');
    await screen.findByRole('switch', { name: 'All of Users' });

    await ui.click(screen.getByRole('textbox', { name: /^Role name/ }));
    await ui.paste('Empty');
    await ui.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Please select at least one permission for this role')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('opens the SuperAdmin role read-only', async () => {
    signedInWith(['view ROLE', 'update ROLE'], {
      'GET /api/v1/permission-groups': () => json(200, groups),
      'GET /api/v1/roles/1': () => json(200, superAdmin),
    });
    renderApp('/roles/1');

    expect(await screen.findByText(/always holds every permission/)).toBeInTheDocument();
    const wholeUsers = screen.getByRole('switch', { name: 'All of Users' });
    expect(wholeUsers).toHaveAttribute('aria-readonly', 'true');
    await ui.click(wholeUsers);
    expect(wholeUsers).toBeChecked();
    expect(screen.getByRole('switch', { name: 'View users' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/app/role');
  });
});
