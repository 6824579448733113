import type { TMeResponse } from '@ledgerport/contract';
import { clearStoredSession, readStoredSession, writeStoredSession, type TSession } from './session-storage.ts';

export type TSessionState = {
  session: TSession | null;
  /** true when the server ended the session (401), so the login screen can say why the user is there. */
  endedByServer: boolean;
};

type TListener = () => void;

/**
 * The one in-memory copy of the signed-in session, mirrored to browser storage. React reads it through
 * useSyncExternalStore; the API client reads the token from it outside React.
 */
function createSessionStore() {
  let state: TSessionState = { session: readStoredSession(), endedByServer: false };
  const listeners = new Set<TListener>();
  const set = (next: TSessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  return {
    getState: () => state,
    subscribe(listener: TListener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    signIn(session: TSession) {
      writeStoredSession(session);
      set({ session, endedByServer: false });
    },
    /** Fresh user and permissions from GET /auth/me, kept where the session already lives. */
    refresh(me: Pick<TMeResponse, 'user' | 'permissions'>) {
      if (!state.session) return;
      const session = { ...state.session, user: me.user, permissions: me.permissions };
      writeStoredSession(session);
      set({ ...state, session });
    },
    signOut() {
      clearStoredSession();
      set({ session: null, endedByServer: false });
    },
    /**
     * The server refused `token`. Only the session that owns it ends: a late answer to a request sent
     * before the user signed out (or signed in again) must not end the next session.
     */
    rejectToken(token: string) {
      if (state.session?.token !== token) return;
      clearStoredSession();
      set({ session: null, endedByServer: true });
    },
    /** Re-reads browser storage: another tab signed in or out, or a test seeded it. */
    reload() {
      set({ session: readStoredSession(), endedByServer: false });
    },
  };
}

export const sessionStore = createSessionStore();
