import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, noContent } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { RECOVERY_CODES, signedInForMfa, someMfaStatus } from './mfa-test-support.ts';

const ui = userEvent.setup({ delay: null });

describe('two-step sign-in page', { timeout: 20_000 }, () => {
  it('lists the passkeys and remembered devices, and forgets a device after asking', async () => {
    let status = someMfaStatus();
    const deleted: string[] = [];
    signedInForMfa({
      'GET /api/v1/auth/mfa': () => json(200, status),
      'DELETE /api/v1/auth/mfa/trusted-devices/00000000-0000-4000-9000-000000000002': ({ url }) => {
        deleted.push(url.pathname);
        status = { ...status, trusted_devices: status.trusted_devices.slice(0, 1) };
        return noContent();
      },
    });
    renderApp('/profile/two-step');

    expect(await screen.findByText('Two-step sign-in is on', {}, { timeout: 5000 })).toBeInTheDocument();
    const laptop = screen.getByRole('listitem', { name: 'Work laptop' });
    expect(within(laptop).getByText(/Added .*Last used/)).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Phone' })).getByText(/Never used/)).toBeInTheDocument();
    expect(screen.getByText('8 codes left')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Chrome on Windows' })).toBeInTheDocument();

    const firefox = screen.getByRole('listitem', { name: 'Firefox on Linux' });
    await ui.click(within(firefox).getByRole('button', { name: 'Forget' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forget this device?' });
    expect(dialog).toHaveTextContent('Firefox on Linux will ask for the second step again');
    expect(deleted).toEqual([]);
    await ui.click(within(dialog).getByRole('button', { name: 'Forget' }));

    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Firefox on Linux' })).toBeNull());
    expect(deleted).toEqual(['/api/v1/auth/mfa/trusted-devices/00000000-0000-4000-9000-000000000002']);
    expect(screen.getByRole('listitem', { name: 'Chrome on Windows' })).toBeInTheDocument();
  });

  it('removes a passkey after asking, and says why the last factor cannot go when the firm requires one', async () => {
    signedInForMfa({
      'GET /api/v1/auth/mfa': () => json(200, someMfaStatus()),
      'DELETE /api/v1/auth/mfa/passkeys/passkey-2': () => apiError(409, 'MFA_FACTOR_REQUIRED'),
    });
    renderApp('/profile/two-step');

    const phone = await screen.findByRole('listitem', { name: 'Phone' }, { timeout: 5000 });
    await ui.click(within(phone).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this passkey?' });
    expect(dialog).toHaveTextContent('The passkey "Phone" will no longer sign you in.');
    await ui.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await within(dialog).findByText(/you cannot remove your last way/)).toBeInTheDocument();
    await ui.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('renews the recovery codes after asking and shows the new ones until the user saved them', async () => {
    signedInForMfa({
      'GET /api/v1/auth/mfa': () => json(200, someMfaStatus({ recovery_codes_left: 1 })),
      'POST /api/v1/auth/mfa/recovery-codes': () => json(200, { recovery_codes: RECOVERY_CODES }),
    });
    renderApp('/profile/two-step');

    expect(await screen.findByText('1 code left', {}, { timeout: 5000 })).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Get new codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get new recovery codes?' });
    await ui.click(within(dialog).getByRole('button', { name: 'Get new codes' }));

    const shown = await screen.findByRole('dialog', { name: 'Your new recovery codes' });
    for (const code of RECOVERY_CODES) expect(shown).toHaveTextContent(code);
    await ui.click(within(shown).getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says two-step sign-in is off and offers the authenticator app', async () => {
    signedInForMfa({
      'GET /api/v1/auth/mfa': () =>
        json(200, someMfaStatus({ required: false, totp: false, passkeys: [], trusted_devices: [] })),
    });
    renderApp('/profile/two-step');

    expect(await screen.findByText('Two-step sign-in is off', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set up' })).toBeInTheDocument();
    expect(screen.getByText('You have no passkeys yet.')).toBeInTheDocument();
    expect(screen.getByText('No device is remembered.')).toBeInTheDocument();
    // No factor, no recovery codes to speak of.
    expect(screen.queryByText(/codes? left/)).toBeNull();
  });

  it('is linked from the profile page', async () => {
    signedInForMfa({ 'GET /api/v1/auth/sessions': () => json(200, { data: [] }) });
    renderApp('/profile');
    expect(await screen.findByRole('link', { name: 'Manage' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/app/profile/two-step',
    );
  });
});
