import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dailyOverviewRoute } from '../../../test/dashboard-fixtures.ts';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { loginResponse, secondFactorRequired } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

// The browser's passkey prompt (WebAuthn) does not exist in jsdom: the library answers as a device would.
const webauthn = vi.hoisted(() => ({ startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => webauthn);

const ui = userEvent.setup({ delay: null });
const ASSERTION = { id: 'credential-1', type: 'public-key', response: { signature: 'c2ln' } };

beforeEach(() => {
  vi.stubGlobal('PublicKeyCredential', class {});
  webauthn.startAuthentication.mockResolvedValue(ASSERTION);
});
afterEach(() => {
  vi.unstubAllGlobals();
  webauthn.startAuthentication.mockReset();
});

describe('login with a passkey', { timeout: 20_000 }, () => {
  it('signs in with a passkey alone, from the button under the form', async () => {
    const sent: unknown[] = [];
    fakeApi({
      'POST /api/v1/auth/passkey/options': () => json(200, { challenge: 'pk-challenge', options: { rpId: 'x' } }),
      'POST /api/v1/auth/passkey/sign-in': ({ body }) => {
        sent.push(body);
        return json(200, loginResponse());
      },
      ...dailyOverviewRoute,
    });
    renderApp('/login');
    await ui.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(webauthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: { rpId: 'x' } });
    expect(sent).toEqual([
      expect.objectContaining({ challenge: 'pk-challenge', passkey: ASSERTION, rememberMe: false }),
    ]);
  });

  it('uses a passkey as the second step', async () => {
    const sent: unknown[] = [];
    fakeApi({
      'POST /api/v1/auth/login': () => json(200, secondFactorRequired({ challenge: 'webauthn-challenge' })),
      'POST /api/v1/auth/login/second-factor': ({ body }) => {
        sent.push(body);
        return json(200, loginResponse());
      },
      ...dailyOverviewRoute,
    });
    renderApp('/login');
    await ui.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@firm.example');
    await ui.type(screen.getByLabelText('Password'), 'correct horse');
    await ui.click(screen.getByRole('button', { name: 'Log in' }));
    await ui.click(await screen.findByRole('button', { name: 'Use a passkey' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(webauthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'webauthn-challenge' } });
    expect(sent).toEqual([{ challenge: 'challenge-from-login', passkey: ASSERTION, rememberDevice: false }]);
  });

  it('opens the second step on the passkey for a user whose only factor is a passkey', async () => {
    const sent: unknown[] = [];
    fakeApi({
      'POST /api/v1/auth/login': () =>
        json(200, {
          second_factor: {
            challenge: 'challenge-from-login',
            methods: ['recovery_code', 'passkey'],
            passkey_options: { challenge: 'webauthn-challenge' },
          },
        }),
      'POST /api/v1/auth/login/second-factor': ({ body }) => {
        sent.push(body);
        return json(200, loginResponse());
      },
      ...dailyOverviewRoute,
    });
    renderApp('/login');
    await ui.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@firm.example');
    await ui.type(screen.getByLabelText('Password'), 'correct horse');
    await ui.click(screen.getByRole('button', { name: 'Log in' }));

    const passkey = await screen.findByRole('button', { name: 'Use a passkey' });
    expect(passkey).toHaveFocus();
    expect(screen.getByText(/Use your passkey .* to finish signing in/)).toBeVisible();
    // No authenticator app: no code field, and no Verify button that could only refuse.
    expect(screen.queryByRole('textbox', { name: '6-digit code' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();

    // A recovery code is still there, and the way back leads to the passkey, not to an app code.
    await ui.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.getByRole('textbox', { name: 'Recovery code' })).toHaveFocus();
    await ui.click(screen.getByRole('button', { name: 'Use your passkey instead' }));
    expect(screen.queryByRole('textbox', { name: '6-digit code' })).toBeNull();

    await ui.click(screen.getByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(sent).toEqual([{ challenge: 'challenge-from-login', passkey: ASSERTION, rememberDevice: false }]);
  });

  it('keeps the authenticator code first for a user who has the app as well as a passkey', async () => {
    fakeApi({ 'POST /api/v1/auth/login': () => json(200, secondFactorRequired({ challenge: 'c' })) });
    renderApp('/login');
    await ui.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@firm.example');
    await ui.type(screen.getByLabelText('Password'), 'correct horse');
    await ui.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('textbox', { name: '6-digit code' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeVisible();
  });

  it('says so when the user cancels the passkey prompt', async () => {
    webauthn.startAuthentication.mockRejectedValue(new DOMException('cancelled', 'NotAllowedError'));
    fakeApi({ 'POST /api/v1/auth/passkey/options': () => json(200, { challenge: 'c', options: {} }) });
    renderApp('/login');
    await ui.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));

    expect(await screen.findByText(/The passkey was not used/)).toBeInTheDocument();
  });
});
