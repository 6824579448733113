import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, json, noContent } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

// The first visit of a lazy screen can take seconds on a busy machine.
const SLOW = { timeout: 5000 };

const TOKEN = 'Zq8xW2vR5tY7uI9oP1aS3dF5gH7jK9lL0zX2cV4bN6m';
const STRONG = 'Ledger-Port-42!';
const ui = userEvent.setup({ delay: null });
const link = () => json(200, { email: 'ada@firm.example', expires_at: new Date(Date.now() + 3_600_000).toISOString() });
const newPassword = () => screen.getByLabelText(/^New password/, { selector: 'input' });
const confirmation = () => screen.getByLabelText(/^Confirm the new password/, { selector: 'input' });

describe('reset password', () => {
  it('with an expired link says so and links to a new request', async () => {
    fakeApi({ [`GET /api/v1/auth/password-reset/${TOKEN}`]: () => apiError(410, 'LINK_EXPIRED') });
    renderApp(`/reset-password?token=${TOKEN}`);

    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('This link has expired or was already used.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/app/forgot-password');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('without a token says the same without asking the server', async () => {
    const fetch = fakeApi({});
    renderApp('/reset-password');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('This link has expired or was already used.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('checks the new password, then changes it and lands on login with a notice', async () => {
    let sent: unknown;
    fakeApi({
      [`GET /api/v1/auth/password-reset/${TOKEN}`]: link,
      [`POST /api/v1/auth/password-reset/${TOKEN}`]: ({ body }) => {
        sent = body;
        return noContent();
      },
    });
    renderApp(`/reset-password?token=${TOKEN}`);
    const email = await screen.findByRole('textbox', { name: 'Email' }, SLOW);
    expect(email).toHaveValue('ada@firm.example');
    expect(email).toHaveAttribute('readonly');
    await waitFor(() => expect(document.title).toBe('Choose a new password — Ledgerport'));

    await ui.type(newPassword(), 'weakpass');
    await ui.type(confirmation(), 'weakpasS{Enter}');
    expect(await screen.findByText(/^Password must contain at least 1 uppercase letter/, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await ui.clear(newPassword());
    await ui.type(newPassword(), STRONG);
    await ui.clear(confirmation());
    await ui.type(confirmation(), `${STRONG}{Enter}`);

    expect(await screen.findByRole('button', { name: 'Log in' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your password has been changed. Please log in.');
    expect(sent).toEqual({ password: STRONG, password_confirmation: STRONG });
  });

  it('says the link expired when it dies while the form is open', async () => {
    fakeApi({
      [`GET /api/v1/auth/password-reset/${TOKEN}`]: link,
      [`POST /api/v1/auth/password-reset/${TOKEN}`]: () => apiError(410, 'LINK_EXPIRED'),
    });
    renderApp(`/reset-password?token=${TOKEN}`);
    await screen.findByRole('textbox', { name: 'Email' }, SLOW);
    await ui.type(newPassword(), STRONG);
    await ui.type(confirmation(), `${STRONG}{Enter}`);

    await waitFor(() => expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent('This link has expired or was already used.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
  });
});
