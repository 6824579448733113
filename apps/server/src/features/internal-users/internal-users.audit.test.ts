import { describe, expect, it } from 'vitest';
import { asCaller, fromCaller, latestEvent, readTrail } from '../../../test/audit-trail.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { createUser, tokenFor } from '../../../test/factories.ts';

const ctx = useTestApp();

const post = (token: string, url: string, payload?: object) =>
  ctx.app.inject(asCaller(token, { method: 'POST', url: `/api/v1${url}`, ...(payload ? { payload } : {}) }));
const staffMember = (email: string) => ({
  user_name: 'Ivan Invited',
  email,
  phone_mobile: '5551110000',
  phone_office: '5552220000',
  fax: '5553330000',
  user_type: 'Processor',
});

describe('staff invitations on the audit trail', () => {
  it('records the invitation of a staff member, its e-mail, and each re-send', async () => {
    const admin = await createUser(ctx.database.db, { staffRoles: ['Admin'] });
    const token = await tokenFor(ctx.app, admin.email);

    const created = await post(token, '/internal-users', staffMember('ivan@firm.test'));
    expect(created.statusCode).toBe(201);
    const target = `user:${created.json().uuid}`;

    expect(await latestEvent(ctx, 'INTERNAL_USER_INVITE', target)).toMatchObject({
      result: 'OK',
      actor: { uuid: admin.id },
      target_name: 'Ivan Invited (ivan@firm.test)',
      ...fromCaller,
      changes: {
        name: { from: null, to: 'Ivan Invited' },
        email: { from: null, to: 'ivan@firm.test' },
        role: { from: null, to: 'Processor' },
      },
    });
    expect(await latestEvent(ctx, 'INVITATION_SEND', target)).toMatchObject({ result: 'OK', ...fromCaller });

    expect((await post(token, `/internal-users/${created.json().uuid}/invitation`)).statusCode).toBe(202);
    const sends = (await readTrail(ctx, { action: 'INVITATION_SEND' })).filter((e) => e.target === target);
    expect(sends.map((e) => [e.result, e.actor?.uuid])).toEqual([
      ['OK', admin.id],
      ['OK', admin.id],
    ]);
  });

  it('records a refused invitation and a refused re-send as DENIED', async () => {
    const processor = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const token = await tokenFor(ctx.app, processor.email);

    expect((await post(token, '/internal-users', staffMember('nope@firm.test'))).statusCode).toBe(403);
    expect((await readTrail(ctx, { action: 'INTERNAL_USER_INVITE', result: 'DENIED' }))[0]).toMatchObject({
      actor: { uuid: processor.id },
      detail: 'FORBIDDEN',
      ...fromCaller,
    });

    const admin = await tokenFor(ctx.app, (await createUser(ctx.database.db, { staffRoles: ['Admin'] })).email);
    const active = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    expect((await post(admin, `/internal-users/${active.id}/invitation`)).statusCode).toBe(409);
    expect(await latestEvent(ctx, 'INVITATION_SEND', `user:${active.id}`)).toMatchObject({
      result: 'DENIED',
      detail: 'CONFLICT',
    });
  });
});
