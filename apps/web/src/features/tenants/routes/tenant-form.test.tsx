import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { apiError, json } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { envelope, signedInWith } from '../../../test/users-and-roles.ts';
import { someTenant } from '../../../test/tenant-fixtures.ts';

// No pause between keystrokes: these forms take many characters.
const ui = userEvent.setup({ delay: null });
const tenantsPage = () => json(200, envelope([someTenant(1)], 1, 50));

async function enter(label: RegExp | string, text: string) {
  await ui.click(screen.getByRole('textbox', { name: label }));
  await ui.paste(text);
}

async function openCreate(routes: Parameters<typeof signedInWith>[1] = {}) {
  const fetch = signedInWith(['view tenant', 'create tenant'], routes);
  const view = renderApp('/create/tenant/info');
  await screen.findByRole('heading', { name: 'Create Tenant' }, { timeout: 5000 });
  return { fetch, ...view };
}

async function fillRequired(rootDirectory = 'smith-co') {
  await enter(/^Name/, 'Smith & Co');
  await enter('Root Directory', rootDirectory);
  await enter(/^Primary contact e-mail/, 'owner@smith.example');
}

const posted = (fetch: Awaited<ReturnType<typeof openCreate>>['fetch']) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('create tenant', { timeout: 20_000 }, () => {
  it('shows the four spec messages when sent empty, and sends nothing', async () => {
    const { fetch } = await openCreate();
    expect(screen.getByRole('group', { name: 'Tenant Setup' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Address' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Contact' })).toBeInTheDocument();

    // Local folder is chosen by default; clearing it leaves the whole form empty.
    const type = screen.getByRole('combobox', { name: 'Root Directory Type' });
    expect(type).toHaveValue('Local folder');
    await ui.click(type);
    await ui.click(await screen.findByRole('option', { name: 'Local folder' }));
    expect(type).toHaveValue('');

    await ui.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Root directory is required')).toBeInTheDocument();
    expect(screen.getByText('Root directory Type is required')).toBeInTheDocument();
    expect(screen.getByText('Primary contact email is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveFocus();
    expect(posted(fetch)).toHaveLength(0);
  });

  it('explains in the chosen language why a root directory such as ../x is refused', async () => {
    const { fetch } = await openCreate();
    await fillRequired('../x');
    await ui.click(screen.getByRole('button', { name: 'Save' }));

    const root = screen.getByRole('textbox', { name: 'Root Directory' });
    expect(root).toHaveAccessibleDescription(expect.stringMatching(/^Use a single folder name/));
    expect(posted(fetch)).toHaveLength(0);

    await act(() => i18n.changeLanguage('de'));
    expect(root).toHaveAccessibleDescription(expect.stringMatching(/^Verwenden Sie einen einzelnen Ordnernamen/));
  });

  it('puts a taken root directory (409) on the Root Directory field', async () => {
    const { fetch } = await openCreate({ 'POST /api/v1/tenants': () => apiError(409, 'CONFLICT') });
    await fillRequired();
    await ui.click(screen.getByRole('button', { name: 'Save' }));

    const root = screen.getByRole('textbox', { name: 'Root Directory' });
    await waitFor(() =>
      expect(root).toHaveAccessibleDescription(
        expect.stringContaining('Another tenant already uses this root directory'),
      ),
    );
    expect(root).toHaveFocus();
    expect(posted(fetch)).toHaveLength(1);
  });

  it('puts server field errors beside their fields', async () => {
    await openCreate({
      'POST /api/v1/tenants': () =>
        json(400, {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Invalid',
            details: [{ field: 'primary_contact_email', message: 'Invalid email address' }],
          },
        }),
    });
    await fillRequired();
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Primary contact e-mail/ })).toHaveAccessibleDescription(
        'Invalid email address',
      ),
    );
  });

  it('creates the tenant, says so in green and returns to the tenant list', async () => {
    let sent: unknown;
    const { router } = await openCreate({
      'GET /api/v1/tenants': tenantsPage,
      'POST /api/v1/tenants': ({ body }) => {
        sent = body;
        return json(201, someTenant(9));
      },
    });
    await fillRequired();
    await enter(/^Address line 1/, '12 High St\nSuite <4>');
    await enter(/^City/, 'Springfield');
    await ui.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Tenant created')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/tenant/info'));
    expect(sent).toEqual({
      name: 'Smith & Co',
      root_directory_type: 'LOCAL_FOLDER',
      root_directory: 'smith-co',
      timezone: null,
      address_line_1: '<p>12 High St<br>Suite &lt;4&gt;</p>',
      address_line_2: null,
      city: 'Springfield',
      state: null,
      country: null,
      zipcode: null,
      primary_contact_name: null,
      primary_contact_email: 'owner@smith.example',
      primary_contact_phone_mobile: null,
      primary_contact_phone_office: null,
      primary_contact_fax: null,
      responsible_staff_uuid: null,
    });
  });

  it('sends the responsible staff member chosen from the active staff', async () => {
    let sent: { responsible_staff_uuid?: string | null } = {};
    const staffUuid = '20000000-0000-4000-8000-000000000001';
    await openCreate({
      'GET /api/v1/tenants': tenantsPage,
      'GET /api/v1/tenants/responsible-staff': () =>
        json(200, { data: [{ uuid: staffUuid, name: 'Kim Keeper', email: 'kim@firm.example' }] }),
      'POST /api/v1/tenants': ({ body }) => {
        sent = body as typeof sent;
        return json(201, someTenant(9));
      },
    });
    await fillRequired();
    await ui.click(screen.getByRole('combobox', { name: 'Responsible staff member' }));
    await ui.click(await screen.findByRole('option', { name: 'Kim Keeper (kim@firm.example)' }));
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tenant created')).toBeInTheDocument();
    expect(sent.responsible_staff_uuid).toBe(staffUuid);
  });

  it('goes back to the tenant list on Cancel', async () => {
    const { router } = await openCreate({ 'GET /api/v1/tenants': tenantsPage });
    await ui.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/tenant/info'));
  });
});

describe('edit tenant', { timeout: 20_000 }, () => {
  it('loads the tenant, turns it In-active and saves', async () => {
    const tenant = someTenant(4, { address_line_1: '<p><strong>4 Mill Rd</strong></p>', timezone: 'Europe/Rome' });
    let sent: unknown;
    const { router } =
      (signedInWith(['view tenant', 'update tenant'], {
        'GET /api/v1/tenants': tenantsPage,
        [`GET /api/v1/tenants/${tenant.uuid}`]: () => json(200, tenant),
        [`PUT /api/v1/tenants/${tenant.uuid}`]: ({ body }) => {
          sent = body;
          return json(200, { ...tenant, status: 0 });
        },
      }),
      renderApp(`/tenant/edit?company_uuid=${tenant.uuid}`));

    expect(await screen.findByRole('textbox', { name: /^Name/ }, { timeout: 5000 })).toHaveValue('Tenant 4');
    expect(screen.getByRole('textbox', { name: /^Address line 1/ })).toHaveValue('4 Mill Rd');
    const status = screen.getByRole('switch', { name: /^Active/ });
    expect(status).toBeChecked();
    await ui.click(status);
    await ui.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Tenant updated')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/tenant/info'));
    // An address line nobody edited keeps its formatting.
    expect(sent).toMatchObject({
      status: 0,
      address_line_1: '<p><strong>4 Mill Rd</strong></p>',
      timezone: 'Europe/Rome',
    });
  });

  it('says "Tenant not found" with a way back when there is no such tenant', async () => {
    const uuid = someTenant(404).uuid;
    signedInWith(['view tenant', 'update tenant'], {
      [`GET /api/v1/tenants/${uuid}`]: () => apiError(404, 'NOT_FOUND'),
    });
    renderApp(`/tenant/edit?company_uuid=${uuid}`);
    expect(await screen.findByRole('heading', { name: 'Company not found' }, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Edit Tenant' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the tenant list' })).toHaveAttribute('href', '/app/tenant/info');
  });
});
