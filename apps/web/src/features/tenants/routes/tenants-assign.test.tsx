import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { envelope, signedInWith } from '../../../test/users-and-roles.ts';
import { someTenant } from '../../../test/tenant-fixtures.ts';

const ui = userEvent.setup({ delay: null });
const STAFF = '20000000-0000-4000-8000-000000000001';
const tenants = [
  someTenant(1, { responsible_staff_uuid: STAFF, responsible_staff_name: 'Kim Keeper' }),
  someTenant(2),
  someTenant(3),
];
const staffOptions = () => json(200, { data: [{ uuid: STAFF, name: 'Kim Keeper', email: 'kim@firm.example' }] });

describe('responsible staff on the tenant list', { timeout: 20_000 }, () => {
  it('shows who is responsible and filters to my clients on the server', async () => {
    const asked: URL[] = [];
    signedInWith(['view tenant'], {
      'GET /api/v1/tenants': ({ url }) => {
        asked.push(url);
        const mine = url.searchParams.get('responsible') === 'mine';
        return json(200, envelope(mine ? [tenants[0]!] : tenants, 1, 50));
      },
      'GET /api/v1/tenants/responsible-staff': staffOptions,
    });
    renderApp('/tenant/info');
    const row = await screen.findByRole('row', { name: /Tenant 1/ }, { timeout: 5000 });
    expect(within(row).getByText('Kim Keeper')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select Tenant 1' })).not.toBeInTheDocument();

    await ui.click(screen.getByRole('combobox', { name: 'Responsible' }));
    await ui.click(await screen.findByRole('option', { name: 'My clients' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Tenant 2/ })).not.toBeInTheDocument());
    expect(asked.at(-1)?.searchParams.get('responsible')).toBe('mine');
  });

  it('assigns the selected clients to one staff member', async () => {
    let sent: unknown;
    signedInWith(['view tenant', 'update tenant'], {
      'GET /api/v1/tenants': () => json(200, envelope(tenants, 1, 50)),
      'GET /api/v1/tenants/responsible-staff': staffOptions,
      'POST /api/v1/tenants/assign': ({ body }) => {
        sent = body;
        return json(200, { assigned: 2, unchanged: 0 });
      },
    });
    renderApp('/tenant/info');
    await ui.click(await screen.findByRole('checkbox', { name: 'Select Tenant 2' }, { timeout: 5000 }));
    await ui.click(screen.getByRole('checkbox', { name: 'Select Tenant 3' }));
    await ui.click(screen.getByRole('button', { name: 'Assign selected (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign a responsible staff member' });
    await ui.click(within(dialog).getByRole('combobox', { name: 'Responsible staff member' }));
    await ui.click(await screen.findByRole('option', { name: 'Kim Keeper (kim@firm.example)' }));
    await ui.click(within(dialog).getByRole('button', { name: 'Assign' }));

    expect(await screen.findByText('2 clients assigned')).toBeInTheDocument();
    expect(sent).toEqual({ tenant_ids: [tenants[1]!.uuid, tenants[2]!.uuid], staff_id: STAFF });
    expect(screen.queryByRole('button', { name: /Assign selected/ })).not.toBeInTheDocument();
  });
});
