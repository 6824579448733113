import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZLoginResponse, ZMeResponse, ZSessionUser, ZSignedIn } from './auth.ts';
import { ZPublicBranding } from './firm-branding.ts';
import { ZPasskeySignInOptions } from './mfa.ts';
import {
  isSessionUser,
  isUuid,
  LOGIN_ANSWER,
  ME_ANSWER,
  PASSKEY_SIGN_IN_OPTIONS_ANSWER,
  PUBLIC_BRANDING_ANSWER,
  SIGNED_IN_ANSWER,
  type TAnswerCheck,
} from './signed-out-answers.ts';
import { ZTenantIdParams } from './tenants.ts';

// The web checks these answers without zod (issue 17, item 4); the zod schemas stay the truth: every sample
// gets the same verdict from both, so a field added to a schema and not to its check fails here.
const user = {
  uuid: '0f8c5b1e-4a7d-4c2e-9b1a-3d5e7f9a1b2c',
  name: 'Ada Client',
  user_name: 'ada',
  email: 'ada@example.test',
  phone_mobile: null,
  locale: 'de',
  audience: 'client',
  staff_roles: [],
  tenants: [{ tenant_uuid: '7d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a', tenant_name: 'Acme', user_type: 'TenantOwner' }],
};
const me = { user, mfa_enrolment_required: false, permissions: ['view files'] };
const signedIn = { ...me, token: 'jwt', expires_at: '2026-11-26T12:00:00.000Z' };
const secondFactor = { second_factor: { challenge: 'c', methods: ['totp', 'passkey'], passkey_options: {} } };
const branding = { firm_name: 'Acme CPA', primary_color: '#1c7ed6', logo_url: null, support_email: 'a@b.test' };

const without = (value: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(value).filter(([name]) => name !== key));

const userVariants = [
  user,
  { ...user, phone_mobile: '+15550100' },
  { ...user, uuid: 'not-a-uuid' },
  { ...user, locale: 'fr' },
  { ...user, audience: 'firm' },
  { ...user, staff_roles: [1] },
  { ...user, tenants: [{ ...user.tenants[0], permissions: ['upload files'] }] },
  { ...user, tenants: [{ ...user.tenants[0], permissions: 'all' }] },
  { ...user, tenants: [{ ...user.tenants[0], tenant_uuid: 'x' }] },
  { ...user, tenants: [{ ...user.tenants[0], user_type: 'Custom role' }] },
  without(user, 'email'),
  without(user, 'phone_mobile'),
  null,
  [],
  'user',
];

const cases: [string, TAnswerCheck<unknown>, z.ZodType, unknown[]][] = [
  [
    '/branding',
    PUBLIC_BRANDING_ANSWER,
    ZPublicBranding,
    [
      branding,
      { ...branding, logo_url: '/api/v1/branding/logo?v=2', support_email: null },
      without(branding, 'logo_url'),
      { ...branding, firm_name: 7 },
      { ...branding, primary_color: null },
      null,
    ],
  ],
  [
    '/auth/me',
    ME_ANSWER,
    ZMeResponse,
    [
      me,
      ...userVariants.map((variant) => ({ ...me, user: variant })),
      { ...me, mfa_enrolment_required: 'no' },
      without(me, 'permissions'),
    ],
  ],
  [
    'a finished sign-in',
    SIGNED_IN_ANSWER,
    ZSignedIn,
    [
      signedIn,
      { ...signedIn, trusted_device: 'device-token' },
      { ...signedIn, trusted_device: 5 },
      { ...signedIn, expires_at: '2026-11-26T12:00:00Z' },
      { ...signedIn, expires_at: '2026-11-26T12:00Z' },
      { ...signedIn, expires_at: '2026-11-26T12:00:00+01:00' },
      { ...signedIn, expires_at: '2026-11-26' },
      { ...signedIn, expires_at: '2026-13-26T12:00:00Z' },
      without(signedIn, 'token'),
      me,
    ],
  ],
  [
    'the password step',
    LOGIN_ANSWER,
    ZLoginResponse,
    [
      signedIn,
      secondFactor,
      { second_factor: { challenge: 'c', methods: ['recovery_code'] } },
      { second_factor: { challenge: 'c', methods: ['sms'] } },
      { second_factor: { challenge: 1, methods: [] } },
      { second_factor: { challenge: 'c', methods: [], passkey_options: 'x' } },
      { second_factor: null },
      {},
    ],
  ],
  [
    'passkey options',
    PASSKEY_SIGN_IN_OPTIONS_ANSWER,
    ZPasskeySignInOptions,
    [
      { challenge: 'c', options: { rpId: 'localhost' } },
      { challenge: 'c', options: [] },
      { challenge: 'c' },
      { options: {} },
    ],
  ],
];

describe('the answers the signed-out screens check without zod', () => {
  it.each(cases)('%s: the check and its zod schema agree on every sample', (_name, check, schema, samples) => {
    for (const sample of samples) {
      expect({ sample, accepted: check.safeParse(sample).success }).toEqual({
        sample,
        accepted: schema.safeParse(sample).success,
      });
    }
  });

  it('a stored session user is checked as ZSessionUser checks it', () => {
    for (const sample of userVariants) {
      expect({ sample, accepted: isSessionUser(sample) }).toEqual({
        sample,
        accepted: ZSessionUser.safeParse(sample).success,
      });
    }
  });

  it('a company address is a uuid exactly when the tenant routes take it as one', () => {
    const samples = [
      user.uuid,
      user.uuid.toUpperCase(),
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      '0f8c5b1e-4a7d-9c2e-9b1a-3d5e7f9a1b2c',
      '0f8c5b1e-4a7d-4c2e-7b1a-3d5e7f9a1b2c',
      '0f8c5b1e4a7d4c2e9b1a3d5e7f9a1b2c',
      '',
      42,
    ];
    for (const sample of samples) {
      expect({ sample, accepted: isUuid(sample) }).toEqual({
        sample,
        accepted: ZTenantIdParams.safeParse({ tenantId: sample }).success,
      });
    }
  });
});
