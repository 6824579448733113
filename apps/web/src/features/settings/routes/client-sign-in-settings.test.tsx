import type { TClientSignInSettings } from '@ledgerport/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-api.ts';
import { staffUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { settingsServer } from '../../../test/settings-fixtures.ts';
import { signedInAs } from '../../../test/tenant-user-fixtures.ts';

const ui = userEvent.setup({ delay: null });
const seeded: TClientSignInSettings = { password: true, email_link: true, passkey: true, client_mfa_required: false };

describe('how clients sign in (firm settings, issue 32)', { timeout: 20_000 }, () => {
  it('saves the allowed ways and two-step sign-in for clients, and never none of them', async () => {
    const { routes, puts } = settingsServer('/api/v1/firm-settings/client-sign-in', seeded, (stored, body) => ({
      ...stored,
      ...(body as object),
    }));
    signedInAs(staffUser, ['manage firm settings'], {
      ...routes,
      'GET /api/v1/firm-settings/branding': () =>
        json(200, {
          firm_name: 'Ledgerport',
          primary_color: '#1c7ed6',
          support_email: null,
          sender_name: null,
          logo_url: null,
          trash_retention_days: null,
          trash_retention_default_days: 30,
          default_locale: 'en',
          updated_at: null,
        }),
    });
    renderApp('/settings/firm');

    const password = await screen.findByRole('checkbox', { name: /^Password/ });
    const link = screen.getByRole('checkbox', { name: /^Link or code by e-mail/ });
    const passkey = screen.getByRole('checkbox', { name: /^Passkey/ });
    const save = screen.getByRole('button', { name: 'Save sign-in methods' });
    for (const box of [password, link, passkey]) await ui.click(box);
    expect(await screen.findByText('Allow at least one way to sign in.')).toBeVisible();
    expect(save).toBeDisabled();

    await ui.click(link);
    await ui.click(screen.getByRole('switch', { name: /Clients must use two-step sign-in/ }));
    await ui.click(save);
    expect(await screen.findByText('Firm settings saved.')).toBeVisible();
    expect(puts).toEqual([{ password: false, email_link: true, passkey: false, client_mfa_required: true }]);
  });
});
