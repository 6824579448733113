import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { invitationMails, openInvitation } from '../invitations/invitations.test-support.ts';
import { newTenantUser, staffToken, tenantUsersApi, tenantWithPeople } from './tenant-users.test-support.ts';

const ctx = useTestApp();
const api = tenantUsersApi(ctx);

/** A tenant with one invited person added by its owner. */
async function tenantWithInvitee() {
  const people = await tenantWithPeople(ctx);
  const person = newTenantUser();
  const added = await api.add(people.ownerToken, people.tenant.id, person);
  expect(added.statusCode).toBe(201);
  return { ...people, invitee: { id: added.json().uuid as string, email: person.email } };
}

describe('POST /api/v1/tenants/{tenantId}/users/{userId}/invitation', () => {
  it('e-mails a fresh link that works, and the earlier link stops working', async () => {
    const { tenant, ownerToken, invitee } = await tenantWithInvitee();
    const [first] = await invitationMails(ctx.database.db, invitee.email);

    const response = await api.resend(ownerToken, tenant.id, invitee.id);

    expect(response.statusCode).toBe(202);
    const sent = response.json();
    expect(sent.email).toBe(invitee.email);
    expect(new Date(sent.expires_at).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3_600_000);
    const mails = await invitationMails(ctx.database.db, invitee.email);
    expect(mails).toHaveLength(2);
    const latest = mails[1]!;
    expect(latest.token).not.toBe(first!.token);
    expect((await openInvitation(ctx.app, first!.token)).statusCode).toBe(404);
    const opened = await openInvitation(ctx.app, latest.token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ uuid: invitee.id, expires_at: sent.expires_at });
    // The list shows the new deadline.
    const row = (await api.list(ownerToken, tenant.id, `?search=${invitee.email}`)).json().data[0];
    expect(row.invitation_expires_at).toBe(sent.expires_at);
  });

  it('revives a lapsed invitation with a fresh 7-day link', async () => {
    const { tenant, invitee } = await tenantWithInvitee();
    await ctx.database.db
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', invitee.id)
      .execute();

    expect((await api.resend(await staffToken(ctx), tenant.id, invitee.id)).statusCode).toBe(202);

    const latest = (await invitationMails(ctx.database.db, invitee.email)).at(-1)!;
    expect((await openInvitation(ctx.app, latest.token)).statusCode).toBe(200);
  });

  it('answers 409 for someone who has registered, sending nothing', async () => {
    const { tenant, ownerToken, manager } = await tenantWithInvitee();

    const response = await api.resend(ownerToken, tenant.id, manager.id);

    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('CONFLICT');
    expect(await invitationMails(ctx.database.db, manager.email)).toHaveLength(0);
  });

  it('answers 404 for a person outside this tenant, even when invited elsewhere', async () => {
    const { tenant, otherTenant, ownerToken } = await tenantWithInvitee();
    const elsewhere = await createUser(ctx.database.db, {
      status: 'INVITED',
      tenantRoles: { [otherTenant.id]: 'TenantManager' },
    });

    expect((await api.resend(ownerToken, tenant.id, elsewhere.id)).statusCode).toBe(404);
    expect((await api.resend(ownerToken, tenant.id, crypto.randomUUID())).statusCode).toBe(404);
  });

  it("refuses another tenant's owner (404), a TenantManager and a Processor (403)", async () => {
    const { tenant, invitee, outsiderToken, managerToken } = await tenantWithInvitee();

    const outsider = await api.resend(outsiderToken, tenant.id, invitee.id);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().error.code).toBe('NOT_FOUND');
    expect((await api.resend(managerToken, tenant.id, invitee.id)).statusCode).toBe(403);
    expect((await api.resend(await staffToken(ctx, 'Processor'), tenant.id, invitee.id)).statusCode).toBe(403);
    expect(await invitationMails(ctx.database.db, invitee.email)).toHaveLength(1);
  });

  it('refuses ids that are not uuids with 400', async () => {
    const { tenant, ownerToken } = await tenantWithInvitee();
    const response = await api.resend(ownerToken, tenant.id, 'not-a-uuid');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].field).toBe('userId');
  });
});
