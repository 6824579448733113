import type { TInvitedUser } from '@ledgerport/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, json } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { i18n } from '../../../lib/i18n/i18n.ts';

// The first visit of a lazy screen can take seconds on a busy machine.
const SLOW = { timeout: 5000 };

const TOKEN = 'k3Jd9sLq0vXw8yZa1bC2dE3fG4hI5jK6lM7nO8pQ9rS';
const STRONG = 'Ledger-Port-42!';
const invitee: TInvitedUser = {
  uuid: '5a0c7e4d-8d2b-4f6e-9a1c-3b4d5e6f7a8b',
  name: 'Nora New',
  email: 'nora@acme.example',
  username: 'nora',
  phone_mobile: '5550123',
  expires_at: new Date(Date.now() + 86_400_000).toISOString(),
  locale: 'en',
};
const ui = userEvent.setup({ delay: null });

const openRegistration = () => renderApp(`/register?user_verification_uuid=${TOKEN}`);
const passwordField = () => screen.getByLabelText(/^Choose a password/, { selector: 'input' });

describe('complete registration', () => {
  it('shows the invitee: the name can be changed, the e-mail and phone cannot', async () => {
    fakeApi({ [`GET /api/v1/invitations/${TOKEN}`]: () => json(200, invitee) });
    openRegistration();

    const name = await screen.findByRole('textbox', { name: 'Name' }, SLOW);
    expect(name).toHaveValue('Nora New');
    expect(name).not.toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('nora@acme.example');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('5550123');
    // Visibly fixed, not only refusing keystrokes: shown filled (unlike the name) and saying why.
    expect(name).not.toHaveAttribute('data-variant', 'filled');
    for (const fixed of ['Email', 'Phone']) {
      const field = screen.getByRole('textbox', { name: fixed });
      expect(field).toHaveAttribute('readonly');
      expect(field).toHaveAttribute('data-variant', 'filled');
      expect(field).toHaveAccessibleDescription('From your invitation: ask your firm if it needs changing.');
    }
    expect(screen.getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', '/app/terms');
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/app/login');
    await waitFor(() => expect(document.title).toBe('Complete your registration — Ledgerport'));
  });

  it('opens in the language staff chose for the invitee, unless this browser has chosen one', async () => {
    fakeApi({ [`GET /api/v1/invitations/${TOKEN}`]: () => json(200, { ...invitee, locale: 'de' }) });
    const first = openRegistration();
    expect(await screen.findByRole('heading', { name: 'Registrierung abschließen' }, SLOW)).toBeVisible();
    // Shown, not stored: the language menu's choice stays the user's own.
    expect(localStorage.getItem('locale')).toBeNull();
    first.unmount();
    await act(() => i18n.changeLanguage('en'));

    localStorage.setItem('locale', 'en');
    openRegistration();
    expect(await screen.findByRole('textbox', { name: 'Name' }, SLOW)).toHaveValue('Nora New');
    expect(screen.getByRole('heading', { name: 'Complete your registration' })).toBeVisible();
  });

  it('explains the password rule for a weak password and sends nothing', async () => {
    const fetch = fakeApi({ [`GET /api/v1/invitations/${TOKEN}`]: () => json(200, invitee) });
    openRegistration();
    await screen.findByRole('textbox', { name: 'Name' }, SLOW);

    await ui.type(passwordField(), 'weakpass{Enter}');

    expect(await screen.findByText(/^Password must contain at least 1 uppercase letter/, {}, SLOW)).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('registers with the edited name, then opens the code screen with the e-mail filled in', async () => {
    let sent: unknown;
    let answer: (response: Response) => void = () => {};
    fakeApi({
      [`GET /api/v1/invitations/${TOKEN}`]: () => json(200, invitee),
      [`POST /api/v1/invitations/${TOKEN}/register`]: ({ body }) => {
        sent = body;
        return new Promise<Response>((resolve) => (answer = resolve));
      },
    });
    openRegistration();
    const name = await screen.findByRole('textbox', { name: 'Name' }, SLOW);
    await ui.clear(name);
    await ui.type(name, 'Nora Newton');
    // Enter in the password field submits: the form works with the keyboard alone.
    await ui.type(passwordField(), `${STRONG}{Enter}`);

    await waitFor(() => expect(screen.getByRole('button', { name: 'Complete registration' })).toBeDisabled());
    expect(sent).toEqual({ name: 'Nora Newton', password: STRONG });
    answer(json(202, { email: invitee.email, code_expires_at: new Date(Date.now() + 600_000).toISOString() }));

    expect(await screen.findByRole('heading', { name: 'Verify your email' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('nora@acme.example');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We emailed a 6-digit code to nora@acme.example. It is valid for 10 minutes.',
    );
  });

  it('shows a failed registration in a red alert and server field issues beside their field', async () => {
    fakeApi({
      [`GET /api/v1/invitations/${TOKEN}`]: () => json(200, invitee),
      [`POST /api/v1/invitations/${TOKEN}/register`]: () =>
        json(400, {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Invalid request',
            details: [{ field: 'name', message: 'Too big: expected string to have <=200 characters' }],
          },
        }),
    });
    openRegistration();
    await screen.findByRole('textbox', { name: 'Name' }, SLOW);
    await ui.type(passwordField(), STRONG);
    await ui.click(screen.getByRole('button', { name: 'Complete registration' }));

    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Some details are not valid.');
    expect(screen.getByText('Too big: expected string to have <=200 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete registration' })).toBeEnabled();
  });

  it('says an expired invitation has expired', async () => {
    fakeApi({ [`GET /api/v1/invitations/${TOKEN}`]: () => apiError(410, 'INVITATION_EXPIRED') });
    openRegistration();

    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'This invitation has expired. Ask your firm to send you a new one.',
    );
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/app/login');
  });

  it('says a used or unknown link, or none at all, is not valid any more', async () => {
    const fetch = fakeApi({ [`GET /api/v1/invitations/${TOKEN}`]: () => apiError(404, 'NOT_FOUND') });
    const { unmount } = openRegistration();
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'This registration link is not valid any more',
    );
    unmount();

    fetch.mockClear();
    renderApp('/register');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'This registration link is not valid any more',
    );
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/app/login');
    expect(fetch).not.toHaveBeenCalled();
  });
});
