import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dailyOverviewRoute } from '../../../test/dashboard-fixtures.ts';
import { apiError, fakeApi, json } from '../../../test/fake-api.ts';
import { loginResponse } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const ui = userEvent.setup({ delay: null });

beforeEach(() => vi.stubGlobal('PublicKeyCredential', class {}));
afterEach(() => vi.unstubAllGlobals());

describe('login without a password (issue 32)', { timeout: 20_000 }, () => {
  it('e-mails a link, then signs in with the code typed in the same screen', async () => {
    const sent: unknown[] = [];
    fakeApi({
      'POST /api/v1/auth/email-link': ({ body }) => {
        sent.push(body);
        return json(202, { accepted: true });
      },
      'POST /api/v1/auth/email-link/code': ({ body }) => {
        sent.push(body);
        return json(200, loginResponse());
      },
      ...dailyOverviewRoute,
    });
    renderApp('/login');
    await ui.type(await screen.findByRole('textbox', { name: 'Email' }), 'cleo@client.test');
    await ui.click(screen.getByRole('button', { name: 'E-mail me a sign-in link' }));
    // The address typed above comes along (the form loads when first asked for); nothing is sent yet.
    expect(await screen.findByRole('button', { name: 'Send the link' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('cleo@client.test');
    await ui.click(screen.getByRole('button', { name: 'Send the link' }));

    expect(await screen.findByText('Check your e-mail')).toBeVisible();
    expect(screen.getByText(/If cleo@client\.test has an account/)).toBeVisible();
    const code = screen.getByRole('textbox', { name: 'Code from the e-mail' });
    await ui.type(code, '12345');
    await ui.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter the 6 digits of the e-mail.')).toBeVisible();
    await ui.type(code, '6{Enter}');

    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(sent).toEqual([
      { email: 'cleo@client.test' },
      expect.objectContaining({ code: '123456', rememberMe: false }),
    ]);
  });

  it('says why a code is refused, in words', async () => {
    fakeApi({
      'POST /api/v1/auth/email-link': () => json(202, { accepted: true }),
      'POST /api/v1/auth/email-link/code': () => apiError(410, 'CODE_EXPIRED'),
    });
    renderApp('/login');
    await ui.click(await screen.findByRole('button', { name: 'E-mail me a sign-in link' }));
    await screen.findByRole('button', { name: 'Send the link' });
    await ui.type(screen.getByRole('textbox', { name: 'Email' }), 'cleo@client.test{Enter}');
    await ui.type(await screen.findByRole('textbox', { name: 'Code from the e-mail' }), '123456{Enter}');
    expect(await screen.findByText('This code can no longer be used. Ask for a new code.')).toBeVisible();
  });

  it('offers only what the firm allows clients: no link or passkey buttons when both are off', async () => {
    fakeApi({});
    renderApp('/login', { clientMethods: { password: true, email_link: false, passkey: false } });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'E-mail me a sign-in link' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
  });

  it('asks for a code by e-mail as the second step', async () => {
    const sent: unknown[] = [];
    fakeApi({
      'POST /api/v1/auth/login': () =>
        json(200, { second_factor: { challenge: 'c-1', methods: ['email_code', 'recovery_code'] } }),
      'POST /api/v1/auth/login/second-factor/code': ({ body }) => {
        sent.push(body);
        return json(202, { accepted: true });
      },
      'POST /api/v1/auth/login/second-factor': ({ body }) => {
        sent.push(body);
        return json(200, loginResponse());
      },
      ...dailyOverviewRoute,
    });
    renderApp('/login');
    await ui.type(await screen.findByRole('textbox', { name: 'Email' }), 'cleo@client.test');
    await ui.type(screen.getByLabelText('Password'), 'correct horse');
    await ui.click(screen.getByRole('button', { name: 'Log in' }));
    await ui.click(await screen.findByRole('button', { name: 'E-mail me the code' }));
    expect(await screen.findByText(/We have sent the code/)).toBeVisible();
    await ui.type(screen.getByRole('textbox', { name: '6-digit code' }), '654321');
    await ui.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(sent).toEqual([
      { challenge: 'c-1', channel: 'email' },
      expect.objectContaining({ challenge: 'c-1', email_code: '654321' }),
    ]);
  });

  it('texts a code to the masked number when that is the second step, or e-mails one instead', async () => {
    const sent: unknown[] = [];
    fakeApi({
      'POST /api/v1/auth/login': () =>
        json(200, {
          second_factor: {
            challenge: 'c-2',
            methods: ['email_code', 'sms_code', 'recovery_code'],
            sms_to: '•••• 0123',
          },
        }),
      'POST /api/v1/auth/login/second-factor/code': ({ body }) => {
        sent.push(body);
        return json(202, { accepted: true });
      },
      'POST /api/v1/auth/login/second-factor': ({ body }) => {
        sent.push(body);
        return json(200, loginResponse());
      },
      ...dailyOverviewRoute,
    });
    renderApp('/login');
    await ui.type(await screen.findByRole('textbox', { name: 'Email' }), 'cleo@client.test');
    await ui.type(screen.getByLabelText('Password'), 'correct horse');
    await ui.click(screen.getByRole('button', { name: 'Log in' }));
    // Opens on the e-mail; the client may switch to the phone.
    expect(await screen.findByRole('button', { name: 'E-mail me the code' })).toBeVisible();
    await ui.click(screen.getByRole('button', { name: 'Use a code by text message instead' }));
    expect(screen.getByText('We will text a 6-digit code to •••• 0123 to finish signing in.')).toBeVisible();
    await ui.click(screen.getByRole('button', { name: 'Text me the code' }));
    expect(await screen.findByText('We have texted the code to •••• 0123. It works for 5 minutes.')).toBeVisible();
    await ui.type(screen.getByRole('textbox', { name: '6-digit code' }), '123456');
    await ui.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(sent).toEqual([
      { challenge: 'c-2', channel: 'sms' },
      expect.objectContaining({ challenge: 'c-2', sms_code: '123456' }),
    ]);
  });
});
