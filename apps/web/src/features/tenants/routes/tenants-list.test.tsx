import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { envelope, signedInWith } from '../../../test/users-and-roles.ts';
import { someTenant } from '../../../test/tenant-fixtures.ts';

const tenants = Array.from({ length: 120 }, (_, i) =>
  someTenant(
    i + 1,
    i === 1 ? { status: 0, root_directory: 'ledgerport-clients/t2', root_directory_type: 'AWS_S3' } : {},
  ),
);
const listing = ({ url }: { url: URL }) => {
  const search = url.searchParams.get('search') ?? '';
  const matching = tenants.filter((tenant) => tenant.name.toLowerCase().includes(search.toLowerCase()));
  return json(200, envelope(matching, Number(url.searchParams.get('page')), Number(url.searchParams.get('per_page'))));
};
const tenantCalls = (fetch: ReturnType<typeof signedInWith>) =>
  fetch.mock.calls
    .map((call) => new URL(String(call[0]), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/tenants');

describe('tenant list', () => {
  it('shows 50 tenants a page with their root directory type and an Active or In-active badge', async () => {
    const fetch = signedInWith(['view tenant'], { 'GET /api/v1/tenants': listing });
    renderApp('/tenant/info');
    // The first screen of the file also loads the route's code: give it longer than the default second.
    expect(await screen.findByRole('heading', { name: 'Tenant List' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('Showing 1–50 of 120')).toBeInTheDocument();
    expect(tenantCalls(fetch)[0]?.searchParams.get('per_page')).toBe('50');
    expect(screen.getAllByRole('row')).toHaveLength(51);
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/app/dashboard');

    const first = within(screen.getByRole('row', { name: /Tenant 1 tenant-1/ }));
    expect(first.getByText('Local folder')).toBeInTheDocument();
    expect(first.getByText('Active')).toBeInTheDocument();
    expect(first.getByText('contact1@tenant.example')).toBeInTheDocument();
    const second = within(screen.getByRole('row', { name: /Tenant 2 ledgerport-clients\/t2/ }));
    expect(second.getByText('AWS S3 bucket')).toBeInTheDocument();
    expect(second.getByText('In-active')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Open files of Tenant 2' })).toHaveAttribute(
      'href',
      `/app/index/company?company_uuid=${tenants[1]!.uuid}&company_name=Tenant+2`,
    );
  });

  it('offers Create Tenant and the bulk import only to holders of "create tenant"', async () => {
    signedInWith(['view tenant'], { 'GET /api/v1/tenants': listing });
    const { unmount } = renderApp('/tenant/info');
    await screen.findByText('contact1@tenant.example', {}, { timeout: 5000 });
    expect(screen.queryByRole('link', { name: 'Create Tenant' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bulk Create from Sheet' })).not.toBeInTheDocument();
    unmount();

    signedInWith(['view tenant', 'create tenant'], { 'GET /api/v1/tenants': listing });
    renderApp('/tenant/info');
    expect(await screen.findByRole('link', { name: 'Create Tenant' })).toHaveAttribute(
      'href',
      '/app/create/tenant/info',
    );
    expect(screen.getByRole('link', { name: 'Bulk Create from Sheet' })).toHaveAttribute(
      'href',
      '/app/tenant/bulk/upload/create',
    );
  });

  it('gives editing the tenant its own action, only to holders of "update tenant"', async () => {
    signedInWith(['view tenant'], { 'GET /api/v1/tenants': listing });
    const { unmount } = renderApp('/tenant/info');
    await screen.findByText('contact1@tenant.example', {}, { timeout: 5000 });
    expect(screen.queryByRole('link', { name: 'Edit Tenant 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open files of Tenant 1' })).toBeInTheDocument();
    unmount();

    signedInWith(['view tenant', 'update tenant'], { 'GET /api/v1/tenants': listing });
    renderApp('/tenant/info');
    expect(await screen.findByRole('link', { name: 'Edit Tenant 1' })).toHaveAttribute(
      'href',
      `/app/tenant/edit?company_uuid=${tenants[0]!.uuid}`,
    );
  });

  it('links each tenant to its user list for holders of "view tenant user"', async () => {
    signedInWith(['view tenant'], { 'GET /api/v1/tenants': listing });
    const { unmount } = renderApp('/tenant/info');
    await screen.findByText('contact1@tenant.example', {}, { timeout: 5000 });
    expect(screen.queryByRole('link', { name: 'Users of Tenant 1' })).not.toBeInTheDocument();
    unmount();

    signedInWith(['view tenant', 'view tenant user'], { 'GET /api/v1/tenants': listing });
    renderApp('/tenant/info');
    expect(await screen.findByRole('link', { name: 'Users of Tenant 2' })).toHaveAttribute(
      'href',
      `/app/tenant/user/info?company_uuid=${tenants[1]!.uuid}`,
    );
  });

  it("opens Tenant User Setup from the pencil and adds the user to that row's tenant", async () => {
    const ui = userEvent.setup({ delay: null });
    let sent: { path: string; body: unknown } | undefined;
    const target = tenants[2]!;
    signedInWith(['view tenant', 'create tenant user'], {
      'GET /api/v1/tenants': listing,
      [`POST /api/v1/tenants/${target.uuid}/users`]: ({ url, body }) => {
        sent = { path: url.pathname, body };
        return json(201, {
          uuid: '20000000-0000-4000-8000-000000000009',
          name: 'Nia New',
          email: 'nia@client.example',
          phone_mobile: '5550109',
          user_type: 'TenantOwner',
          status: 'INVITED',
          invitation_expires_at: '2026-11-27T10:00:00.000Z',
          joined_at: '2026-11-20T10:00:00.000Z',
        });
      },
    });
    const { router } = renderApp('/tenant/info');
    await ui.click(await screen.findByRole('button', { name: 'Add a user to Tenant 3' }, { timeout: 5000 }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Tenant User Setup' }));
    expect(dialog.getByText('Tenant: Tenant 3')).toBeInTheDocument();
    await ui.type(dialog.getByRole('textbox', { name: 'Name' }), 'Nia New');
    await ui.type(dialog.getByRole('textbox', { name: 'User Email' }), 'nia@client.example');
    await ui.type(dialog.getByRole('textbox', { name: 'Mobile' }), '5550109');
    await ui.click(dialog.getByLabelText(/^User Type/, { selector: 'input' }));
    await ui.click(await screen.findByRole('option', { name: 'TenantOwner' }));
    await ui.click(dialog.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Tenant User Added Successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tenant User Setup' })).not.toBeInTheDocument());
    expect(sent).toEqual({
      path: `/api/v1/tenants/${target.uuid}/users`,
      body: {
        name: 'Nia New',
        email: 'nia@client.example',
        phone_mobile: '5550109',
        user_type: 'TenantOwner',
        locale: 'en',
      },
    });
    expect(router.state.location.pathname).toBe('/app/tenant/info');
  });

  it('shows no pencil without "create tenant user"', async () => {
    signedInWith(['view tenant', 'update tenant'], { 'GET /api/v1/tenants': listing });
    renderApp('/tenant/info');
    await screen.findByText('contact1@tenant.example', {}, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Add a user to Tenant 1' })).not.toBeInTheDocument();
  });

  it('lists Tenants in the sidebar for holders of "view tenant"', async () => {
    signedInWith(['view tenant'], { 'GET /api/v1/tenants': listing });
    renderApp('/tenant/info');
    await screen.findByText('contact1@tenant.example', {}, { timeout: 5000 });
    expect(screen.getAllByRole('link', { name: 'Tenants' })[0]).toHaveAttribute('href', '/app/tenant/info');
  });

  it('searches once typing pauses for 300 ms, from page 1', async () => {
    const fetch = signedInWith(['view tenant'], { 'GET /api/v1/tenants': listing });
    const { router } = renderApp('/tenant/info?page=2');
    expect(await screen.findByText('Showing 51–100 of 120', {}, { timeout: 5000 })).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'tenant 11');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('tenant 11');

    // Typing into a page of 50 rows is slow in jsdom, slower still on a loaded CI machine: a generous wait.
    expect(await screen.findByText('Showing 1–11 of 11', {}, { timeout: 15_000 })).toBeInTheDocument();
    const searched = tenantCalls(fetch).filter((url) => url.searchParams.has('search'));
    expect(searched).toHaveLength(1);
    expect(searched[0]?.searchParams.get('search')).toBe('tenant 11');
    expect(searched[0]?.searchParams.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?search=tenant+11');
  });

  it('says when there is nothing to show, and when the list could not be loaded', async () => {
    signedInWith(['view tenant'], { 'GET /api/v1/tenants': () => json(200, envelope([], 1, 50)) });
    const { unmount } = renderApp('/tenant/info');
    expect(await screen.findByText('No data available', {}, { timeout: 5000 })).toBeInTheDocument();
    unmount();

    signedInWith(['view tenant'], { 'GET /api/v1/tenants': () => apiError(403, 'FORBIDDEN') });
    renderApp('/tenant/info');
    await waitFor(() => expect(screen.getByText('You do not have permission to do this.')).toBeInTheDocument());
  });
});
