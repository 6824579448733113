import { ApiError } from './api-error.ts';

export const API_ROOT = '/api/v1';
/** Spec §9: every call gives up after 20 seconds. */
export const REQUEST_TIMEOUT_MS = 20_000;

type TAuthHooks = {
  /** The signed-in session's bearer token, or null when signed out. */
  getToken: () => string | null;
  /** Called when the server rejects the session's token (401): that session is over. */
  onUnauthorized: (token: string) => void;
};

// The session (lib/session/connect-api-client.ts) plugs itself in here, so this module depends on no store.
let authHooks: TAuthHooks = { getToken: () => null, onUnauthorized: () => {} };
export function setAuthHooks(hooks: TAuthHooks) {
  authHooks = hooks;
}

/**
 * The same session hooks, for the one kind of call fetch cannot make: an upload that reports its progress
 * (XMLHttpRequest). Such a call sends `token()` and reports a 401 for it through `rejected`, as apiRequest does.
 */
export const sessionAuth = {
  token: () => authHooks.getToken(),
  rejected: (token: string) => authHooks.onUnauthorized(token),
};

/** The part of a zod schema this module needs (the contract's schemas fit it) without depending on zod. */
type TSchema<T> = {
  safeParse: (data: unknown) => { success: true; data: T } | { success: false; error: { message: string } };
};

export type TRequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Validates a 2xx JSON answer; without it the answer is returned as `unknown`. */
  schema?: TSchema<T>;
  /**
   * `session` (default) sends the signed-in token, and a 401 ends the session. `none` sends no token (login).
   * A string sends exactly that token and leaves the session alone (logout of a session already cleared).
   */
  auth?: 'session' | 'none' | { token: string };
  signal?: AbortSignal;
  timeoutMs?: number;
};

export async function apiRequest<T = unknown>(path: string, options: TRequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, auth = 'session', signal, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const token = auth === 'session' ? authHooks.getToken() : auth === 'none' ? null : auth.token;

  const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  const timeout = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    timeout.abort();
  }, timeoutMs);
  const onCallerAbort = () => timeout.abort();
  signal?.addEventListener('abort', onCallerAbort, { once: true });

  let response: Response;
  try {
    response = await fetch(`${API_ROOT}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: timeout.signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (timedOut) throw new ApiError({ status: 0, code: 'TIMEOUT', message: 'The server did not answer in time' });
    // A caller that cancelled (e.g. a query that is no longer needed) gets its own abort back untouched.
    if (signal?.aborted) throw cause;
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: String(cause) });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }

  if (!response.ok) {
    const error = await toApiError(response);
    if (response.status === 401 && auth === 'session' && token) authHooks.onUnauthorized(token);
    throw error;
  }
  if (response.status === 204) return undefined as T;

  const data: unknown = await response.json().catch(() => undefined);
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError({ status: response.status, code: 'UNEXPECTED_RESPONSE', message: parsed.error.message });
  }
  return parsed.data;
}

/** Reads `{ error: { code, message, details? } }`; anything else (a proxy's HTML page...) keeps only the status. */
async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  return apiErrorFromBody(response.status, response.statusText, body);
}

/** The ApiError for a failed answer's status and parsed JSON body (undefined when it was not JSON). */
export function apiErrorFromBody(status: number, statusText: string, body: unknown): ApiError {
  const error = (body as { error?: { code?: unknown; message?: unknown; details?: unknown } } | undefined)?.error;
  if (error && typeof error.code === 'string') {
    return new ApiError({
      status,
      code: error.code,
      message: typeof error.message === 'string' ? error.message : statusText,
      details: Array.isArray(error.details) ? error.details : [],
    });
  }
  const code = status >= 500 ? 'INTERNAL_ERROR' : 'UNEXPECTED_RESPONSE';
  return new ApiError({ status, code, message: statusText });
}
