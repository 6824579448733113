import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, tokenFor } from '../../../test/factories.ts';

/**
 * Authenticate, then authorise, then validate: whoever may not call a route learns nothing of what it takes.
 * Generated from the route table (the OpenAPI document), every route but the public ones is called with input
 * wrong in every way it can be (an unknown body field holding a NUL, ids that are not ids, query values out of
 * their range): with no token the answer is 401 with no details; with a session that must still enrol a second
 * factor it is 403 MFA_ENROLMENT_REQUIRED, except on the routes that session may use, which validate.
 */
const ctx = useTestApp();

/** Reached without a session: sign-in, links whose token is the credential, the login page's branding. */
const PUBLIC = new Set([
  'GET /api/v1/health',
  'POST /api/v1/auth/login',
  'POST /api/v1/auth/login/second-factor',
  'POST /api/v1/auth/passkey/options',
  'POST /api/v1/auth/passkey/sign-in',
  'POST /api/v1/auth/not-me',
  // Issue 32: signing in without a password (the e-mailed token or code with the browser's binding is the credential).
  'POST /api/v1/auth/login/second-factor/code',
  'GET /api/v1/auth/client-sign-in-methods',
  'POST /api/v1/auth/email-link',
  'POST /api/v1/auth/email-link/sign-in',
  'POST /api/v1/auth/email-link/code',
  'POST /api/v1/auth/email-link/renew',
  'GET /api/v1/invitations/{token}',
  'POST /api/v1/invitations/{token}/register',
  'POST /api/v1/registration/confirm',
  'POST /api/v1/registration/code',
  'POST /api/v1/auth/password-reset',
  'GET /api/v1/auth/password-reset/{token}',
  'POST /api/v1/auth/password-reset/{token}',
  'GET /api/v1/branding',
  'GET /api/v1/branding/logo/{version}',
  'GET /api/v1/files/zip',
  'GET /api/v1/files/download',
  // A signing-only link (issue 31): the token is the credential.
  'GET /api/v1/signing/link/{token}',
  'GET /api/v1/signing/link/{token}/document',
  'POST /api/v1/signing/link/{token}/consent',
  'POST /api/v1/signing/link/{token}/code',
  'POST /api/v1/signing/link/{token}/verify',
  'POST /api/v1/signing/link/{token}/sign',
  'POST /api/v1/signing/link/{token}/decline',
  'GET /api/v1/upload-link/{token}',
  'POST /api/v1/upload-link/{token}/code',
  'POST /api/v1/upload-link/{token}/verify',
  'POST /api/v1/upload-link/{token}/files',
]);

/** Open to a user who must still set up a second factor (`config: { duringMfaEnrolment: true }`). */
const DURING_ENROLMENT = new Set([
  'GET /api/v1/auth/me',
  'POST /api/v1/auth/logout',
  'PUT /api/v1/auth/me/locale',
  'GET /api/v1/auth/mfa',
  'POST /api/v1/auth/mfa/totp',
  'POST /api/v1/auth/mfa/totp/confirm',
  // Codes by e-mail (issue 32): clients only, so this SuperAdmin is refused with FORBIDDEN, never the gate's 403.
  'POST /api/v1/auth/mfa/email',
  'POST /api/v1/auth/mfa/email/confirm',
  'POST /api/v1/auth/mfa/sms',
  'POST /api/v1/auth/mfa/sms/confirm',
  'POST /api/v1/auth/mfa/passkeys/options',
  'POST /api/v1/auth/mfa/passkeys',
]);

type Schema = { type?: string; format?: string; enum?: unknown[] };
type Parameter = { name: string; in: string; schema?: Schema };
type OpenApi = {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: object } }>>;
};

/** A value the parameter's schema refuses, whatever it is. */
function wrongValue(schema: Schema = {}) {
  if (schema.format === 'uuid') return 'not-a-uuid';
  if (schema.type === 'integer' || schema.type === 'number') return 'not-a-number';
  if (schema.enum) return 'not-one-of-them';
  return 'a\u0000b';
}

async function invalidRequests() {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApi;
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const parameters = op.parameters ?? [];
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodeURIComponent(wrongValue(parameters.find((p) => p.name === name)?.schema)),
      );
      const query = Object.fromEntries(
        parameters.filter((p) => p.in === 'query').map((p) => [p.name, wrongValue(p.schema)]),
      );
      return {
        route: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase() as 'GET',
        url,
        query,
        payload: op.requestBody ? { not_a_field: 'a\u0000b', [`nested`]: [[[{}]]] } : undefined,
      };
    }),
  );
}

describe('authenticate, then authorise, then validate, on every route', () => {
  it('no token, invalid input: 401 without details on every route but the public ones', async () => {
    const requests = (await invalidRequests()).filter((r) => !PUBLIC.has(r.route));
    expect(requests.length).toBeGreaterThan(100);
    const wrong = [];
    for (const { route, method, url, query, payload } of requests) {
      const response = await ctx.app.inject({ method, url, query, ...(payload ? { payload } : {}) });
      const error = response.json().error;
      if (response.statusCode !== 401 || error?.code !== 'UNAUTHENTICATED' || error.details) {
        wrong.push({ route, status: response.statusCode, error });
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a session that must still enrol a second factor, invalid input: 403 MFA_ENROLMENT_REQUIRED', async () => {
    const db = ctx.database.db;
    const staff = await createUser(db, { staffRoles: ['SuperAdmin'] });
    const token = await tokenFor(ctx.app, staff.email);
    await db.updateTable('firm_settings').set({ staff_mfa_required: true }).execute();
    try {
      const requests = (await invalidRequests()).filter((r) => !PUBLIC.has(r.route));
      const wrong = [];
      for (const { route, method, url, query, payload } of requests) {
        // Signing out would end the session the other calls use.
        if (route === 'POST /api/v1/auth/logout') continue;
        const response = await ctx.app.inject({
          method,
          url,
          query,
          headers: bearer(token),
          ...(payload ? { payload } : {}),
        });
        const code = response.json().error?.code;
        // The routes open to this session answer it (and validate what they take); every other refuses it.
        const right = DURING_ENROLMENT.has(route)
          ? response.statusCode < 500 && code !== 'MFA_ENROLMENT_REQUIRED'
          : response.statusCode === 403 && code === 'MFA_ENROLMENT_REQUIRED';
        if (!right) wrong.push({ route, status: response.statusCode, code });
      }
      expect(wrong).toEqual([]);
    } finally {
      await db.updateTable('firm_settings').set({ staff_mfa_required: false }).execute();
    }
  });
});
