import type { TAccessReviewEntry } from '@ledgerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, noContent } from '../../../test/fake-api.ts';
import { staffUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { callsTo, signedInAs } from '../../../test/tenant-user-fixtures.ts';
import { envelope } from '../../../test/users-and-roles.ts';

const entries: TAccessReviewEntry[] = [
  {
    uuid: '7d1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a41',
    name: 'Never Nina',
    email: 'nina@acme.example',
    kind: 'client',
    status: 'ACTIVE',
    roles: ['TenantOwner at Acme Bakery LLC'],
    tenants: ['Acme Bakery LLC'],
    memberships: [{ role: 'TenantOwner', tenant: 'Acme Bakery LLC' }],
    last_sign_in_at: null,
    inactive: true,
    mfa: false,
  },
  {
    uuid: '7d1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a42',
    name: 'Quinn Qualified',
    email: 'quinn@firm.example',
    kind: 'staff',
    status: 'ACTIVE',
    roles: ['SuperAdmin'],
    tenants: [],
    memberships: [],
    last_sign_in_at: '2026-11-20T09:00:00.000Z',
    inactive: false,
    mfa: true,
  },
  {
    uuid: '7d1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a43',
    name: 'Ivy Invited',
    email: 'ivy@acme.example',
    kind: 'client',
    status: 'INVITED',
    roles: ['TenantManager at Acme Bakery LLC'],
    tenants: ['Acme Bakery LLC'],
    memberships: [{ role: 'TenantManager', tenant: 'Acme Bakery LLC' }],
    last_sign_in_at: null,
    inactive: false,
    mfa: false,
  },
];

describe('access review', () => {
  it('lists every user with roles and last sign-in, marks the inactive, and filters by kind and inactivity', async () => {
    const fetch = signedInAs(staffUser, ['view audit trail'], {
      'GET /api/v1/access-review': () => json(200, envelope(entries, 1, 20)),
      'GET /api/v1/firm-settings/mfa': () => json(200, { staff_mfa_required: true, client_mfa_required: false }),
    });
    renderApp('/access-review');
    const table = await screen.findByRole('table', { name: 'Users and their access' }, { timeout: 5000 });
    const nina = within((await within(table).findByText('Never Nina')).closest('tr')!);
    expect(nina.getByText('Never signed in')).toBeVisible();
    expect(nina.getByText('Inactive')).toBeVisible();
    expect(nina.getByText('TenantOwner at Acme Bakery LLC')).toBeVisible();
    const quinn = within(within(table).getByText('Quinn Qualified').closest('tr')!);
    expect(quinn.queryByText('Inactive')).not.toBeInTheDocument();
    // Invited minutes ago: said so, neither "never signed in" nor inactive.
    const ivy = within(within(table).getByText('Ivy Invited').closest('tr')!);
    expect(ivy.getByText('Invited, not signed in yet')).toBeVisible();
    expect(ivy.queryByText('Never signed in')).not.toBeInTheDocument();
    expect(ivy.queryByText('Inactive')).not.toBeInTheDocument();

    await userEvent.type(screen.getByPlaceholderText('Search by name or e-mail'), 'nina');
    await waitFor(() =>
      expect(callsTo(fetch, 'GET', '/api/v1/access-review').at(-1)!.searchParams.get('search')).toBe('nina'),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Firm staff' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Only inactive for 90 days or more' }));
    const last = callsTo(fetch, 'GET', '/api/v1/access-review').at(-1)!;
    expect(last.searchParams.get('kind')).toBe('staff');
    expect(last.searchParams.get('inactive')).toBe('true');
  });

  it('shows who has a second factor; a SuperAdmin resets one after a confirmation naming the user', async () => {
    const reset: string[] = [];
    signedInAs(staffUser, ['view audit trail'], {
      'GET /api/v1/access-review': () => json(200, envelope(entries, 1, 20)),
      'GET /api/v1/firm-settings/mfa': () => json(200, { staff_mfa_required: true, client_mfa_required: false }),
      [`POST /api/v1/users/${entries[1]!.uuid}/mfa/reset`]: ({ url }) => {
        reset.push(url.pathname);
        return noContent();
      },
    });
    renderApp('/access-review');
    const table = await screen.findByRole('table', { name: 'Users and their access' }, { timeout: 5000 });
    expect(within(table).getByRole('columnheader', { name: 'Two-step' })).toBeVisible();
    const nina = within((await within(table).findByText('Never Nina')).closest('tr')!);
    expect(nina.getByText('None')).toBeVisible();
    expect(nina.queryByRole('button', { name: 'Reset two-step sign-in' })).toBeNull();
    const quinn = within(within(table).getByText('Quinn Qualified').closest('tr')!);
    expect(quinn.getByText('Yes')).toBeVisible();

    await userEvent.click(quinn.getByRole('button', { name: 'Reset two-step sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset two-step sign-in?' });
    expect(dialog).toHaveTextContent('Quinn Qualified (quinn@firm.example) loses their authenticator app');
    expect(reset).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(reset).toEqual([`/api/v1/users/${entries[1]!.uuid}/mfa/reset`]);
  });

  it("lets a SuperAdmin switch the firm's two-step policy", async () => {
    const saved: unknown[] = [];
    signedInAs(staffUser, ['view audit trail'], {
      'GET /api/v1/access-review': () => json(200, envelope(entries, 1, 20)),
      'GET /api/v1/firm-settings/mfa': () => json(200, { staff_mfa_required: true, client_mfa_required: false }),
      'PUT /api/v1/firm-settings/mfa': ({ body }) => {
        saved.push(body);
        return json(200, body);
      },
    });
    renderApp('/access-review');
    const policy = await screen.findByRole('region', { name: 'Two-step sign-in policy' }, { timeout: 5000 });
    const staff = await within(policy).findByRole('switch', { name: 'Firm staff: required' });
    const clients = within(policy).getByRole('switch', { name: 'Clients: required' });
    expect(staff).toBeChecked();
    expect(clients).not.toBeChecked();

    await userEvent.click(clients);
    await waitFor(() => expect(clients).toBeChecked());
    expect(saved).toEqual([{ staff_mfa_required: true, client_mfa_required: true }]);
  });

  it('shows neither the policy nor resets to an auditor who is not a SuperAdmin', async () => {
    const fetch = signedInAs({ ...staffUser, staff_roles: ['Admin'] }, ['view audit trail'], {
      'GET /api/v1/access-review': () => json(200, envelope(entries, 1, 20)),
    });
    renderApp('/access-review');
    const table = await screen.findByRole('table', { name: 'Users and their access' }, { timeout: 5000 });
    await within(table).findByText('Quinn Qualified');
    expect(within(table).queryByRole('button', { name: 'Reset two-step sign-in' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Two-step sign-in policy' })).toBeNull();
    expect(callsTo(fetch, 'GET', '/api/v1/firm-settings/mfa')).toEqual([]);
  });

  it('says so to someone without the permission, and asks nothing', async () => {
    const fetch = signedInAs(staffUser, ['view tenant']);
    renderApp('/access-review');
    expect(await screen.findByRole('heading', { name: 'Access denied' }, { timeout: 5000 })).toBeVisible();
    expect(callsTo(fetch, 'GET', '/api/v1/access-review')).toEqual([]);
  });
});
