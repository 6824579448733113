import type { TActiveSession, TSessionUser } from '@ledgerport/contract';
import { fakeApi, json, type TRoutes } from '../../../test/fake-api.ts';
import { seedSession, staffUser } from '../../../test/fixtures.ts';
import { notificationEmailRoutes } from '../../../test/notification-email-fixtures.ts';

/** Test-only set-up shared by the profile screen tests. */

export const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
export const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export const someSession = (n: number, overrides: Partial<TActiveSession> = {}): TActiveSession => ({
  id: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
  user_agent: CHROME_ON_WINDOWS,
  ip: `203.0.113.${n}`,
  created_at: minutesAgo(600),
  last_seen_at: minutesAgo(5),
  expires_at: new Date(Date.now() + 3_600_000).toISOString(),
  current: false,
  ...overrides,
});

/** A signed-in user on /profile; the server knows `user` and lists this device only unless told otherwise. */
export function onProfile(routes: TRoutes = {}, user: TSessionUser = staffUser) {
  seedSession(user);
  return fakeApi({
    'GET /api/v1/auth/me': () => json(200, { user, permissions: [], mfa_enrolment_required: false }),
    'GET /api/v1/auth/sessions': () => json(200, { data: [someSession(1, { current: true })] }),
    ...notificationEmailRoutes(),
    ...routes,
  });
}
