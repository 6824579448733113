import type { TFirmNotificationDefaults, TFirmSettings } from '@ledgerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-api.ts';
import { clientUser, staffUser } from '../../../test/fixtures.ts';
import { FIRM_DEFAULTS_PATH, firmDefaults } from '../../../test/notification-email-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { settingsServer } from '../../../test/settings-fixtures.ts';
import { callsTo, signedInAs } from '../../../test/tenant-user-fixtures.ts';

const ui = userEvent.setup({ delay: null });
const SETTINGS = '/api/v1/firm-settings/branding';

const seeded: TFirmSettings = {
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

/** The server's firm settings: a save changes what both the screen and GET /branding answer. */
const server = () =>
  settingsServer(
    SETTINGS,
    seeded,
    (stored, body) => ({ ...stored, ...(body as object), updated_at: '2026-11-28T09:00:00.000Z' }),
    (stored) => ({
      'GET /api/v1/branding': () =>
        json(200, {
          firm_name: stored().firm_name,
          primary_color: stored().primary_color,
          logo_url: null,
          support_email: null,
          default_locale: stored().default_locale,
        }),
    }),
  );

describe('firm settings', () => {
  it('saves the firm name, colour, support address and sender, and the top bar and title follow', async () => {
    const { routes, puts } = server();
    signedInAs(staffUser, ['manage firm settings'], routes);
    renderApp('/settings/firm');

    const name = await screen.findByRole('textbox', { name: 'Firm name' });
    await waitFor(() => expect(document.title).toBe('Firm Settings — Ledgerport'));
    await ui.clear(name);
    await ui.type(name, 'Dunn & Co CPA');
    const colour = screen.getByRole('textbox', { name: 'Primary colour' });
    await ui.clear(colour);
    await ui.type(colour, '#2f9e44');
    await ui.type(screen.getByRole('textbox', { name: 'Support e-mail' }), 'help@dunn.test');
    await ui.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Firm settings saved.')).toBeVisible();
    expect(puts).toEqual([
      {
        firm_name: 'Dunn & Co CPA',
        primary_color: '#2f9e44',
        support_email: 'help@dunn.test',
        sender_name: null,
        trash_retention_days: null,
        default_locale: 'en',
      },
    ]);
    const banner = screen.getByRole('banner');
    await waitFor(() => expect(within(banner).getByTestId('firm-name')).toHaveTextContent('Dunn & Co CPA'));
    await waitFor(() => expect(document.title).toBe('Firm Settings — Dunn & Co CPA'));
  });

  it('refuses a colour that is not #rrggbb before asking the server', async () => {
    const { routes } = server();
    const fetch = signedInAs(staffUser, ['manage firm settings'], routes);
    renderApp('/settings/firm');
    const colour = await screen.findByRole('textbox', { name: 'Primary colour' });
    await ui.clear(colour);
    await ui.type(colour, 'blue');
    await ui.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(/Enter the colour as # and six hexadecimal digits/)).toBeVisible();
    expect(callsTo(fetch, 'PUT', SETTINGS)).toEqual([]);
  });

  it('sets how many days the trash keeps deletions, and empties it back to the server default', async () => {
    const { routes, puts } = server();
    signedInAs(staffUser, ['manage firm settings'], routes);
    renderApp('/settings/firm');
    const days = await screen.findByRole('textbox', { name: 'Keep deleted items for (days)' });
    expect(days).toHaveValue('');
    expect(screen.getByText(/Leave empty for the server default of 30 days/)).toBeVisible();

    await ui.type(days, '90');
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Firm settings saved.')).toBeVisible();
    await ui.clear(days);
    await ui.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts.map((put) => (put as { trash_retention_days: unknown }).trash_retention_days)).toEqual([90, null]);
  });

  it('refuses a retention outside 1 to 3650 days before asking the server, in the user language', async () => {
    const { routes } = server();
    const fetch = signedInAs(staffUser, ['manage firm settings'], routes);
    renderApp('/settings/firm');
    const days = await screen.findByRole('textbox', { name: 'Keep deleted items for (days)' });
    await ui.type(days, '4000');
    await ui.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Keep deleted items for 1 to 3650 days')).toBeVisible();
    expect(callsTo(fetch, 'PUT', SETTINGS)).toEqual([]);
  });

  it('saves the default e-mail delivery of each category and the digest hour for everyone who has not chosen', async () => {
    const { routes } = server();
    const defaults = settingsServer(
      FIRM_DEFAULTS_PATH,
      firmDefaults,
      (_stored, body) => body as TFirmNotificationDefaults,
    );
    signedInAs(staffUser, ['manage firm settings'], { ...routes, ...defaults.routes });
    renderApp('/settings/firm');

    const requests = await screen.findByRole('radiogroup', { name: 'Requests' }, { timeout: 5000 });
    expect(within(requests).getByRole('radio', { name: 'At once' })).toBeChecked();
    await ui.click(within(requests).getByRole('radio', { name: 'Daily digest' }));
    await ui.click(
      within(screen.getByRole('radiogroup', { name: 'Sales tax and payroll' })).getByRole('radio', { name: 'Off' }),
    );
    await ui.selectOptions(screen.getByRole('combobox', { name: /Daily digest hour/ }), '6');
    await ui.click(screen.getByRole('button', { name: 'Save defaults' }));

    expect(await screen.findByText('The notification defaults have been saved.')).toBeVisible();
    expect(defaults.puts).toEqual([
      {
        email: {
          requests: 'daily',
          documents: 'instant',
          tax_payroll: 'off',
          signatures: 'instant',
          messages: 'instant',
        },
        digest_hour: 6,
      },
    ]);
  });

  it('is offered in the sidebar only to holders of the permission', async () => {
    signedInAs(clientUser, [], server().routes);
    renderApp('/settings/firm');
    expect(await screen.findByText('You do not have permission to do this.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Firm Settings' })).not.toBeInTheDocument();
  });
});
