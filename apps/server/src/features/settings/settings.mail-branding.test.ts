import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer, createTenant } from '../../../test/factories.ts';
import { DUNN, PNG_1X1, settingsApi, signedIn } from './settings.test-support.ts';

const PORTAL = 'https://portal.dunn.test';
const ctx = useTestApp(undefined, { PUBLIC_URL: PORTAL });
const api = settingsApi(ctx);

const mailTo = (email: string) =>
  ctx.database.db
    .selectFrom('outbox_messages')
    .select(['text_body', 'html_body'])
    .where('to_address', '=', email)
    .executeTakeFirstOrThrow();

/** Staff add a client user: the invitation e-mail is queued in the firm's branding as it is at that moment. */
async function invite(token: string, email: string) {
  const tenant = await createTenant(ctx.database.db);
  const added = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/tenants/${tenant.id}/users`,
    headers: bearer(token),
    payload: { name: 'Nina Baker', email, phone_mobile: '5550101010', user_type: 'TenantManager' },
  });
  expect(added.statusCode, added.body).toBe(201);
  return mailTo(email);
}

describe("e-mails carry the firm's logo and colour", () => {
  it('shows the logo from its public address under PUBLIC_URL and the buttons in the firm colour, readable', async () => {
    const { token } = await signedIn(ctx, { staffRoles: ['Admin'] });
    expect((await api.update(token, { ...DUNN, primary_color: '#FFD43B' })).statusCode).toBe(200);
    const uploaded = await api.uploadLogo(token, 'logo.png', PNG_1X1);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const logoPath = uploaded.json().logo_url as string;

    const mail = await invite(token, 'nina@greenleaf.test');

    expect(mail.html_body).toContain(`<img src="${PORTAL}${logoPath}" alt="Dunn &amp; Co CPA"`);
    // A light yellow carries the dark text; white on it could not be read.
    expect(mail.html_body).toMatch(/<a href="[^"]+" style="[^"]*background:#ffd43b;color:#1f2933;/);
    expect(mail.html_body).not.toContain('#1c7ed6');
    // The address the e-mail names serves the logo to anyone (a mail client has no session).
    const served = await ctx.app.inject({ method: 'GET', url: logoPath });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);
    // The plain-text part says the same as before: no picture, no colour.
    expect(mail.text_body).not.toMatch(/branding\/logo|#ffd43b/);
    expect(mail.text_body).toContain('Accept the invitation:\nhttps://portal.dunn.test/app/register?');
  });

  it('puts white text on a dark firm colour, and leaves the logo out once the firm removed it', async () => {
    const { token } = await signedIn(ctx, { staffRoles: ['Admin'] });
    expect((await api.update(token, { ...DUNN, primary_color: '#0b3d91' })).statusCode).toBe(200);
    expect((await api.uploadLogo(token, 'logo.png', PNG_1X1)).statusCode).toBe(200);
    expect((await api.removeLogo(token)).statusCode).toBe(200);

    const mail = await invite(token, 'omar@greenleaf.test');

    expect(mail.html_body).toMatch(/<a href="[^"]+" style="[^"]*background:#0b3d91;color:#ffffff;/);
    expect(mail.html_body).not.toContain('<img');
    expect(mail.html_body).toContain('Dunn &amp; Co CPA');
  });
});
