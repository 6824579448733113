import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer, createTenant, createUser, tokenFor } from '../../../test/factories.ts';
import { invitationMails, openInvitation } from '../invitations/invitations.test-support.ts';

const ctx = useTestApp();

const tokenOf = async (role: string) =>
  tokenFor(ctx.app, (await createUser(ctx.database.db, { staffRoles: [role] })).email);
const resend = (token: string, id: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/internal-users/${id}/invitation`, headers: bearer(token) });

/** A staff member invited through the API, as an Admin or SuperAdmin does it. */
async function invitedStaff(userType = 'Processor', by = 'SuperAdmin') {
  const email = `staff-${Math.random().toString(36).slice(2, 8)}@firm.test`;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/internal-users',
    headers: bearer(await tokenOf(by)),
    payload: {
      user_name: 'Ines Invited',
      email,
      phone_mobile: '5551110000',
      phone_office: '5552220000',
      fax: '5553330000',
      user_type: userType,
    },
  });
  expect(response.statusCode).toBe(201);
  return { id: response.json().uuid as string, email };
}

describe('POST /api/v1/internal-users/{id}/invitation', () => {
  it('e-mails a fresh link that works, and the earlier link stops working', async () => {
    const member = await invitedStaff();
    const [first] = await invitationMails(ctx.database.db, member.email);

    const response = await resend(await tokenOf('Admin'), member.id);

    expect(response.statusCode).toBe(202);
    expect(response.json().email).toBe(member.email);
    const latest = (await invitationMails(ctx.database.db, member.email)).at(-1)!;
    expect(latest.token).not.toBe(first!.token);
    expect((await openInvitation(ctx.app, first!.token)).statusCode).toBe(404);
    expect((await openInvitation(ctx.app, latest.token)).statusCode).toBe(200);
  });

  it('answers 409 for a registered staff member and for a client account, 404 for an unknown id', async () => {
    const admin = await tokenOf('Admin');
    const active = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const tenant = await createTenant(ctx.database.db);
    const client = await createUser(ctx.database.db, {
      status: 'INVITED',
      tenantRoles: { [tenant.id]: 'TenantOwner' },
    });

    expect((await resend(admin, active.id)).statusCode).toBe(409);
    const notStaff = await resend(admin, client.id);
    expect(notStaff.statusCode).toBe(409);
    expect(await invitationMails(ctx.database.db, client.email)).toHaveLength(0);
    expect((await resend(admin, crypto.randomUUID())).statusCode).toBe(404);
  });

  it('lets only a SuperAdmin re-invite a SuperAdmin, and refuses those without the permission', async () => {
    const superAdmin = await invitedStaff('SuperAdmin');
    const processor = await invitedStaff('Processor');

    expect((await resend(await tokenOf('Admin'), superAdmin.id)).statusCode).toBe(403);
    expect((await resend(await tokenOf('SuperAdmin'), superAdmin.id)).statusCode).toBe(202);
    expect((await resend(await tokenOf('Processor'), processor.id)).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/v1/internal-users/${processor.id}/invitation` })).statusCode,
    ).toBe(401);
    expect(await invitationMails(ctx.database.db, processor.email)).toHaveLength(1);
  });
});
