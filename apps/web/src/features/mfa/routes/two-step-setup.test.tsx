import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dailyOverviewRoute } from '../../../test/dashboard-fixtures.ts';
import { apiError, json } from '../../../test/fake-api.ts';
import { clientUser, staffUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { RECOVERY_CODES, signedInForMfa, TOTP_SETUP } from './mfa-test-support.ts';

const ui = userEvent.setup({ delay: null });

describe('two-step enrolment the firm requires', { timeout: 20_000 }, () => {
  it('takes a user who must enrol to the setup page, and keeps them there', async () => {
    signedInForMfa({}, true);
    const { router } = renderApp('/dashboard');

    expect(
      await screen.findByRole('heading', { name: 'Set up two-step sign-in', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/two-step/setup');
    expect(screen.getByText(/Your firm requires a second step/)).toBeInTheDocument();
    // Outside the main layout: no sidebar to wander off through, but a way out.
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/app/logout');

    await router.navigate('/app/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/two-step/setup'));
  });

  it('sets up the authenticator app, shows the recovery codes once, then opens the dashboard', async () => {
    let required = true;
    const confirmed: unknown[] = [];
    const fetch = signedInForMfa({
      'GET /api/v1/auth/me': () => json(200, { user: staffUser, permissions: [], mfa_enrolment_required: required }),
      'POST /api/v1/auth/mfa/totp': () => json(200, TOTP_SETUP),
      'POST /api/v1/auth/mfa/totp/confirm': ({ body }) => {
        confirmed.push(body);
        if ((body as { code: string }).code !== '654321') return apiError(400, 'INVALID_SECOND_FACTOR');
        required = false;
        return json(200, { recovery_codes: RECOVERY_CODES });
      },
      ...dailyOverviewRoute,
    });
    const { router } = renderApp('/two-step/setup');

    await ui.click(await screen.findByRole('button', { name: 'Authenticator app' }, { timeout: 5000 }));
    expect(await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' })).toHaveAttribute(
      'src',
      TOTP_SETUP.qr_code,
    );
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');

    const code = screen.getByRole('textbox', { name: 'Code from the app' });
    await ui.type(code, '111111');
    await ui.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('That code is not correct.')).toBeInTheDocument();

    await ui.clear(code);
    await ui.type(code, '654321');
    await ui.click(screen.getByRole('button', { name: 'Turn on' }));

    const codes = await screen.findByTestId('recovery-codes');
    for (const recoveryCode of RECOVERY_CODES) expect(codes).toHaveTextContent(recoveryCode);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download .txt' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/two-step/setup');

    await ui.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(confirmed).toEqual([{ code: '111111' }, { code: '654321' }]);
    // One secret for the visit, however the page rendered.
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/auth/mfa/totp'))).toHaveLength(1);
  });

  it('lets a client set up codes by SMS: a number refused is said beside it, then the texted code turns them on', async () => {
    let required = true;
    const calls: unknown[] = [];
    signedInForMfa(
      {
        'GET /api/v1/auth/me': () => json(200, { user: clientUser, permissions: [], mfa_enrolment_required: required }),
        'POST /api/v1/auth/mfa/sms': ({ body }) => {
          calls.push(body);
          if ((body as { phone: string }).phone === '12') {
            return json(400, {
              error: {
                code: 'VALIDATION_ERROR',
                message: 'Invalid body',
                details: [
                  {
                    field: 'phone',
                    message: 'Enter a phone number the way it is dialled, with its country code if not from the US',
                  },
                ],
              },
            });
          }
          return json(202, { accepted: true });
        },
        'POST /api/v1/auth/mfa/sms/confirm': ({ body }) => {
          calls.push(body);
          required = false;
          return json(200, { recovery_codes: RECOVERY_CODES });
        },
        ...dailyOverviewRoute,
      },
      true,
      clientUser,
    );
    renderApp('/two-step/setup');

    await ui.click(await screen.findByRole('button', { name: 'Codes by SMS' }, { timeout: 5000 }));
    const phone = screen.getByRole('textbox', { name: /Mobile number/ });
    await ui.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByText('Enter your mobile number')).toBeVisible();
    await ui.type(phone, '12');
    await ui.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByText(/Enter a phone number the way it is dialled/)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Code from the text message' })).toBeNull();

    await ui.clear(phone);
    await ui.type(phone, '(212) 555-0123');
    await ui.click(screen.getByRole('button', { name: 'Text me a code' }));
    await ui.type(await screen.findByRole('textbox', { name: 'Code from the text message' }), '246810');
    await ui.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByTestId('recovery-codes')).toHaveTextContent(RECOVERY_CODES[0]!);
    expect(calls).toEqual([{ phone: '12' }, { phone: '(212) 555-0123' }, { code: '246810' }]);
  });

  it('sends someone with nothing to set up to their two-step page', async () => {
    signedInForMfa({ 'GET /api/v1/auth/mfa': () => apiError(500, 'INTERNAL_ERROR') }, false);
    const { router } = renderApp('/two-step/setup');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/profile/two-step'), { timeout: 5000 });
  });
});
