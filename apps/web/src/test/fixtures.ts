import type { TSecondFactorRequired, TSignedIn, TSessionUser } from '@ledgerport/contract';
import { writeStoredSession } from '../lib/session/session-storage.ts';
import { sessionStore } from '../lib/session/session-store.ts';

export const staffUser: TSessionUser = {
  uuid: '0b6c0d3e-5b7a-4c55-9d7f-1c2b3a4d5e6f',
  name: 'Ada Staff',
  user_name: 'ada',
  email: 'ada@firm.example',
  phone_mobile: '5550100',
  locale: 'en',
  audience: 'staff',
  staff_roles: ['SuperAdmin'],
  tenants: [],
};

export const clientUser: TSessionUser = {
  uuid: '4f1e2d3c-6b5a-4978-8c6d-2e1f0a9b8c7d',
  name: 'Carl Client',
  user_name: 'carl',
  email: 'carl@acme.example',
  phone_mobile: null,
  locale: 'en',
  audience: 'client',
  staff_roles: [],
  tenants: [
    { tenant_uuid: '7d1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b', tenant_name: 'Acme Bakery LLC', user_type: 'TenantOwner' },
  ],
};

export function loginResponse(user: TSessionUser = staffUser, permissions: string[] = []): TSignedIn {
  return {
    token: 'token-from-login',
    expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    user,
    permissions,
    mfa_enrolment_required: false,
  };
}

/** The password was right; the account has an authenticator app (and a passkey when `passkey_options` is given). */
export function secondFactorRequired(passkeyOptions?: Record<string, unknown>): TSecondFactorRequired {
  return {
    second_factor: {
      challenge: 'challenge-from-login',
      methods: passkeyOptions ? ['totp', 'recovery_code', 'passkey'] : ['totp', 'recovery_code'],
      ...(passkeyOptions && { passkey_options: passkeyOptions }),
    },
  };
}

/** Puts a signed-in session in browser storage, as a previous visit would have left it. */
export function seedSession(user: TSessionUser = staffUser, permissions: string[] = [], token = 'stored-token') {
  writeStoredSession({
    token,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    user,
    permissions,
    remember: true,
  });
  sessionStore.reload();
}
