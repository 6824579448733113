import { isSessionUser, type TSessionUser } from '@ledgerport/contract';

/** Browser storage keys of the signed-in session (spec §3 names; the expiry is ours). */
export const SESSION_KEYS = {
  token: 'jwtToken',
  expiresAt: 'jwtExpiresAt',
  user: 'authUser',
  permissions: 'permissions',
} as const;

export type TSession = {
  token: string;
  expiresAt: string;
  user: TSessionUser;
  permissions: string[];
  /** true: kept in localStorage across browser restarts; false: sessionStorage only. */
  remember: boolean;
};

const stores = (): { storage: Storage; remember: boolean }[] => [
  { storage: localStorage, remember: true },
  { storage: sessionStorage, remember: false },
];

/**
 * The stored session, or null. Anything unreadable, half-written or past its expiry is discarded rather
 * than trusted: an expired token is never sent (spec §4).
 */
export function readStoredSession(now = Date.now()): TSession | null {
  for (const { storage, remember } of stores()) {
    const token = storage.getItem(SESSION_KEYS.token);
    if (!token) continue;
    const session = parse(storage, token, remember);
    if (session && Date.parse(session.expiresAt) > now) return session;
    clearStoredSession();
    return null;
  }
  return null;
}

function parse(storage: Storage, token: string, remember: boolean): TSession | null {
  try {
    const user: unknown = JSON.parse(storage.getItem(SESSION_KEYS.user) ?? 'null');
    const permissions: unknown = JSON.parse(storage.getItem(SESSION_KEYS.permissions) ?? '[]');
    const expiresAt = storage.getItem(SESSION_KEYS.expiresAt);
    if (!isSessionUser(user) || !expiresAt || !isStringArray(permissions)) return null;
    return { token, expiresAt, user, permissions, remember };
  } catch {
    return null;
  }
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export function writeStoredSession(session: TSession) {
  const storage = session.remember ? localStorage : sessionStorage;
  // Every other open tab hears each change to the token (a storage event) and re-reads the session. Removed and
  // set again when only the user's details were refreshed (GET /auth/me), it read as signed out for a moment:
  // that tab went to the sign-in screen and back, asked /auth/me itself, and its refresh did the same to this
  // tab, back and forth for as long as both were open. So the token is written only when it is a new one.
  if (storage.getItem(SESSION_KEYS.token) !== session.token) {
    // A session lives in exactly one storage, so a "remember me" login never leaves a stale copy behind.
    clearStoredSession();
    storage.setItem(SESSION_KEYS.token, session.token);
  }
  storage.setItem(SESSION_KEYS.expiresAt, session.expiresAt);
  storage.setItem(SESSION_KEYS.user, JSON.stringify(session.user));
  storage.setItem(SESSION_KEYS.permissions, JSON.stringify(session.permissions));
}

export function clearStoredSession() {
  for (const { storage } of stores()) {
    for (const key of Object.values(SESSION_KEYS)) storage.removeItem(key);
  }
}
