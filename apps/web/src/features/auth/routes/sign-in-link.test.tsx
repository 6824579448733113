import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dailyOverviewRoute } from '../../../test/dashboard-fixtures.ts';
import { apiError, fakeApi, json } from '../../../test/fake-api.ts';
import { loginResponse } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const ui = userEvent.setup({ delay: null });

describe('the sign-in link page (issue 32)', { timeout: 20_000 }, () => {
  it('signs in at once with the link, once', async () => {
    const sent: unknown[] = [];
    fakeApi({
      'POST /api/v1/auth/email-link/sign-in': ({ body }) => {
        sent.push(body);
        return json(200, loginResponse());
      },
      ...dailyOverviewRoute,
    });
    renderApp('/sign-in/link?token=the-token-from-the-mail');
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ token: 'the-token-from-the-mail' })]);
  });

  it('in another browser, says so and sends a new link that works here', async () => {
    const renewals: unknown[] = [];
    fakeApi({
      'POST /api/v1/auth/email-link/sign-in': () => apiError(403, 'SIGN_IN_LINK_OTHER_BROWSER'),
      'POST /api/v1/auth/email-link/renew': ({ body }) => {
        renewals.push(body);
        return json(202, { accepted: true });
      },
    });
    renderApp('/sign-in/link?token=the-token-from-the-mail');
    expect(await screen.findByText(/works only in the browser where it was asked for/)).toBeVisible();
    await ui.click(screen.getByRole('button', { name: 'Send a new link for this browser' }));
    expect(await screen.findByText('Check your e-mail')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Code from the e-mail' })).toBeVisible();
    expect(renewals).toEqual([{ token: 'the-token-from-the-mail' }]);
  });

  it('explains an expired or used link, with the way back to the login page', async () => {
    fakeApi({ 'POST /api/v1/auth/email-link/sign-in': () => apiError(410, 'SIGN_IN_LINK_EXPIRED') });
    renderApp('/sign-in/link?token=the-token-from-the-mail');
    expect(await screen.findByText(/This sign-in link has expired or was already used/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the login page' })).toBeVisible();
  });
});
