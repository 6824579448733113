import { ADMIN } from './server-process.ts';

/**
 * The firm's API as the e2e SuperAdmin, for setting up what a journey does not test (a role, a user)
 * and for reading what the firm would read in its outbox. The journeys themselves run in the browser.
 */
export async function staffApi(baseUrl: string, signedIn?: { token: string }) {
  const call = async <T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${await response.text()}`);
    return (response.status === 204 ? undefined : await response.json()) as T;
  };
  // Where staff need a second factor, the journey signs in itself and hands over its token.
  const { token } = signedIn ?? (await call<{ token: string }>('POST', '/auth/login', null, ADMIN));

  return {
    get: <T>(path: string) => call<T>('GET', path, token),
    post: <T>(path: string, body: unknown) => call<T>('POST', path, token, body),
    put: <T>(path: string, body: unknown) => call<T>('PUT', path, token, body),
    patch: <T>(path: string, body: unknown) => call<T>('PATCH', path, token, body),

    /** The raw answer to any request below /api/v1, signed in (a JSON body, or a FormData upload as it is). */
    fetch: (path: string, init: RequestInit = {}) =>
      fetch(`${baseUrl}/api/v1${path}`, {
        ...init,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(init.body instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
        },
      }),

    /** The text of the newest e-mail to `to` from `template`, waiting for it to be queued. */
    async latestMail(to: string, template: string): Promise<string> {
      type TMessage = { id: string; template: string; to_address: string };
      for (let tries = 0; tries < 50; tries += 1) {
        const page = await call<{ data: TMessage[] }>('GET', `/outbox?search=${encodeURIComponent(to)}`, token);
        const message = page.data.find((m) => m.template === template && m.to_address === to);
        if (message) return (await call<{ text_body: string }>('GET', `/outbox/${message.id}`, token)).text_body;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`no ${template} e-mail to ${to}`);
    },

    async roleId(name: string): Promise<number> {
      const roles = await call<{ data: { id: number; name: string }[] }>('GET', '/roles?per_page=100', token);
      const role = roles.data.find((r) => r.name === name);
      if (!role) throw new Error(`no role ${name}`);
      return role.id;
    },
  };
}

/** A fresh address per run, so journeys on the same server never collide. */
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;
