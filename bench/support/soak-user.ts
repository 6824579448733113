import { setTimeout as sleep } from 'node:timers/promises';
import type { SoakClient } from './soak-api.ts';
import { SOAK_FOLDER, type SoakUser } from './soak-firm.ts';

/** The bell's polling interval in the web app (features/notifications/api/get-notifications.ts). */
const BELL_POLL_MS = 10_000;
/** A person reads a screen for a few seconds before the next click. */
const THINK_MS = [1_500, 4_500] as const;
/** Now and then someone signs out and in again (a new session and token), as a day's users do. */
const SESSION_MS = [120_000, 300_000] as const;

const between = ([low, high]: readonly [number, number]) => low + Math.random() * (high - low);
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/**
 * One person until `until`: signs in, keeps the bell polling every 10 s as an open tab does, and between reads
 * of a screen opens a folder, the requests, a company, a notification page or downloads a document; signs out
 * and in again after a few minutes.
 */
export async function browseAs(api: SoakClient, user: SoakUser, until: number): Promise<void> {
  while (Date.now() < until) {
    const answer = await api.call<{ token: string }>('POST', '/auth/login', null, {
      email: user.email,
      password: user.password,
      rememberMe: false,
    });
    const token = answer.body?.token;
    if (!token) {
      await sleep(5_000);
      continue;
    }
    const sessionEnds = Math.min(until, Date.now() + between(SESSION_MS));
    let nextPoll = Date.now();
    while (Date.now() < sessionEnds) {
      if (Date.now() >= nextPoll) {
        await api.call('GET', '/notifications?page=1&per_page=10', token);
        nextPoll += BELL_POLL_MS;
      }
      await pick(screens(user))(api, token);
      await sleep(between(THINK_MS));
    }
    await api.call('POST', '/auth/logout', token);
  }
}

type Screen = (api: SoakClient, token: string) => Promise<unknown>;

function screens(user: SoakUser): Screen[] {
  const company = () => pick(user.tenants);
  const common: Screen[] = [
    (api, token) => api.call('GET', `/tenants/${company().id}/files?path=${encodeURIComponent(SOAK_FOLDER)}`, token),
    (api, token) => api.call('GET', `/tenants/${company().id}/requests?page=1&per_page=20`, token),
    (api, token) => {
      const tenant = company();
      return api.download(token, tenant.id, pick(tenant.files));
    },
    (api, token) => api.call('GET', '/auth/me', token),
    (api, token) => api.call('GET', '/notifications?page=1&per_page=20', token),
  ];
  if (user.side === 'client') {
    return [...common, (api, token) => api.call('GET', `/tenants/${company().id}/requests/summary`, token)];
  }
  return [
    ...common,
    (api, token) => api.call('GET', '/tenants?page=1&per_page=20', token),
    (api, token) => api.call('GET', '/dashboard/daily-overview', token),
  ];
}
