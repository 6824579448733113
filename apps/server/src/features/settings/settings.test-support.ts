import type { TestContext } from '../../../test/build-test-app.ts';
import { bearer, createUser, tokenFor } from '../../../test/factories.ts';
import { multipartBody } from '../../../test/multipart.ts';

/** The smallest real PNG (1×1), as the logo a firm uploads. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const DUNN = {
  firm_name: 'Dunn & Co CPA',
  primary_color: '#2F9E44',
  support_email: 'help@dunn.test',
  sender_name: 'Dunn & Co',
};

export const settingsApi = (ctx: TestContext) => ({
  get: (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/v1/firm-settings/branding', headers: bearer(token) }),
  update: (token: string, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: '/api/v1/firm-settings/branding', headers: bearer(token), payload }),
  uploadLogo: (token: string, fileName: string, content: Buffer | string) => {
    const body = multipartBody(fileName, content);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/v1/firm-settings/branding/logo',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  },
  removeLogo: (token: string) =>
    ctx.app.inject({ method: 'DELETE', url: '/api/v1/firm-settings/branding/logo', headers: bearer(token) }),
  branding: () => ctx.app.inject({ method: 'GET', url: '/api/v1/branding' }),
});

export async function signedIn(ctx: TestContext, spec: Parameters<typeof createUser>[1], name?: string) {
  const user = await createUser(ctx.database.db, { ...spec, ...(name ? { name } : {}) });
  return { user, token: await tokenFor(ctx.app, user.email) };
}
