import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../../../lib/session/session-storage.ts';
import { apiError, fakeApi, json } from '../../../test/fake-api.ts';
import { dailyOverviewRoute } from '../../../test/dashboard-fixtures.ts';
import { loginResponse, staffUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

async function fillAndSubmit(options: { rememberMe?: boolean } = {}) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@firm.example');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  if (options.rememberMe) await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login page', () => {
  it('shows a red, translated alert when the e-mail or password is wrong', async () => {
    fakeApi({ 'POST /api/v1/auth/login': () => apiError(401, 'INVALID_CREDENTIALS', 'Invalid credentials') });
    renderApp('/login');
    await fillAndSubmit();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid e-mail or password.');
    expect(alert).not.toHaveTextContent('Invalid credentials');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('tells the user to wait after too many attempts, and when the server cannot be reached', async () => {
    const fetch = fakeApi({ 'POST /api/v1/auth/login': () => apiError(429, 'TOO_MANY_ATTEMPTS') });
    renderApp('/login');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');

    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached.');
  });

  it('disables the button while the request is in flight', async () => {
    let answer: (response: Response) => void = () => {};
    fakeApi({ 'POST /api/v1/auth/login': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderApp('/login');
    await fillAndSubmit();

    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled());
    answer(json(401, { error: { code: 'INVALID_CREDENTIALS', message: 'x' } }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled());
  });

  it('asks for the missing fields without calling the server', async () => {
    const fetch = fakeApi({});
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('without "remember me" keeps the token for this browser session only, then opens the dashboard', async () => {
    const fetch = fakeApi({ 'POST /api/v1/auth/login': () => json(200, loginResponse()), ...dailyOverviewRoute });
    renderApp('/login');
    await fillAndSubmit();

    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBe('token-from-login');
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
    const sent = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;
    expect(sent).toMatchObject({ email: 'ada@firm.example', password: 'correct horse', rememberMe: false });
    expect(sent.fingerprint).toBe(localStorage.getItem('fingerprint'));
  });

  it('with "remember me" keeps the session in localStorage', async () => {
    fakeApi({ 'POST /api/v1/auth/login': () => json(200, loginResponse()), ...dailyOverviewRoute });
    renderApp('/login');
    await fillAndSubmit({ rememberMe: true });

    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe('token-from-login');
    expect(JSON.parse(localStorage.getItem(SESSION_KEYS.user) ?? '{}')).toMatchObject({ email: staffUser.email });
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBeNull();
  });

  it('switches to the language stored for the user at sign-in', async () => {
    fakeApi({
      'POST /api/v1/auth/login': () => json(200, loginResponse({ ...staffUser, locale: 'it' })),
      ...dailyOverviewRoute,
    });
    renderApp('/login');
    await fillAndSubmit();

    expect(await screen.findByRole('heading', { name: 'Pannello', level: 1 })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('it');
  });

  it('confirms a finished registration and links to password reset and registration', async () => {
    renderApp('/login?registered=1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration Successful! Please Login!');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/app/forgot-password');
    expect(screen.getByRole('link', { name: /complete your registration/i })).toHaveAttribute('href', '/app/register');
    await waitFor(() => expect(document.title).toBe('Log in — Ledgerport'));
  });

  it('confirms a validated e-mail and a changed password, each with its own notice', async () => {
    const { unmount } = renderApp('/login?validated=1');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Validation successful! Please log in to continue.',
    );
    unmount();

    renderApp('/login?reset=1');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Your password has been changed. Please log in.');
    expect(notice).not.toHaveTextContent('Validation successful');
  });

  it('shows no notice when opened plainly', async () => {
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('can be read in German before signing in, without telling the server', async () => {
    const fetch = fakeApi({});
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByTestId('language-switcher'));
    await user.click(await screen.findByRole('menuitem', { name: 'Deutsch' }));

    expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('login page in the firm’s name', () => {
  it('shows the firm name and logo the firm set, and names it in the page title', async () => {
    fakeApi({});
    renderApp('/login', {
      branding: {
        firm_name: 'Dunn & Co CPA',
        primary_color: '#2f9e44',
        logo_url: '/api/v1/branding/logo/3',
        support_email: null,
        default_locale: 'en',
      },
    });
    expect(await screen.findByTestId('firm-name')).toHaveTextContent('Dunn & Co CPA');
    expect(screen.queryByText('Ledgerport')).not.toBeInTheDocument();
    expect(document.querySelector('img[src="/api/v1/branding/logo/3"]')).not.toBeNull();
    await waitFor(() => expect(document.title).toBe('Log in — Dunn & Co CPA'));
  });
});
