import { describe, expect, it } from 'vitest';
import { asCaller, CALLER, latestEvent, readTrail } from '../../../test/audit-trail.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { createTenant } from '../../../test/factories.ts';
import { tenantUsersApi, newTenantUser, staffToken } from '../tenant-users/tenant-users.test-support.ts';
import { invitationMails } from '../invitations/invitations.test-support.ts';
import { lastCode, NEW_PASSWORD, otherCode, pendingRegistrant, register } from './registration.test-support.ts';

const ctx = useTestApp();

const confirm = (username: string, code: string) =>
  ctx.app.inject(
    asCaller(undefined, { method: 'POST', url: '/api/v1/registration/confirm', payload: { username, code } }),
  );

describe('invitations accepted, on the audit trail', () => {
  it('records the registration completed with the e-mailed code, by the invitee, from where they confirmed', async () => {
    const { email, userId, code } = await pendingRegistrant(ctx, 'ivy');

    expect((await confirm(email, code)).statusCode).toBe(200);

    expect(await latestEvent(ctx, 'INVITATION_ACCEPT', `user:${userId}`)).toMatchObject({
      result: 'OK',
      actor: { uuid: userId, email },
      tenant: null,
      ip: CALLER.ip,
      user_agent: CALLER.userAgent,
    });
  });

  it('names the tenant a client was invited to', async () => {
    const tenant = await createTenant(ctx.database.db, { name: 'Accepting Co' });
    const person = newTenantUser();
    const added = await tenantUsersApi(ctx).add(await staffToken(ctx), tenant.id, person);
    expect(added.statusCode).toBe(201);
    const [mail] = await invitationMails(ctx.database.db, person.email);
    expect((await register(ctx, mail!.token, { name: 'Nina', password: NEW_PASSWORD })).statusCode).toBe(202);

    expect((await confirm(person.email, await lastCode(ctx, person.email))).statusCode).toBe(200);

    expect(await latestEvent(ctx, 'INVITATION_ACCEPT', `user:${added.json().uuid}`)).toMatchObject({
      tenant: { uuid: tenant.id, name: 'Accepting Co' },
    });
  });

  it('records a wrong code as DENIED, about the address it was tried for', async () => {
    const { email, code } = await pendingRegistrant(ctx, 'wrong');

    expect((await confirm(email, otherCode(code))).statusCode).toBe(400);

    expect((await readTrail(ctx, { action: 'INVITATION_ACCEPT', result: 'DENIED' }))[0]).toMatchObject({
      actor: null,
      target: `email:${email}`,
      detail: 'INVALID_CODE',
      ip: CALLER.ip,
    });
  });
});
