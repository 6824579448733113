import { useCallback } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';

export function logout(token: string): Promise<void> {
  return apiRequest<void>('/auth/logout', { method: 'POST', auth: { token } });
}

/**
 * Ends the session here at once and tells the server in the background: signing out must work even when
 * the server is unreachable or the session was already revoked, so a failed call is ignored. (Cached data
 * is dropped by the providers whenever the session ends.)
 */
export function useLogout() {
  return useCallback(() => {
    const token = sessionStore.getState().session?.token;
    sessionStore.signOut();
    if (token) logout(token).catch(() => {});
  }, []);
}
