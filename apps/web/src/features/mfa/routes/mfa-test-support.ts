import type { TMfaStatus, TSessionUser } from '@ledgerport/contract';
import { fakeApi, json, type TRoutes } from '../../../test/fake-api.ts';
import { seedSession, staffUser } from '../../../test/fixtures.ts';

/** Test-only set-up shared by the two-step screens' tests. */

export const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
export const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0';

export const someMfaStatus = (overrides: Partial<TMfaStatus> = {}): TMfaStatus => ({
  required: true,
  totp: true,
  email_code: false,
  sms_code: null,
  recovery_codes_left: 8,
  passkeys: [
    {
      id: 'passkey-1',
      name: 'Work laptop',
      created_at: '2026-11-01T09:00:00.000Z',
      last_used_at: '2026-11-20T09:00:00.000Z',
    },
    { id: 'passkey-2', name: 'Phone', created_at: '2026-11-02T09:00:00.000Z', last_used_at: null },
  ],
  trusted_devices: [
    {
      id: '00000000-0000-4000-9000-000000000001',
      user_agent: CHROME_ON_WINDOWS,
      ip: '203.0.113.1',
      created_at: '2026-11-10T09:00:00.000Z',
      last_used_at: '2026-11-20T09:00:00.000Z',
      expires_at: '2026-12-10T09:00:00.000Z',
    },
    {
      id: '00000000-0000-4000-9000-000000000002',
      user_agent: FIREFOX_ON_LINUX,
      ip: '198.51.100.2',
      created_at: '2026-11-11T09:00:00.000Z',
      last_used_at: '2026-11-19T09:00:00.000Z',
      expires_at: '2026-12-11T09:00:00.000Z',
    },
  ],
  ...overrides,
});

export const TOTP_SETUP = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauth_url: 'otpauth://totp/Ledgerport:ada@firm.example?secret=JBSWY3DPEHPK3PXP',
  qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
};

export const RECOVERY_CODES = ['k7q2m-x9p4t', 'a1b2c-d3e4f', 'g5h6j-k7m8n', 'p9q1r-s2t3v'];

/** `user` signed in; GET /auth/me says whether the firm still waits for their second factor. */
export function signedInForMfa(routes: TRoutes = {}, mfaEnrolmentRequired = false, user: TSessionUser = staffUser) {
  seedSession(user);
  return fakeApi({
    'GET /api/v1/auth/me': () => json(200, { user, permissions: [], mfa_enrolment_required: mfaEnrolmentRequired }),
    ...routes,
  });
}
