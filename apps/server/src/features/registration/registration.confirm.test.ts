import { SIGNUP_CODE_MAX_ATTEMPTS } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { createUser, login } from '../../../test/factories.ts';
import { THROTTLES } from './request-throttle.service.ts';
import { confirm, freshIp, NEW_PASSWORD, otherCode, pendingRegistrant } from './registration.test-support.ts';

const ctx = useTestApp();

const CODE_EXPIRED = {
  error: { code: 'CODE_EXPIRED', message: 'This code is no longer valid; ask for a new one' },
};

describe('POST /api/v1/registration/confirm', () => {
  it('counts down the tries, then refuses even the right code', async () => {
    const { email, code } = await pendingRegistrant(ctx, 'guess');
    const ip = freshIp();

    for (let left = SIGNUP_CODE_MAX_ATTEMPTS - 1; left >= 0; left--) {
      const wrong = await confirm(ctx, email, otherCode(code, left + 1), ip);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.details).toEqual([{ field: 'code', message: `${left} tries left` }]);
    }

    const late = await confirm(ctx, email, code, ip);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toEqual(CODE_EXPIRED);
    expect((await login(ctx.app, email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('refuses a code past its 10 minutes', async () => {
    const { email, userId, code } = await pendingRegistrant(ctx, 'slow');
    await ctx.database.db
      .updateTable('signup_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', userId)
      .execute();

    const response = await confirm(ctx, email, code, freshIp());

    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual(CODE_EXPIRED);
  });

  it('accepts a code once only, also when it is sent twice at the same moment', async () => {
    const { email, code } = await pendingRegistrant(ctx, 'race');
    const ip = freshIp();

    const answers = await Promise.all([confirm(ctx, email, code, ip), confirm(ctx, email, code, ip)]);

    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410]);
    const again = await confirm(ctx, email, code, ip);
    expect(again.statusCode).toBe(410);
    expect((await login(ctx.app, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('gives one answer for an unknown e-mail, an active account and a code that was never sent', async () => {
    const active = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const invitedOnly = await createUser(ctx.database.db, { status: 'INVITED' });
    const ip = freshIp();

    for (const email of ['nobody@nowhere.test', active.email, invitedOnly.email]) {
      const response = await confirm(ctx, email, '123456', ip);
      expect(response.statusCode).toBe(410);
      expect(response.json()).toEqual(CODE_EXPIRED);
    }
  });

  it('refuses a code for someone disabled after registering', async () => {
    const { email, userId, code } = await pendingRegistrant(ctx, 'disabled');
    await ctx.database.db.updateTable('users').set({ status: 'DISABLED' }).where('id', '=', userId).execute();

    expect((await confirm(ctx, email, code, freshIp())).statusCode).toBe(410);
    expect((await login(ctx.app, email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('refuses a malformed code with VALIDATION_ERROR on the code field', async () => {
    const response = await confirm(ctx, 'ivy@firm.test', '12ab');

    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
    expect(response.json().error.details[0].field).toBe('code');
  });

  it('slows down one address guessing across many accounts, and no other', async () => {
    const { email, code } = await pendingRegistrant(ctx, 'spray');
    const sprayer = freshIp();
    for (let i = 0; i < THROTTLES.confirmSignup.limit; i++) {
      await confirm(ctx, `spray-${i}@nowhere.test`, '000000', sprayer);
    }

    const blocked = await confirm(ctx, email, code, sprayer);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('TOO_MANY_ATTEMPTS');
    expect((await confirm(ctx, email, code, freshIp())).statusCode).toBe(200);
  });
});
