import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer, createTenant, createUser, tokenFor } from '../../../test/factories.ts';

const ctx = useTestApp();

type OpenApiParameter = { name: string; in: string; schema?: { type?: string; enum?: unknown[]; format?: string } };
type OpenApiDocument = { paths: Record<string, Record<string, { parameters?: OpenApiParameter[] }>> };

/** Every GET route's free-text query parameters, from the server's own route table (its OpenAPI document). */
async function textQueryParameters() {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApiDocument;
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    (operations.get?.parameters ?? [])
      .filter((p) => p.in === 'query' && p.schema?.type === 'string' && !p.schema.enum && !p.schema.format)
      .map((p) => ({ path, name: p.name })),
  );
}

describe('control characters in a request', () => {
  it('are a 400 naming the field on every GET route with a text parameter, never a 500', async () => {
    const tenant = await createTenant(ctx.database.db);
    const admin = await createUser(ctx.database.db, { staffRoles: ['SuperAdmin'] });
    const token = await tokenFor(ctx.app, admin.email);
    const routes = await textQueryParameters();
    // The list endpoints' searches and filters, the audit export among them.
    expect(routes.filter((r) => r.name === 'search').length).toBeGreaterThanOrEqual(10);

    const answers = [];
    for (const { path, name } of routes) {
      const url = `${path.replace(/\{[^}]+\}/g, tenant.id)}?${name}=${encodeURIComponent('a\u0000b')}`;
      const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
      answers.push({ url, status: response.statusCode, field: response.json().error?.details?.[0]?.field });
    }
    expect(answers.filter((a) => a.status !== 400 || a.field !== a.url.split('?')[1]!.split('=')[0])).toEqual([]);
  });

  it('in a JSON body are refused with the field named; tabs and line breaks in free text pass', async () => {
    const admin = await createUser(ctx.database.db, { staffRoles: ['SuperAdmin'] });
    const token = await tokenFor(ctx.app, admin.email);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/tenants',
      headers: bearer(token),
      payload: { name: 'Evil\u0007Corp', root_directory: 'evil', primary_contact_email: 'a@b.test' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual([
      { field: 'name', message: 'Control characters (such as NUL) are not allowed here' },
    ]);

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'x@y.test', password: 'line\nbreak\tand tab', rememberMe: false },
    });
    expect(login.statusCode).toBe(401);
  });
});
