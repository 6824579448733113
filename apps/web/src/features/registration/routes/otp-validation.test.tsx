import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

// The first visit of a lazy screen can take seconds on a busy machine.
const SLOW = { timeout: 5000 };

const EMAIL = 'nora@acme.example';
const ui = userEvent.setup({ delay: null });
const codeField = () => screen.getByRole('textbox', { name: /^Verification code/ });

async function enterCode(code: string) {
  await ui.type(await screen.findByRole('textbox', { name: /^Verification code/ }, SLOW), `${code}{Enter}`);
}

describe('OTP validation', () => {
  it('asks for both the e-mail and the code before calling the server', async () => {
    const fetch = fakeApi({});
    renderApp('/otp/validation');
    await ui.click(await screen.findByRole('button', { name: 'Verify' }, SLOW));

    expect(await screen.findByText('Enter your email address.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Enter the code from the email.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    expect(codeField()).toHaveAttribute('inputmode', 'numeric');
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    await waitFor(() => expect(document.title).toBe('Verify your email — Ledgerport'));
  });

  it('shows a wrong code in a red alert with the tries left', async () => {
    let sent: unknown;
    fakeApi({
      'POST /api/v1/registration/confirm': ({ body }) => {
        sent = body;
        return json(400, {
          error: {
            code: 'INVALID_CODE',
            message: 'Wrong code',
            details: [{ field: 'code', message: '3 tries left' }],
          },
        });
      },
    });
    renderApp(`/otp/validation?username=${encodeURIComponent(EMAIL)}`);
    expect(await screen.findByRole('textbox', { name: 'Email' }, SLOW)).toHaveValue(EMAIL);
    await enterCode('123 456');

    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('That code is not right.');
    expect(alert).toHaveTextContent('Tries left: 3.');
    // Said once: the field is marked wrong, without repeating the count beside it.
    expect(document.body.textContent?.match(/tries left/gi)).toHaveLength(1);
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('button', { name: 'Send a new code' })).not.toBeInTheDocument();
    expect(sent).toEqual({ username: EMAIL, code: '123456' });
  });

  it('offers a new code when the code expired, and says it is on its way', async () => {
    let resentTo: unknown;
    fakeApi({
      'POST /api/v1/registration/confirm': () =>
        json(410, { error: { code: 'CODE_EXPIRED', message: 'Code expired' } }),
      'POST /api/v1/registration/code': ({ body }) => {
        resentTo = body;
        return json(202, { accepted: true });
      },
    });
    renderApp(`/otp/validation?username=${encodeURIComponent(EMAIL)}`);
    await enterCode('123456');

    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('This code can no longer be used.');
    await ui.click(screen.getByRole('button', { name: 'Send a new code' }));

    expect(await screen.findByText(/A new code is on its way/, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(/This code can no longer be used/)).not.toBeInTheDocument();
    expect(codeField()).toHaveValue('');
    expect(resentTo).toEqual({ username: EMAIL });
  });

  it('on success opens the login page with the validation message', async () => {
    fakeApi({ 'POST /api/v1/registration/confirm': () => json(200, { accepted: true }) });
    renderApp(`/otp/validation?username=${encodeURIComponent(EMAIL)}&sent=1`);
    await enterCode('654321');

    expect(await screen.findByRole('button', { name: 'Log in' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Validation successful! Please log in to continue.');
    await waitFor(() => expect(document.title).toBe('Log in — Ledgerport'));
  });
});
