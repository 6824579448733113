import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, json } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

// The first visit of a lazy screen can take seconds on a busy machine.
const SLOW = { timeout: 5000 };

const ui = userEvent.setup({ delay: null });

async function requestLinkFor(email: string) {
  await ui.type(await screen.findByRole('textbox', { name: 'Email' }, SLOW), `${email}{Enter}`);
}

describe('forgot password', () => {
  it('shows the green banner with the spec text for any address', async () => {
    const sent: unknown[] = [];
    fakeApi({
      'POST /api/v1/auth/password-reset': ({ body }) => {
        sent.push(body);
        return json(202, { accepted: true });
      },
    });
    renderApp('/forgot-password');
    await requestLinkFor('nobody@nowhere.example');

    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Reset link sent — check your mailbox');
    expect(sent).toEqual([{ email: 'nobody@nowhere.example' }]);
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/app/login');
    await waitFor(() => expect(document.title).toBe('Forgot your password? — Ledgerport'));
  });

  it('shows a red banner when asked too often or when the server cannot be reached', async () => {
    const fetch = fakeApi({ 'POST /api/v1/auth/password-reset': () => apiError(429, 'TOO_MANY_ATTEMPTS') });
    renderApp('/forgot-password');
    await requestLinkFor('ada@firm.example');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Too many attempts.');
    expect(screen.queryByText(/Reset link sent/)).not.toBeInTheDocument();

    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    await ui.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('The server could not be reached.');
  });

  it('asks for a valid address before calling the server', async () => {
    const fetch = fakeApi({});
    renderApp('/forgot-password');
    await ui.click(await screen.findByRole('button', { name: 'Reset' }, SLOW));
    expect(await screen.findByText('Enter your email address.', {}, SLOW)).toBeInTheDocument();

    await requestLinkFor('not-an-address');
    expect(await screen.findByText('Enter a valid email address.', {}, SLOW)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
