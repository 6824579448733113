import { describe, expect, it } from 'vitest';
import { asCaller, fromCaller, latestEvent, readTrail } from '../../../test/audit-trail.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { createTenant } from '../../../test/factories.ts';
import { DUNN, PNG_1X1, settingsApi, signedIn } from './settings.test-support.ts';

const ctx = useTestApp();
const api = settingsApi(ctx);

describe('firm settings: name, colour, support address and sender', () => {
  it('start as Ledgerport, and a SuperAdmin or an Admin may read and change them', async () => {
    const { token: superToken } = await signedIn(ctx, { staffRoles: ['SuperAdmin'] });
    const { token: adminToken } = await signedIn(ctx, { staffRoles: ['Admin'] });

    expect((await api.branding()).json()).toEqual({
      firm_name: 'Ledgerport',
      primary_color: '#1c7ed6',
      logo_url: null,
      support_email: null,
      default_locale: 'en',
    });
    expect((await api.get(superToken)).json()).toMatchObject({ firm_name: 'Ledgerport', sender_name: null });

    const changed = await api.update(adminToken, DUNN);
    expect(changed.statusCode, changed.body).toBe(200);
    // Stored as sent, the colour in lower case.
    expect(changed.json()).toMatchObject({ ...DUNN, primary_color: '#2f9e44', updated_at: expect.any(String) });
    expect((await api.get(superToken)).json()).toMatchObject({ firm_name: 'Dunn & Co CPA' });
    // The login page, without a session, sees the new name and colour.
    expect((await api.branding()).json()).toMatchObject({ firm_name: 'Dunn & Co CPA', primary_color: '#2f9e44' });
  });

  it('refuses a Processor and a client, with nothing changed and the attempt on the trail', async () => {
    const tenant = await createTenant(ctx.database.db);
    const { token: processor } = await signedIn(ctx, { staffRoles: ['Processor'] });
    const { token: client } = await signedIn(ctx, { tenantRoles: { [tenant.id]: 'TenantOwner' } });
    const before = (await api.branding()).json();

    for (const token of [processor, client]) {
      expect((await api.get(token)).statusCode).toBe(403);
      const refused = await api.update(token, { ...DUNN, firm_name: 'Hijacked LLC' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('FORBIDDEN');
      expect((await api.uploadLogo(token, 'logo.png', PNG_1X1)).statusCode).toBe(403);
    }
    expect((await api.branding()).json()).toEqual(before);
    const denied = (await readTrail(ctx, { action: 'FIRM_SETTING_CHANGE' })).filter((e) => e.result === 'DENIED');
    expect(denied.map((e) => e.detail)).toContain('FORBIDDEN');
  });

  it('records each change, by whom and from where, before → after', async () => {
    const { user, token } = await signedIn(ctx, { staffRoles: ['SuperAdmin'] }, 'Sue Super');
    const current = (await api.get(token)).json();
    const response = await ctx.app.inject(
      asCaller(token, {
        method: 'PUT',
        url: '/api/v1/firm-settings/branding',
        payload: { ...DUNN, firm_name: 'Dunn Partners', support_email: '' },
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().support_email).toBeNull();
    const event = await latestEvent(ctx, 'FIRM_SETTING_CHANGE', 'firm:branding');
    expect(event).toMatchObject({ result: 'OK', actor: { uuid: user.id }, tenant: null, ...fromCaller });
    expect(event.changes).toMatchObject({ firm_name: { from: current.firm_name, to: 'Dunn Partners' } });
  });

  it.each([
    ['no #', 'abcdef'],
    ['three digits', '#abc'],
    ['not hex', '#12345g'],
    ['a CSS expression', 'red;background:url(x)'],
  ])('refuses a colour with %s as 400 VALIDATION_ERROR on primary_color', async (_case, colour) => {
    const { token } = await signedIn(ctx, { staffRoles: ['SuperAdmin'] });
    const response = await api.update(token, { ...DUNN, primary_color: colour });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ field: 'primary_color', message: expect.stringContaining('six hexadecimal digits') }],
    });
  });

  it('refuses an empty firm name and a malformed support address', async () => {
    const { token } = await signedIn(ctx, { staffRoles: ['SuperAdmin'] });
    const response = await api.update(token, { ...DUNN, firm_name: '  ', support_email: 'not-an-address' });
    expect(response.statusCode).toBe(400);
    const fields = response.json().error.details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['firm_name', 'support_email']));
  });
});

describe('the firm logo', () => {
  it('takes a PNG, serves it publicly under a URL that changes with it, and can be removed', async () => {
    const { token } = await signedIn(ctx, { staffRoles: ['Admin'] });
    const uploaded = await api.uploadLogo(token, 'logo.png', PNG_1X1);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url = uploaded.json().logo_url as string;
    expect(url).toMatch(/^\/api\/v1\/branding\/logo\/\d+$/);
    expect((await api.branding()).json().logo_url).toBe(url);

    const image = await ctx.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG_1X1)).toBe(true);

    const again = await api.uploadLogo(token, 'logo.png', PNG_1X1);
    expect(again.json().logo_url).not.toBe(url);
    expect((await latestEvent(ctx, 'FIRM_SETTING_CHANGE', 'firm:logo')).result).toBe('OK');

    expect((await api.removeLogo(token)).json().logo_url).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it.each([
    ['an SVG', 'logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['HTML named .png', 'logo.png', '<!doctype html><script>alert(1)</script>'],
    ['a GIF', 'logo.gif', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')],
  ])('refuses %s as 400 VALIDATION_ERROR on logo, keeping the logo it had', async (_case, name, content) => {
    const { token } = await signedIn(ctx, { staffRoles: ['SuperAdmin'] });
    const before = (await api.branding()).json().logo_url;
    const response = await api.uploadLogo(token, name, content);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ field: 'logo', message: 'The logo must be a PNG, JPEG or WebP image' }],
    });
    expect((await api.branding()).json().logo_url).toBe(before);
  });

  it('refuses a logo over 256 KB as 400 VALIDATION_ERROR', async () => {
    const { token } = await signedIn(ctx, { staffRoles: ['SuperAdmin'] });
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(300 * 1024)]);
    const response = await api.uploadLogo(token, 'big.png', big);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([{ field: 'logo', message: 'The logo may be at most 256 KB' }]);
  });
});
