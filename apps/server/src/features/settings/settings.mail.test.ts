import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { createTenant } from '../../../test/factories.ts';
import { DUNN, settingsApi, signedIn } from './settings.test-support.ts';

const ctx = useTestApp();
const api = settingsApi(ctx);

const mailTo = (email: string) =>
  ctx.database.db
    .selectFrom('outbox_messages')
    .select(['subject', 'text_body', 'html_body', 'from_name', 'template'])
    .where('to_address', '=', email)
    .executeTakeFirstOrThrow();

describe('e-mails in the firm’s name', () => {
  it('an invitation names the firm, the company and the person who invited, and is sent as the firm', async () => {
    const { token: admin } = await signedIn(ctx, { staffRoles: ['Admin'] }, 'Adam Adviser');
    expect((await api.update(admin, DUNN)).statusCode).toBe(200);
    const tenant = await createTenant(ctx.database.db, { name: 'Greenleaf Bakery LLC' });
    const email = 'nina@greenleaf.test';

    const added = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/tenants/${tenant.id}/users`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { name: 'Nina Baker', email, phone_mobile: '5550101010', user_type: 'TenantManager' },
    });
    expect(added.statusCode, added.body).toBe(201);

    const mail = await mailTo(email);
    expect(mail.subject).toBe('Dunn & Co CPA invites you to its client portal for Greenleaf Bakery LLC');
    expect(mail.text_body).toContain(
      'Adam Adviser has invited you to the client portal of Dunn & Co CPA as a user of Greenleaf Bakery LLC.',
    );
    expect(mail.text_body).toContain('Questions? Write to help@dunn.test.');
    expect(mail.text_body).not.toContain('Ledgerport');
    expect(mail.from_name).toBe('Dunn & Co');
  });

  it('a staff invitation names the firm and the inviter, in the invitee’s language', async () => {
    const { token: admin } = await signedIn(ctx, { staffRoles: ['SuperAdmin'] }, 'Sue Super');
    expect((await api.update(admin, { ...DUNN, firm_name: 'Dunn Steuerberatung' })).statusCode).toBe(200);
    const email = 'ivo@dunn.test';
    const invited = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/internal-users',
      headers: { authorization: `Bearer ${admin}` },
      payload: {
        user_name: 'Ivo',
        email,
        phone_mobile: '5551110000',
        phone_office: '5552220000',
        fax: '5553330000',
        user_type: 'Processor',
      },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const mail = await mailTo(email);
    expect(mail.subject).toBe('Dunn Steuerberatung invites you to its portal');
    expect(mail.text_body).toContain('Sue Super has invited you to the client portal of Dunn Steuerberatung.');
    expect(mail.html_body).toContain('Dunn Steuerberatung');
  });
});
