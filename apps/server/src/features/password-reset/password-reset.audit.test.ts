import { describe, expect, it } from 'vitest';
import { asCaller, CALLER, fromCaller, latestEvent, readTrail } from '../../../test/audit-trail.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { NEW_PASSWORD } from '../registration/registration.test-support.ts';
import { forgot, lastResetToken } from './password-reset.test-support.ts';

const ctx = useTestApp();

const reset = (token: string) =>
  ctx.app.inject(
    asCaller(undefined, {
      method: 'POST',
      url: `/api/v1/auth/password-reset/${encodeURIComponent(token)}`,
      payload: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    }),
  );

describe('password resets on the audit trail', () => {
  it('records the reset as done by the link’s owner, from where they used it, the password only as changed', async () => {
    const user = await createUser(ctx.database.db, { staffRoles: ['Processor'], name: 'Rita Reset' });
    await forgot(ctx, user.email);

    expect((await reset(await lastResetToken(ctx, user.email))).statusCode).toBe(204);

    const event = await latestEvent(ctx, 'PASSWORD_RESET', `user:${user.id}`);
    expect(event).toMatchObject({
      result: 'OK',
      actor: { uuid: user.id, name: 'Rita Reset' },
      tenant: null,
      ...fromCaller,
      changes: { password: { from: '•••', to: 'changed' } },
    });
    expect(JSON.stringify(event)).not.toContain(NEW_PASSWORD);
  });

  it('records a dead link as DENIED, from an unknown caller', async () => {
    expect((await reset('x'.repeat(43))).statusCode).toBe(410);

    expect((await readTrail(ctx, { action: 'PASSWORD_RESET', result: 'DENIED' }))[0]).toMatchObject({
      actor: null,
      target: 'user:unknown',
      detail: 'LINK_EXPIRED',
      ip: CALLER.ip,
      user_agent: CALLER.userAgent,
    });
  });
});
