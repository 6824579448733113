import type { TActiveSession } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { asCaller, fromCaller, latestEvent, readTrail, withOkEventRefused } from '../../../test/audit-trail.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, login, tokenFor } from '../../../test/factories.ts';

const ctx = useTestApp();

const NEW_PASSWORD = 'Ledger-Port-42!';
const call = (token: string, method: 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject(asCaller(token, { method, url: `/api/v1${url}`, ...(payload ? { payload } : {}) }));
const sessionsOf = async (token: string): Promise<TActiveSession[]> =>
  (await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/sessions', headers: bearer(token) })).json().data;

describe('the profile on the audit trail', () => {
  it('records signing another device out, and refuses (DENIED) a session that is not the caller’s', async () => {
    const user = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const laptop = await tokenFor(ctx.app, user.email);
    await tokenFor(ctx.app, user.email);
    const phone = (await sessionsOf(laptop)).find((session) => !session.current)!;

    expect((await call(laptop, 'DELETE', `/auth/sessions/${phone.id}`)).statusCode).toBe(204);
    expect(await latestEvent(ctx, 'SESSION_REVOKE', `session:${phone.id}`)).toMatchObject({
      result: 'OK',
      actor: { uuid: user.id },
      tenant: null,
      ...fromCaller,
    });

    const stranger = await tokenFor(ctx.app, (await createUser(ctx.database.db, { staffRoles: ['Admin'] })).email);
    const [strangers] = await sessionsOf(stranger);
    expect((await call(laptop, 'DELETE', `/auth/sessions/${strangers!.id}`)).statusCode).toBe(404);
    expect(await latestEvent(ctx, 'SESSION_REVOKE', `session:${strangers!.id}`)).toMatchObject({
      result: 'DENIED',
      detail: 'NOT_FOUND',
      actor: { uuid: user.id },
    });
  });

  it('records a password change as a secret changed, and a wrong current password as DENIED', async () => {
    const user = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const token = await tokenFor(ctx.app, user.email);
    const change = (current: string) =>
      call(token, 'PUT', '/auth/me/password', {
        current_password: current,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });

    expect((await change('Not-The-Password-1!')).statusCode).toBe(400);
    expect(await latestEvent(ctx, 'PASSWORD_CHANGE', `user:${user.id}`)).toMatchObject({
      result: 'DENIED',
      detail: 'WRONG_CURRENT_PASSWORD',
      ...fromCaller,
    });

    expect((await change('Correct-Horse-9!')).statusCode).toBe(204);
    const event = await latestEvent(ctx, 'PASSWORD_CHANGE', `user:${user.id}`);
    expect(event).toMatchObject({
      result: 'OK',
      actor: { uuid: user.id },
      changes: { password: { from: '•••', to: 'changed' } },
    });
    expect(JSON.stringify(event)).not.toContain(NEW_PASSWORD);
  });

  it('records the user’s own name and mobile changed, and nothing of a change that failed half-way', async () => {
    const user = await createUser(ctx.database.db, { staffRoles: ['Processor'], name: 'Old Name' });
    const token = await tokenFor(ctx.app, user.email);

    expect((await call(token, 'PATCH', '/auth/me', { name: 'New Name', phone_mobile: '5550177' })).statusCode).toBe(
      200,
    );
    expect((await latestEvent(ctx, 'USER_UPDATE', `user:${user.id}`)).changes).toEqual({
      name: { from: 'Old Name', to: 'New Name' },
      phone_mobile: { from: '5551234567', to: '5550177' },
    });

    const failed = await withOkEventRefused(ctx, 'USER_UPDATE', () =>
      call(token, 'PATCH', '/auth/me', { name: 'Half Written', phone_mobile: '5550177' }),
    );
    expect(failed.statusCode).toBe(500);
    const mine = (await readTrail(ctx, { action: 'USER_UPDATE' })).filter((e) => e.target === `user:${user.id}`);
    expect(mine.map((e) => e.result)).toEqual(['FAILED', 'OK']);
    expect((await login(ctx.app, user.email)).json().user.name).toBe('New Name');
  });
});
