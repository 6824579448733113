import type { TSessionUser, TTenantUser } from '@ledgerport/contract';
import { fakeApi, json, type TRoutes } from './fake-api.ts';
import { seedSession } from './fixtures.ts';

/** Test-only tenant users, as the server presents them. */
export const someTenantUser = (n: number, overrides: Partial<TTenantUser> = {}): TTenantUser => ({
  uuid: `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Member ${n}`,
  email: `member${n}@client.example`,
  phone_mobile: `555020${n}`,
  user_type: 'TenantManager',
  status: 'ACTIVE',
  invitation_expires_at: null,
  joined_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

/**
 * A client's sidebar asks for each company's request counts (its Requests badge): nothing open, unless a test
 * answers otherwise.
 */
const noRequestsOpen = (user: TSessionUser): TRoutes =>
  Object.fromEntries(
    user.tenants.map((tenant) => [
      `GET /api/v1/tenants/${tenant.tenant_uuid}/requests/summary`,
      () => json(200, { open: 0, overdue: 0, submitted: 0 }),
    ]),
  );

/** `user` signed in holding `permissions`, and the API answering `routes`. */
export function signedInAs(user: TSessionUser, permissions: string[], routes: TRoutes = {}) {
  seedSession(user, permissions);
  return fakeApi({
    'GET /api/v1/auth/me': () => json(200, { user, permissions, mfa_enrolment_required: false }),
    ...noRequestsOpen(user),
    ...routes,
  });
}

/** What the fake API was asked, as URLs, for one method and path. */
export const callsTo = (fetch: ReturnType<typeof fakeApi>, method: string, pathname: string) =>
  fetch.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map((call) => new URL(String(call[0]), 'http://localhost'))
    .filter((url) => url.pathname === pathname);
