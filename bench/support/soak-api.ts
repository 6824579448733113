/** The soak's HTTP client: one call, its status counted per route, as a browser would send it. */

export type SoakStats = {
  /** "GET /tenants/:id/files 200" → count. */
  answers: Map<string, number>;
  failures: number;
};

export const newStats = (): SoakStats => ({ answers: new Map(), failures: 0 });

/** The route without ids or query, so the counts group by what was asked. */
const routeOf = (route: string) =>
  route.split('?')[0]!.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, ':id');

export function soakClient(baseUrl: string, stats: SoakStats) {
  const count = (method: string, route: string, status: number | 'error') => {
    const key = `${method} ${routeOf(route)} ${status}`;
    stats.answers.set(key, (stats.answers.get(key) ?? 0) + 1);
    if (status === 'error' || status >= 500) stats.failures += 1;
  };
  /** An API call; answers the status and the parsed body (undefined when it has none or it failed). */
  const call = async <T>(method: string, route: string, token: string | null, body?: unknown) => {
    try {
      const response = await fetch(`${baseUrl}/api/v1${route}`, {
        method,
        headers: {
          // As a browser asks: the answers come back compressed, as they do for the web app.
          'accept-encoding': 'br, gzip',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await response.text();
      count(method, route, response.status);
      return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T | undefined };
    } catch {
      count(method, route, 'error');
      return { status: 0, body: undefined };
    }
  };
  /** A signed file link, then the file itself read to its end. */
  const download = async (token: string, tenantId: string, path: string) => {
    const link = await call<{ url: string }>('POST', `/tenants/${tenantId}/files/link`, token, {
      path,
      disposition: 'attachment',
    });
    if (!link.body) return;
    try {
      const file = await fetch(new URL(link.body.url, baseUrl));
      await file.arrayBuffer();
      count('GET', '/files/download', file.status);
    } catch {
      count('GET', '/files/download', 'error');
    }
  };
  /** A document uploaded into its type's folder as a browser sends it (multipart); answers its path there. */
  const upload = async (token: string, tenantId: string, name: string, bytes: Uint8Array) => {
    const form = new FormData();
    form.append('file', new Blob([bytes]), name);
    const response = await fetch(`${baseUrl}/api/v1/tenants/${tenantId}/uploads?type=BANK_STATEMENT`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    count('POST', `/tenants/${tenantId}/uploads`, response.status);
    if (response.status !== 201) throw new Error(`upload → ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { path: string }).path;
  };
  return { call, download, upload };
}

export type SoakClient = ReturnType<typeof soakClient>;
