import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { THROTTLES } from './request-throttle.service.ts';
import {
  confirm,
  freshIp,
  invite,
  lastCode,
  mailsTo,
  pendingRegistrant,
  uniqueEmail,
} from './registration.test-support.ts';

const ctx = useTestApp();

const resend = (username: string, ip = freshIp()) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/registration/code', payload: { username }, remoteAddress: ip });

/** Makes the person's last code look older than the one-minute cool-down. */
const ageCodes = (userId: string) =>
  // created_at is never updated by the app (the schema types it so); a test may still move it back in time.
  sql`update signup_codes set created_at = now() - interval '61 seconds' where user_id = ${userId}`.execute(
    ctx.database.db,
  );

describe('POST /api/v1/registration/code', () => {
  it('e-mails a new code to someone waiting for one, and the old code stops working', async () => {
    const { email, userId, code: oldCode } = await pendingRegistrant(ctx, 'resend');
    await ageCodes(userId);

    const response = await resend(email);

    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: true });
    expect(await mailsTo(ctx, email, 'signup-code')).toHaveLength(2);
    const newCode = await lastCode(ctx, email);
    if (newCode !== oldCode) expect((await confirm(ctx, email, oldCode, freshIp())).statusCode).toBe(400);
    expect((await confirm(ctx, email, newCode, freshIp())).statusCode).toBe(200);
  });

  it('sends at most one code a minute, silently', async () => {
    const { email, userId } = await pendingRegistrant(ctx, 'cooldown');

    const tooSoon = await resend(email);

    expect(tooSoon.statusCode).toBe(202);
    expect(await mailsTo(ctx, email, 'signup-code')).toHaveLength(1);
    await ageCodes(userId);
    await resend(email);
    expect(await mailsTo(ctx, email, 'signup-code')).toHaveLength(2);
  });

  it('answers alike, and sends nothing, for anyone not waiting for a code', async () => {
    const active = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const notRegistered = uniqueEmail('invited');
    await invite(ctx, notRegistered);
    const late = await pendingRegistrant(ctx, 'late');
    await ageCodes(late.userId);
    await ctx.database.db
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', late.userId)
      .execute();
    const waiting = await pendingRegistrant(ctx, 'waiting');
    await ageCodes(waiting.userId);

    const answers = await Promise.all(
      ['nobody@nowhere.test', active.email, notRegistered, late.email, waiting.email].map((email) => resend(email)),
    );

    for (const answer of answers) {
      expect(answer.statusCode).toBe(202);
      expect(answer.body).toBe(answers[0]!.body);
    }
    expect(await mailsTo(ctx, active.email, 'signup-code')).toHaveLength(0);
    expect(await mailsTo(ctx, notRegistered, 'signup-code')).toHaveLength(0);
    expect(await mailsTo(ctx, late.email, 'signup-code')).toHaveLength(1);
    expect(await mailsTo(ctx, waiting.email, 'signup-code')).toHaveLength(2);
  });

  it('limits how often one address may ask', async () => {
    const ip = freshIp();
    for (let i = 0; i < THROTTLES.resendSignupCode.limit; i++) {
      expect((await resend(`ask-${i}@nowhere.test`, ip)).statusCode).toBe(202);
    }

    const blocked = await resend('ask-again@nowhere.test', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('TOO_MANY_ATTEMPTS');
    expect((await resend('ask-again@nowhere.test')).statusCode).toBe(202);
  });
});
