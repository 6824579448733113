import type { TRoleSummary, TUser } from '@ledgerport/contract';
import { fakeApi, json, type TRoutes } from './fake-api.ts';
import { seedSession, staffUser } from './fixtures.ts';

/** Test-only data and set-up shared by the user and role screen tests. */

export const firmRoles: TRoleSummary[] = [
  { id: 1, name: 'SuperAdmin', guard_name: 'api', scope: 'firm', is_built_in: true, permissions_count: 24 },
  { id: 2, name: 'Admin', guard_name: 'api', scope: 'firm', is_built_in: true, permissions_count: 20 },
  { id: 3, name: 'Processor', guard_name: 'api', scope: 'firm', is_built_in: true, permissions_count: 7 },
];

export const someUser = (n: number, overrides: Partial<TUser> = {}): TUser => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `User ${n}`,
  mobile: `555010${n}`,
  email: `user${n}@firm.example`,
  roles: [{ id: 3, name: 'Processor' }],
  status: 'ACTIVE',
  created_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

/** A page of the envelope as the server computes it. */
export function envelope<T>(all: T[], page: number, perPage: number) {
  const offset = (page - 1) * perPage;
  const data = all.slice(offset, offset + perPage);
  return {
    data,
    current_page: page,
    last_page: Math.max(1, Math.ceil(all.length / perPage)),
    total: all.length,
    from: data.length ? offset + 1 : null,
    to: data.length ? offset + data.length : null,
  };
}

/** A signed-in SuperAdmin-like staff user holding `permissions`, and the API answering `routes`. */
export function signedInWith(permissions: string[], routes: TRoutes = {}) {
  seedSession(staffUser, permissions);
  return fakeApi({
    'GET /api/v1/auth/me': () => json(200, { user: staffUser, permissions, mfa_enrolment_required: false }),
    ...routes,
  });
}
