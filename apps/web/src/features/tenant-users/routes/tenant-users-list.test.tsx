import { paths } from '@ledgerport/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '../../../test/fake-api.ts';
import { clientUser, staffUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { envelope } from '../../../test/users-and-roles.ts';
import { someTenant } from '../../../test/tenant-fixtures.ts';
import { callsTo, signedInAs, someTenantUser } from '../../../test/tenant-user-fixtures.ts';

const tenant = someTenant(7, { name: 'Acme Bakery LLC' });
const members = Array.from({ length: 25 }, (_, i) =>
  someTenantUser(i + 1, i === 0 ? { user_type: 'TenantOwner' } : i === 1 ? { status: 'INVITED' } : {}),
);
const routesFor = (extra = {}) => ({
  [`GET /api/v1/tenants/${tenant.uuid}`]: () => json(200, tenant),
  [`GET /api/v1/tenants/${tenant.uuid}/users`]: ({ url }: { url: URL }) =>
    json(200, envelope(members, Number(url.searchParams.get('page')), Number(url.searchParams.get('per_page')))),
  ...extra,
});
const VIEW = ['view tenant', 'view tenant user'];

describe('tenant user list', () => {
  it("lists one tenant's users, 20 a page, under the tenant's name", async () => {
    const fetch = signedInAs(staffUser, VIEW, routesFor());
    renderApp(`/tenant/user/info?company_uuid=${tenant.uuid}`);
    expect(
      await screen.findByRole('heading', { name: 'Tenant User List – Acme Bakery LLC' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Showing 1–20 of 25')).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', `/api/v1/tenants/${tenant.uuid}/users`)[0]?.searchParams.get('per_page')).toBe('20');

    const owner = within(screen.getByRole('row', { name: /^1 Member 1/ }));
    expect(owner.getByText('member1@client.example')).toBeInTheDocument();
    expect(owner.getByText('5550201')).toBeInTheDocument();
    expect(owner.getByText('TenantOwner')).toBeInTheDocument();
    expect(owner.getByText('Active')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /^2 Member 2/ })).getByText('Invited')).toBeInTheDocument();
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByRole('link', { name: 'Tenant List' })).toHaveAttribute('href', '/app/tenant/info');
  });

  it("erases a client's personal data from her row (issue 35): the last owner is refused in words", async () => {
    const owner = members[0]!;
    signedInAs(staffUser, VIEW, routesFor());
    const { unmount } = renderApp(`/tenant/user/info?company_uuid=${tenant.uuid}`);
    await screen.findByText('member1@client.example', {}, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Personal data: Member 1' })).not.toBeInTheDocument();
    unmount();

    signedInAs(staffUser, [...VIEW, 'manage personal data'], {
      ...routesFor(),
      [`POST /api/v1/users/${owner.uuid}/erasure`]: () => apiError(409, 'LAST_OWNER'),
    });
    renderApp(`/tenant/user/info?company_uuid=${tenant.uuid}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Personal data: Member 1' }, { timeout: 5000 }));
    expect(await screen.findByRole('menuitem', { name: 'Export personal data (zip)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Erase personal data…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase the data of Member 1' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /member1@client.example/ }), owner.email);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(
      await within(dialog).findByText(
        'This person is the last owner of a company: give the company another owner first.',
      ),
    ).toBeInTheDocument();
  });

  it('offers Add User and re-sending only to holders of "create tenant user"', async () => {
    signedInAs(staffUser, VIEW, routesFor());
    const { unmount } = renderApp(`/tenant/user/info?company_uuid=${tenant.uuid}`);
    await screen.findByText('member1@client.example', {}, { timeout: 5000 });
    expect(screen.queryByRole('link', { name: 'Add User' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Re-send invitation to Member 2' })).not.toBeInTheDocument();
    unmount();

    signedInAs(staffUser, [...VIEW, 'create tenant user'], routesFor());
    renderApp(`/tenant/user/info?company_uuid=${tenant.uuid}`);
    expect(await screen.findByRole('link', { name: 'Add User' })).toHaveAttribute(
      'href',
      `/app/create/tenant/user?company_uuid=${tenant.uuid}`,
    );
    expect(await screen.findByRole('button', { name: 'Re-send invitation to Member 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Re-send invitation to Member 1' })).not.toBeInTheDocument();
  });

  it('re-sends an invitation to that tenant user and names the address', async () => {
    const invited = members[1]!;
    let resent = 0;
    signedInAs(
      staffUser,
      [...VIEW, 'create tenant user'],
      routesFor({
        [`POST /api/v1/tenants/${tenant.uuid}/users/${invited.uuid}/invitation`]: () => {
          resent += 1;
          return json(202, { email: invited.email, expires_at: '2026-11-27T10:00:00.000Z' });
        },
      }),
    );
    renderApp(`/tenant/user/info?company_uuid=${tenant.uuid}`);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Re-send invitation to Member 2' }, { timeout: 5000 }),
    );
    expect(await screen.findByText('A new invitation was e-mailed to member2@client.example.')).toBeInTheDocument();
    expect(resent).toBe(1);
  });

  it('says the tenant was not found for a missing or malformed company_uuid, without asking the server', async () => {
    const fetch = signedInAs(staffUser, VIEW);
    const { unmount } = renderApp('/tenant/user/info');
    expect(await screen.findByRole('heading', { name: 'Company not found' }, { timeout: 5000 })).toBeVisible();
    unmount();

    renderApp('/tenant/user/info?company_uuid=../../etc');
    expect(await screen.findByRole('heading', { name: 'Company not found' }, { timeout: 5000 })).toBeVisible();
    expect(fetch.mock.calls.some(([input]) => String(input).includes('/tenants'))).toBe(false);
  });

  it("says the tenant was not found when the server answers 404 (another client's tenant)", async () => {
    const foreign = someTenant(8);
    signedInAs(clientUser, ['view tenant user'], {
      [`GET /api/v1/tenants/${foreign.uuid}`]: () => apiError(404, 'NOT_FOUND'),
      [`GET /api/v1/tenants/${foreign.uuid}/users`]: () => apiError(404, 'NOT_FOUND'),
    });
    renderApp(`/tenant/user/info?company_uuid=${foreign.uuid}`);
    expect(await screen.findByRole('heading', { name: 'Company not found' }, { timeout: 5000 })).toBeVisible();
    // The way back is the client's home: what the firm needs from them (their documents when nothing is asked).
    expect(screen.getByRole('link', { name: 'Back to the start' })).toHaveAttribute(
      'href',
      `/app${paths.clientAsksOnArrival}`,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
