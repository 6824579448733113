import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-api.ts';
import { staffUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { settingsServer } from '../../../test/settings-fixtures.ts';
import { signedInAs } from '../../../test/tenant-user-fixtures.ts';

describe('messages in the firm settings (issue 34)', { timeout: 20_000 }, () => {
  it('switches the message text into e-mails to clients', async () => {
    const { routes, puts } = settingsServer(
      '/api/v1/settings/messages',
      { client_emails_include_text: false },
      (_, body) => body as { client_emails_include_text: boolean },
    );
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
    const ui = userEvent.setup();
    renderApp('/settings/firm');
    const toggle = await screen.findByRole('switch', { name: /Include the message text in e-mails to clients/ });
    expect(toggle).not.toBeChecked();
    await ui.click(toggle);
    await waitFor(() => expect(puts).toEqual([{ client_emails_include_text: true }]));
    await waitFor(() => expect(toggle).toBeChecked());
  });
});
