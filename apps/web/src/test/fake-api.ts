import { vi } from 'vitest';

type THandler = (request: { body: unknown; headers: Headers; url: URL }) => Response | Promise<Response>;
export type TRoutes = Record<string, THandler>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const apiError = (status: number, code: string, message = 'English server text') =>
  json(status, { error: { code, message } });

export const noContent = () => new Response(null, { status: 204 });

/**
 * Answers fetch at the network boundary, by "METHOD /api/v1/path". Unknown calls fail loudly, so a test
 * notices a request it did not expect.
 */
export function fakeApi(routes: TRoutes) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = init?.method ?? 'GET';
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) throw new Error(`Unexpected request: ${method} ${url.pathname}`);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return handler({ body, headers: new Headers(init?.headers), url });
  });
}
