import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, json } from '../../test/fake-api.ts';
import { dailyOverviewRoute } from '../../test/dashboard-fixtures.ts';
import { loginResponse, seedSession, staffUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { SESSION_KEYS } from './session-storage.ts';
import { sessionStore } from './session-store.ts';

describe('session', () => {
  it('sends a visitor without a session to the login page', async () => {
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/login');
  });

  it('confirms a stored session with the server and uses its fresh user details', async () => {
    seedSession(staffUser);
    const fetch = fakeApi({
      'GET /api/v1/auth/me': () =>
        json(200, { user: { ...staffUser, name: 'Ada Renamed' }, permissions: [], mfa_enrolment_required: false }),
      ...dailyOverviewRoute,
    });
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Renamed' })).toBeInTheDocument();
    const headers = new Headers(fetch.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer stored-token');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(JSON.parse(localStorage.getItem(SESSION_KEYS.user) ?? '{}')).toMatchObject({ name: 'Ada Renamed' });
  });

  it('refreshes the stored user without touching the token, which every other open tab listens to', async () => {
    seedSession(staffUser);
    const token = localStorage.getItem(SESSION_KEYS.token);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const remove = vi.spyOn(Storage.prototype, 'removeItem');
    fakeApi({
      'GET /api/v1/auth/me': () =>
        json(200, { user: { ...staffUser, name: 'Ada Renamed' }, permissions: ['x'], mfa_enrolment_required: false }),
      ...dailyOverviewRoute,
    });
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Renamed' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(SESSION_KEYS.permissions) ?? '[]')).toEqual(['x']);
    // Another tab would have read a removed or re-set token as a sign-out and a new sign-in.
    expect(remove.mock.calls.filter(([key]) => key === SESSION_KEYS.token)).toEqual([]);
    expect(setItem.mock.calls.filter(([key]) => key === SESSION_KEYS.token)).toEqual([]);
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe(token);
  });

  it('ends the session and returns to the login page when the server answers 401', async () => {
    seedSession(staffUser);
    fakeApi({ 'GET /api/v1/auth/me': () => apiError(401, 'UNAUTHENTICATED', 'Session revoked') });
    const { router } = renderApp('/profile');

    expect(await screen.findByText('Your session has ended. Please log in again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/login');
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.user)).toBeNull();
  });

  it('drops an expired stored session without sending its token', async () => {
    localStorage.setItem(SESSION_KEYS.token, 'old-token');
    localStorage.setItem(SESSION_KEYS.expiresAt, new Date(Date.now() - 1000).toISOString());
    localStorage.setItem(SESSION_KEYS.user, JSON.stringify(staffUser));
    sessionStore.reload(); // as when the page loads
    const fetch = fakeApi({});
    renderApp('/dashboard');

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
  });

  it('signs out on /logout, even when the server call fails, and lands on the login page', async () => {
    seedSession(staffUser);
    const fetch = fakeApi({ 'POST /api/v1/auth/logout': () => apiError(500, 'INTERNAL_ERROR') });
    const { router } = renderApp('/logout');

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/login');
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
    // The server is told once, with the token; the login page's own reads (the firm's sign-in methods) aside.
    const logoutCalls = () => fetch.mock.calls.filter(([url]) => String(url).endsWith('/api/v1/auth/logout'));
    await waitFor(() => expect(logoutCalls()).toHaveLength(1));
    expect(new Headers(logoutCalls()[0]?.[1]?.headers).get('Authorization')).toBe('Bearer stored-token');
    expect(screen.queryByText('Your session has ended. Please log in again.')).not.toBeInTheDocument();
  });

  it('answers an unknown address with a translated "page not found" inside the shell', async () => {
    seedSession(staffUser);
    fakeApi({
      'GET /api/v1/auth/me': () => json(200, { user: staffUser, permissions: [], mfa_enrolment_required: false }),
    });
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/app/dashboard');
    await waitFor(() => expect(document.title).toBe('Page not found — Ledgerport'));
  });

  it('after signing in, continues to the page that asked for it', async () => {
    fakeApi({ 'POST /api/v1/auth/login': () => json(200, loginResponse()) });
    const { router } = renderApp('/profile');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@firm.example');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'Profile', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/profile');
  });
});
