import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, json } from '../../../test/fake-api.ts';
import { clientUser, staffUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { envelope } from '../../../test/users-and-roles.ts';
import { someTenant } from '../../../test/tenant-fixtures.ts';
import { signedInAs, someTenantUser } from '../../../test/tenant-user-fixtures.ts';

// No pause between keystrokes: the form has several fields.
const ui = userEvent.setup({ delay: null });
const tenant = someTenant(7, { name: 'Acme Bakery LLC' });
const usersPath = `/api/v1/tenants/${tenant.uuid}/users`;
const PERMISSIONS = ['view tenant', 'view tenant user', 'create tenant user'];
const baseRoutes = {
  [`GET /api/v1/tenants/${tenant.uuid}`]: () => json(200, tenant),
  [`GET ${usersPath}`]: () => json(200, envelope([someTenantUser(1)], 1, 20)),
};
const page = `/create/tenant/user?company_uuid=${tenant.uuid}`;

async function type(name: string, text: string) {
  await ui.click(screen.getByRole('textbox', { name }));
  await ui.paste(text);
}
async function chooseType(name: string) {
  await ui.click(screen.getByLabelText(/^User Type/, { selector: 'input' }));
  await ui.click(await screen.findByRole('option', { name }));
}

describe('tenant user setup form', { timeout: 20_000 }, () => {
  // Toasts live in a store shared by the whole file: one test's success must not answer for the next.
  afterEach(() => notifications.clean());

  it('requires Name, User Email, Mobile and User Type (spec §5)', async () => {
    const fetch = signedInAs(staffUser, PERMISSIONS, baseRoutes);
    renderApp(page);
    await ui.click(await screen.findByRole('button', { name: 'Send invitation' }, { timeout: 5000 }));
    for (const message of [
      'Name is required.',
      'User Email is required.',
      'Mobile is required.',
      'User Type is required.',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("invites a new user, says so and returns to that tenant's user list", async () => {
    let sent: unknown;
    signedInAs(staffUser, PERMISSIONS, {
      ...baseRoutes,
      [`POST ${usersPath}`]: ({ body }) => {
        sent = body;
        return json(201, someTenantUser(9, { status: 'INVITED' }));
      },
    });
    const { router } = renderApp(page);
    expect(await screen.findByText('Tenant: Acme Bakery LLC', {}, { timeout: 5000 })).toBeInTheDocument();
    await type('Name', 'Nia New');
    await type('User Email', 'nia@client.example');
    await type('Mobile', '5550109');
    await chooseType('TenantManager');
    await ui.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Tenant User Added Successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/tenant/user/info'));
    expect(router.state.location.search).toBe(`?company_uuid=${tenant.uuid}`);
    expect(sent).toEqual({
      name: 'Nia New',
      email: 'nia@client.example',
      phone_mobile: '5550109',
      user_type: 'TenantManager',
      locale: 'en',
    });
  });

  it('suggests linking when the e-mail already has an account, then links with the same e-mail', async () => {
    let linked: unknown;
    signedInAs(staffUser, PERMISSIONS, {
      ...baseRoutes,
      [`POST ${usersPath}`]: () => apiError(409, 'CONFLICT'),
      [`POST ${usersPath}/link`]: ({ body }) => {
        linked = body;
        return json(200, someTenantUser(4));
      },
    });
    const { router } = renderApp(page);
    await screen.findByRole('button', { name: 'Send invitation' }, { timeout: 5000 });
    await type('Name', 'Kim Known');
    await type('User Email', 'kim@client.example');
    await type('Mobile', '5550104');
    await chooseType('TenantOwner');
    await ui.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText(/already has an account\. Choose "Link an existing user"/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'User Email' })).toHaveAttribute('aria-invalid', 'true');

    await ui.click(screen.getByRole('radio', { name: 'Link an existing user' }));
    // Linking asks only for the e-mail and the role, both kept from the first attempt.
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'User Email' })).toHaveValue('kim@client.example');
    await ui.click(screen.getByRole('button', { name: 'Link user' }));

    expect(await screen.findByText('Tenant User Added Successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/tenant/user/info'));
    expect(linked).toEqual({ email: 'kim@client.example', user_type: 'TenantOwner' });
  });

  it('explains an unknown e-mail when linking', async () => {
    signedInAs(staffUser, PERMISSIONS, {
      ...baseRoutes,
      [`POST ${usersPath}/link`]: () => apiError(404, 'NOT_FOUND'),
    });
    renderApp(page);
    await ui.click(await screen.findByRole('radio', { name: 'Link an existing user' }, { timeout: 5000 }));
    await type('User Email', 'nobody@client.example');
    await chooseType('TenantManager');
    await ui.click(screen.getByRole('button', { name: 'Link user' }));
    expect(
      await screen.findByText('No account uses this email address. Invite them as a new user instead.'),
    ).toBeInTheDocument();
  });

  it('does not offer linking to a client user, and tells them to ask the firm on a conflict', async () => {
    const ownTenant = clientUser.tenants[0]!.tenant_uuid;
    const own = someTenant(1, { uuid: ownTenant, name: 'Acme Bakery LLC' });
    signedInAs(clientUser, ['view tenant user', 'create tenant user'], {
      [`GET /api/v1/tenants/${ownTenant}`]: () => json(200, own),
      [`POST /api/v1/tenants/${ownTenant}/users`]: () => apiError(409, 'CONFLICT'),
    });
    renderApp(`/create/tenant/user?company_uuid=${ownTenant}`);
    await screen.findByRole('button', { name: 'Send invitation' }, { timeout: 5000 });
    expect(screen.queryByRole('radio', { name: 'Link an existing user' })).not.toBeInTheDocument();

    await type('Name', 'Kim Known');
    await type('User Email', 'kim@client.example');
    await type('Mobile', '5550104');
    await chooseType('TenantManager');
    await ui.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText('This email address already has an account. Ask your firm to add this person.'),
    ).toBeInTheDocument();
  });

  it('refuses the form without "create tenant user", and a malformed company_uuid is not found', async () => {
    signedInAs(staffUser, ['view tenant', 'view tenant user'], baseRoutes);
    const { unmount } = renderApp(page);
    expect(await screen.findByRole('heading', { name: 'Access denied' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
    unmount();

    signedInAs(staffUser, PERMISSIONS);
    renderApp('/create/tenant/user?company_uuid=nope');
    expect(await screen.findByRole('heading', { name: 'Company not found' }, { timeout: 5000 })).toBeVisible();
  });
});
