import { DEFAULT_BRANDING } from '../../lib/branding/get-branding.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { notifications } from '@mantine/notifications';
import { json } from '../../test/fake-api.ts';
import { staffUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { someTenant } from '../../test/tenant-fixtures.ts';
import { signedInAs, someTenantUser } from '../../test/tenant-user-fixtures.ts';
import { envelope, firmRoles, someUser } from '../../test/users-and-roles.ts';

const ui = userEvent.setup({ delay: null });
/** A firm whose language is German: every invite form offers it first. */
const germanFirm = { ...DEFAULT_BRANDING, default_locale: 'de' as const };
const LANGUAGE = /^Language of the invitation/;

async function type(name: string, text: string) {
  await ui.click(screen.getByRole('textbox', { name }));
  await ui.paste(text);
}
/** Picks the first choice of a select: the role names are not what this file is about. */
async function pickFirst(label: RegExp) {
  await ui.click(screen.getByLabelText(label, { selector: 'input' }));
  await ui.click((await screen.findAllByRole('option'))[0]!);
}
async function chooseLanguage(label: RegExp, language: string) {
  await ui.click(screen.getByLabelText(label, { selector: 'input' }));
  await ui.click(await screen.findByRole('option', { name: language }));
}
const languageShown = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

describe("the invitee's language in every invite form", { timeout: 30_000 }, () => {
  afterEach(() => notifications.clean());

  it("internal user: the firm's language first, another when chosen, sent with the invitation", async () => {
    const sent: unknown[] = [];
    signedInAs(staffUser, ['view internal user', 'create internal user'], {
      'GET /api/v1/internal-users': () => json(200, envelope([], 1, 20)),
      'POST /api/v1/internal-users': ({ body }) => {
        sent.push(body);
        return json(201, { uuid: '30000000-0000-4000-8000-000000000099', email: 'olga@firm.example' });
      },
    });
    const fill = async () => {
      for (const [name, text] of [
        ['User name', 'Olga Office'],
        ['Email', 'olga@firm.example'],
        ['Mobile', '5550111'],
        ['Office phone', '5550222'],
        ['Fax', '5550333'],
      ] as const)
        await type(name, text);
      await pickFirst(/^User type/);
    };

    const first = renderApp('/create/internal/user', { branding: germanFirm });
    await screen.findByRole('heading', { name: 'Add Internal User' }, { timeout: 5000 });
    expect(languageShown(LANGUAGE)).toHaveValue('German');
    await fill();
    await ui.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    first.unmount();

    renderApp('/create/internal/user', { branding: germanFirm });
    await screen.findByRole('heading', { name: 'Add Internal User' }, { timeout: 5000 });
    await fill();
    await chooseLanguage(LANGUAGE, 'Italian');
    await ui.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(sent).toHaveLength(2));

    expect(sent.map((body) => (body as { locale: string }).locale)).toEqual(['de', 'it']);
  });

  it('tenant user: offers the language only when inviting, and sends the one chosen', async () => {
    const tenant = someTenant(7, { name: 'Acme Bakery LLC' });
    const usersPath = `/api/v1/tenants/${tenant.uuid}/users`;
    let sent: unknown;
    signedInAs(staffUser, ['view tenant', 'view tenant user', 'create tenant user'], {
      [`GET /api/v1/tenants/${tenant.uuid}`]: () => json(200, tenant),
      [`GET ${usersPath}`]: () => json(200, envelope([someTenantUser(1)], 1, 20)),
      [`POST ${usersPath}`]: ({ body }) => {
        sent = body;
        return json(201, someTenantUser(9, { status: 'INVITED' }));
      },
    });
    renderApp(`/create/tenant/user?company_uuid=${tenant.uuid}`, { branding: germanFirm });
    expect(await screen.findByText('Tenant: Acme Bakery LLC', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(languageShown(LANGUAGE)).toHaveValue('German');

    // Linking an existing account sends no invitation: nothing to choose.
    await ui.click(screen.getByRole('radio', { name: /existing/i }));
    expect(screen.queryByLabelText(LANGUAGE, { selector: 'input' })).toBeNull();
    await ui.click(screen.getByRole('radio', { name: /new/i }));

    await type('Name', 'Nia New');
    await type('User Email', 'nia@client.example');
    await type('Mobile', '5550109');
    await pickFirst(/^User Type/);
    await chooseLanguage(LANGUAGE, 'Russian');
    await ui.click(screen.getByRole('button', { name: 'Send invitation' }));

    await waitFor(() => expect(sent).toMatchObject({ email: 'nia@client.example', locale: 'ru' }));
  });

  it("user form: a new user's language, the firm's unless changed", async () => {
    let sent: unknown;
    signedInAs(staffUser, ['view user', 'create user', 'update user'], {
      'GET /api/v1/roles': () => json(200, envelope(firmRoles, 1, 100)),
      'GET /api/v1/users': () => json(200, envelope([], 1, 15)),
      'POST /api/v1/users': ({ body }) => {
        sent = body;
        return json(201, someUser(9, { status: 'INVITED' }));
      },
    });
    renderApp('/users/create', { branding: germanFirm });
    await screen.findByRole('heading', { name: 'Create User' }, { timeout: 5000 });
    expect(languageShown(LANGUAGE)).toHaveValue('German');
    await type('Name', 'Nora New');
    await type('Email', 'nora@firm.example');
    await type('Mobile', '5550100');
    await pickFirst(/^Roles/);
    await chooseLanguage(LANGUAGE, 'Spanish');
    await ui.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent).toMatchObject({ email: 'nora@firm.example', locale: 'es' }));
  });

  it('firm settings: the firm language is saved with the other settings', async () => {
    const stored = {
      firm_name: 'Ledgerport',
      primary_color: '#1c7ed6',
      support_email: null,
      sender_name: null,
      logo_url: null,
      trash_retention_days: null,
      trash_retention_default_days: 30,
      default_locale: 'en',
      updated_at: null,
    };
    const puts: unknown[] = [];
    signedInAs(staffUser, ['manage firm settings'], {
      'GET /api/v1/firm-settings/branding': () => json(200, stored),
      'PUT /api/v1/firm-settings/branding': ({ body }) => {
        puts.push(body);
        return json(200, { ...stored, ...(body as object) });
      },
    });
    renderApp('/settings/firm');
    const settings = await screen.findByRole('textbox', { name: 'Firm name' }, { timeout: 5000 });
    const form = settings.closest('form')!;
    expect(within(form).getByLabelText(/^Firm language/, { selector: 'input' })).toHaveValue('English');
    await chooseLanguage(/^Firm language/, 'German');
    await ui.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(puts).toEqual([expect.objectContaining({ default_locale: 'de' })]));
  });
});
