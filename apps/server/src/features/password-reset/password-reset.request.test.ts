import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { THROTTLES } from '../registration/request-throttle.service.ts';
import { freshIp, mailsTo } from '../registration/registration.test-support.ts';
import { forgot } from './password-reset.test-support.ts';
import { RESET_LINKS_PER_HOUR } from './password-reset.service.ts';

const ctx = useTestApp();

describe('POST /api/v1/auth/password-reset', () => {
  it('answers an unknown and a known address identically, and only the known one gets an e-mail', async () => {
    const user = await createUser(ctx.database.db, { name: 'Kim', staffRoles: ['Processor'] });

    const unknown = await forgot(ctx, 'nobody@nowhere.test');
    const known = await forgot(ctx, user.email.toUpperCase());

    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ accepted: true });
    expect(await mailsTo(ctx, 'nobody@nowhere.test', 'password-reset')).toHaveLength(0);
    const [mail] = await mailsTo(ctx, user.email, 'password-reset');
    expect(mail!.text_body).toMatch(/http:\/\/localhost:3000\/app\/reset-password\?token=[\w-]{43}/);
    expect(mail!.text_body).toContain('Kim');
  });

  it('sends nothing to an invited or a disabled user', async () => {
    const invited = await createUser(ctx.database.db, { status: 'INVITED' });
    const disabled = await createUser(ctx.database.db, { status: 'DISABLED' });

    expect((await forgot(ctx, invited.email)).statusCode).toBe(202);
    expect((await forgot(ctx, disabled.email)).statusCode).toBe(202);

    expect(await mailsTo(ctx, invited.email, 'password-reset')).toHaveLength(0);
    expect(await mailsTo(ctx, disabled.email, 'password-reset')).toHaveLength(0);
  });

  it('sends at most three links an hour to one person, without saying so', async () => {
    const user = await createUser(ctx.database.db, { staffRoles: ['Processor'] });

    for (let i = 0; i < RESET_LINKS_PER_HOUR + 2; i++) {
      const response = await forgot(ctx, user.email);
      expect(response.statusCode).toBe(202);
    }

    expect(await mailsTo(ctx, user.email, 'password-reset')).toHaveLength(RESET_LINKS_PER_HOUR);
  });

  it("writes the e-mail in the user's language", async () => {
    const user = await createUser(ctx.database.db, { locale: 'es', staffRoles: ['Processor'] });

    await forgot(ctx, user.email);

    const [mail] = await mailsTo(ctx, user.email, 'password-reset');
    expect(mail).toMatchObject({ locale: 'es', subject: 'Restablezca su contraseña de Ledgerport' });
  });

  it('refuses an address that is not an e-mail, on the email field', async () => {
    const response = await forgot(ctx, 'not-an-email');

    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].field).toBe('email');
  });

  it('limits how often one address may ask', async () => {
    const ip = freshIp();
    for (let i = 0; i < THROTTLES.forgotPassword.limit; i++) {
      expect((await forgot(ctx, `someone-${i}@nowhere.test`, ip)).statusCode).toBe(202);
    }

    const blocked = await forgot(ctx, 'someone@nowhere.test', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('TOO_MANY_ATTEMPTS');
    expect((await forgot(ctx, 'someone@nowhere.test')).statusCode).toBe(202);
  });
});
