import { setAuthHooks } from '../api-client.ts';
import { sessionStore } from './session-store.ts';

/** Every API call carries the session's token; a 401 for that token ends the session (spec §8). */
export function connectSessionToApiClient() {
  setAuthHooks({
    getToken: () => sessionStore.getState().session?.token ?? null,
    onUnauthorized: (token) => sessionStore.rejectToken(token),
  });
}
