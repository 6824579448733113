import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../../../lib/session/session-storage.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { dailyOverviewRoute } from '../../../test/dashboard-fixtures.ts';
import { apiError, fakeApi, json } from '../../../test/fake-api.ts';
import { loginResponse, secondFactorRequired } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const ui = userEvent.setup({ delay: null });

async function passwordStep(email = 'ada@firm.example') {
  await ui.type(await screen.findByRole('textbox', { name: 'Email' }), email);
  await ui.type(screen.getByLabelText('Password'), 'correct horse');
  await ui.click(screen.getByRole('button', { name: 'Log in' }));
}

const bodies = (fetch: ReturnType<typeof fakeApi>, path: string) =>
  fetch.mock.calls
    .filter(([url]) => String(url).endsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

describe('login: the second step', { timeout: 20_000 }, () => {
  it('asks for the authenticator code after the password, then signs in', async () => {
    const fetch = fakeApi({
      'POST /api/v1/auth/login': () => json(200, secondFactorRequired()),
      'POST /api/v1/auth/login/second-factor': () => json(200, loginResponse()),
      ...dailyOverviewRoute,
    });
    renderApp('/login');
    await passwordStep();

    const code = await screen.findByRole('textbox', { name: '6-digit code' });
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBeNull();
    // No passkey on the account: no passkey button.
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();

    await ui.type(code, '123456');
    await ui.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBe('token-from-login');
    expect(bodies(fetch, '/auth/login/second-factor')).toEqual([
      { challenge: 'challenge-from-login', code: '123456', rememberDevice: false },
    ]);
  });

  it('says a wrong code is not correct, without naming the factor, and lets the user try again', async () => {
    fakeApi({
      'POST /api/v1/auth/login': () => json(200, secondFactorRequired()),
      'POST /api/v1/auth/login/second-factor': () => apiError(401, 'INVALID_SECOND_FACTOR', 'The TOTP code is wrong'),
    });
    renderApp('/login');
    await passwordStep();
    await ui.type(await screen.findByRole('textbox', { name: '6-digit code' }), '000000');
    await ui.click(screen.getByRole('button', { name: 'Verify' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('That code is not correct.');
    expect(alert).not.toHaveTextContent('TOTP');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
  });

  it('checks the code has 6 digits before sending it', async () => {
    const fetch = fakeApi({ 'POST /api/v1/auth/login': () => json(200, secondFactorRequired()) });
    renderApp('/login');
    await passwordStep();
    await ui.type(await screen.findByRole('textbox', { name: '6-digit code' }), '12a');
    await ui.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Enter the 6 digits your authenticator app shows.')).toBeInTheDocument();
    expect(bodies(fetch, '/auth/login/second-factor')).toEqual([]);
  });

  it('takes a recovery code instead, and keeps "remember me" for the session', async () => {
    const fetch = fakeApi({
      'POST /api/v1/auth/login': () => json(200, secondFactorRequired()),
      'POST /api/v1/auth/login/second-factor': () => json(200, loginResponse()),
      ...dailyOverviewRoute,
    });
    renderApp('/login');
    await ui.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@firm.example');
    await ui.type(screen.getByLabelText('Password'), 'correct horse');
    await ui.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await ui.click(screen.getByRole('button', { name: 'Log in' }));

    await ui.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.queryByRole('textbox', { name: '6-digit code' })).toBeNull();
    await ui.type(screen.getByRole('textbox', { name: 'Recovery code' }), 'k7q2m-x9p4t');
    await ui.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(bodies(fetch, '/auth/login/second-factor')).toEqual([
      { challenge: 'challenge-from-login', recovery_code: 'k7q2m-x9p4t', rememberDevice: false },
    ]);
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe('token-from-login');
  });

  it('remembers the device: the token goes with the next sign-in of that e-mail, and is dropped once refused', async () => {
    let answerLogin = () => json(200, secondFactorRequired());
    const fetch = fakeApi({
      'POST /api/v1/auth/login': () => answerLogin(),
      'POST /api/v1/auth/login/second-factor': () =>
        json(200, { ...loginResponse(), trusted_device: 'device-token-1' }),
      ...dailyOverviewRoute,
    });
    const { unmount } = renderApp('/login');
    await passwordStep();
    await ui.type(await screen.findByRole('textbox', { name: '6-digit code' }), '123456');
    await ui.click(screen.getByRole('checkbox', { name: 'Remember this device for 30 days' }));
    await ui.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(bodies(fetch, '/auth/login/second-factor')[0]).toMatchObject({ rememberDevice: true });
    unmount();
    // The browser session ends (the tab was closed); the remembered device stays.
    sessionStorage.clear();
    sessionStore.reload();

    // Next time, the same e-mail in other letters: the token goes along and the server signs in at once.
    answerLogin = () => json(200, loginResponse());
    renderApp('/login');
    await passwordStep('ADA@firm.example');
    await waitFor(() => expect(bodies(fetch, '/auth/login')).toHaveLength(2));
    expect(bodies(fetch, '/auth/login')[1]).toMatchObject({ trustedDevice: 'device-token-1' });
  });

  it('forgets a remembered device the server no longer honours', async () => {
    localStorage.setItem('trustedDevice:ada@firm.example', 'stale-token');
    const fetch = fakeApi({ 'POST /api/v1/auth/login': () => json(200, secondFactorRequired()) });
    renderApp('/login');
    await passwordStep();

    expect(await screen.findByRole('textbox', { name: '6-digit code' })).toBeInTheDocument();
    expect(bodies(fetch, '/auth/login')[0]).toMatchObject({ trustedDevice: 'stale-token' });
    expect(localStorage.getItem('trustedDevice:ada@firm.example')).toBeNull();
  });

  it('goes back to the password step when the second step took too long, and says why', async () => {
    fakeApi({
      'POST /api/v1/auth/login': () => json(200, secondFactorRequired()),
      'POST /api/v1/auth/login/second-factor': () => apiError(401, 'SIGN_IN_EXPIRED'),
    });
    renderApp('/login');
    await passwordStep();
    await ui.type(await screen.findByRole('textbox', { name: '6-digit code' }), '123456');
    await ui.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText(/The sign-in took too long/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@firm.example');
  });

  it('offers a passkey when the account has one, and goes back to the password step on request', async () => {
    fakeApi({ 'POST /api/v1/auth/login': () => json(200, secondFactorRequired({ challenge: 'webauthn' })) });
    renderApp('/login');
    await passwordStep();

    expect(await screen.findByRole('button', { name: 'Use a passkey' })).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Back to e-mail and password' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});
