import { useSyncExternalStore } from 'react';
import { sessionStore, type TSessionState } from './session-store.ts';

export function useSessionState(): TSessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState);
}

export function useSession() {
  return useSessionState().session;
}

/** For screens behind the route guard, where a session always exists. */
export function useSignedInUser() {
  const session = useSession();
  if (!session) throw new Error('useSignedInUser used outside a signed-in route');
  return session.user;
}
