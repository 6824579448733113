import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';

const ctx = useTestApp();

describe('HTTP surface', () => {
  it('reports health and which database it runs on', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite',
      storage: 'ok',
    });
  });

  it('publishes an OpenAPI 3 document generated from the route schemas', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    const login = doc.paths['/api/v1/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '401', '429']));
    // Sales tax, payroll and notifications (issue 5) are documented with their methods.
    expect(Object.keys(doc.paths['/api/v1/tenants/{tenantId}/sales-tax'])).toEqual(
      expect.arrayContaining(['get', 'post']),
    );
    expect(Object.keys(doc.paths['/api/v1/sales-tax/{salesTaxId}'])).toEqual(['patch']);
    expect(doc.paths['/api/v1/tenants/{tenantId}/payroll'].post.responses).toHaveProperty('413');
    for (const path of [
      '/api/v1/sales-tax',
      '/api/v1/payroll',
      '/api/v1/notifications',
      '/api/v1/notifications/read',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    // The error body is named once and referred to, so the document stays small enough for the docs page.
    expect(login.responses['401'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ErrorResponse',
    });
    expect(doc.components.schemas.ErrorResponse.properties.error.properties.code.enum).toContain('FORBIDDEN');
    expect(JSON.stringify(doc).length).toBeLessThan(1_000_000);
    const docsUi = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docsUi.statusCode).toBe(200);
  });

  it('sends a strict content security policy and no-sniff', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends / to the app and says plainly when the web app is not built', async () => {
    const root = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/app/');
    const page = await ctx.app.inject({ method: 'GET', url: '/app/dashboard' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('npm run build');
  });
});
