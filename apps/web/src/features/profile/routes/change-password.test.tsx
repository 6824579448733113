import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, noContent } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { onProfile } from './profile-test-support.ts';

const STRONG = 'Ledger-Port-42!';
const ui = userEvent.setup({ delay: null });

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

async function fill(current: string, password: string, confirmation: string) {
  await screen.findByRole('heading', { name: 'Change password', level: 2 }, { timeout: 5000 });
  for (const [label, text] of [
    [/^Current password/, current],
    [/^New password/, password],
    [/^Confirm new password/, confirmation],
  ] as const) {
    await ui.click(field(label));
    await ui.paste(text);
  }
  await ui.click(screen.getByRole('button', { name: 'Change password' }));
}

const putCalls = (fetch: ReturnType<typeof onProfile>) => fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');

describe('change password', { timeout: 20_000 }, () => {
  it('shows the password rule and "Passwords don\'t match" and sends nothing', async () => {
    const fetch = onProfile();
    renderApp('/profile');

    await fill('Old-Password-1!', 'weakpass', 'weakpas');

    expect(await screen.findByText(/Password must contain at least 1 uppercase letter/)).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(putCalls(fetch)).toHaveLength(0);
  });

  it('says a wrong current password beside that field', async () => {
    onProfile({
      'PUT /api/v1/auth/me/password': () =>
        apiError(400, 'WRONG_CURRENT_PASSWORD', 'The current password is not correct'),
    });
    renderApp('/profile');

    await fill('Not-It-1!', STRONG, STRONG);

    expect(await screen.findByText('Your current password is not right.')).toBeInTheDocument();
    expect(field(/^Current password/)).toHaveAccessibleDescription('Your current password is not right.');
  });

  it('says when there were too many attempts', async () => {
    onProfile({ 'PUT /api/v1/auth/me/password': () => apiError(429, 'TOO_MANY_ATTEMPTS') });
    renderApp('/profile');

    await fill('Not-It-1!', STRONG, STRONG);

    expect(await screen.findByText('Too many attempts. Please wait a few minutes and try again.')).toBeInTheDocument();
  });

  it('changes the password, says so and clears the fields', async () => {
    let sent: unknown;
    const fetch = onProfile({
      'PUT /api/v1/auth/me/password': ({ body }) => {
        sent = body;
        return noContent();
      },
    });
    renderApp('/profile');

    await fill('Old-Password-1!', STRONG, STRONG);

    expect(
      await screen.findByText('Your password has been changed. Your other devices have been signed out.'),
    ).toBeInTheDocument();
    expect(sent).toEqual({ current_password: 'Old-Password-1!', password: STRONG, password_confirmation: STRONG });
    for (const label of [/^Current password/, /^New password/, /^Confirm new password/]) {
      expect(field(label)).toHaveValue('');
    }
    // The other devices were signed out, so the list is read again.
    const sessionReads = fetch.mock.calls.filter(([url]) => String(url).endsWith('/auth/sessions'));
    expect(sessionReads.length).toBeGreaterThanOrEqual(2);
  });
});
