import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { invitationMails, openInvitation } from '../invitations/invitations.test-support.ts';
import { newTenantUser, staffToken, tenantUsersApi, tenantWithPeople } from './tenant-users.test-support.ts';

const ctx = useTestApp();
const api = tenantUsersApi(ctx);

/** Rows a refused add must not leave behind, counted across the tables it would write. */
async function footprint(email: string) {
  const db = ctx.database.db;
  const count = async (query: { execute: () => Promise<unknown[]> }) => (await query.execute()).length;
  return {
    users: await count(db.selectFrom('users').select('id').where('email', 'ilike', email)),
    memberships: await count(db.selectFrom('tenant_memberships').select('user_id')),
    invitations: await count(db.selectFrom('invitations').select('id')),
    outbox: await count(db.selectFrom('outbox_messages').select('id')),
  };
}

describe('POST /api/v1/tenants/{tenantId}/users', () => {
  it('adds an invited person with their role in the tenant and e-mails them a registration link', async () => {
    const { tenant } = await tenantWithPeople(ctx);
    const person = newTenantUser({ user_type: 'TenantOwner' });

    const response = await api.add(await staffToken(ctx), tenant.id, person);

    expect(response.statusCode).toBe(201);
    const added = response.json();
    expect(added).toMatchObject({
      name: 'Nina Newcomer',
      email: person.email,
      phone_mobile: '5550101010',
      user_type: 'TenantOwner',
      status: 'INVITED',
    });
    const expiresIn = new Date(added.invitation_expires_at).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(6.9 * 24 * 3_600_000);
    expect(expiresIn).toBeLessThanOrEqual(7 * 24 * 3_600_000);

    const user = await ctx.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', added.uuid)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ status: 'INVITED', password_hash: null });

    const [mail, ...more] = await invitationMails(ctx.database.db, person.email);
    expect(more).toHaveLength(0);
    expect(mail!.text_body).toContain('/app/register?user_verification_uuid=');
    const opened = await openInvitation(ctx.app, mail!.token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ uuid: added.uuid, email: person.email });

    const listed = await api.list(await staffToken(ctx), tenant.id);
    expect(listed.json().data.map((u: { uuid: string }) => u.uuid)).toContain(added.uuid);
  });

  it('lets a TenantOwner add to their own tenant, but not to another tenant (404) or as a TenantManager (403)', async () => {
    const { tenant, otherTenant, ownerToken, managerToken, outsiderToken } = await tenantWithPeople(ctx);

    expect((await api.add(ownerToken, tenant.id, newTenantUser())).statusCode).toBe(201);
    expect((await api.add(ownerToken, otherTenant.id, newTenantUser())).statusCode).toBe(404);
    const outsider = await api.add(outsiderToken, tenant.id, newTenantUser());
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().error.code).toBe('NOT_FOUND');
    const manager = await api.add(managerToken, tenant.id, newTenantUser());
    expect(manager.statusCode).toBe(403);
    expect(manager.json().error.code).toBe('FORBIDDEN');
  });

  it('refuses staff without the permission, and a tenant that does not exist', async () => {
    const { tenant } = await tenantWithPeople(ctx);
    const person = newTenantUser();

    expect((await api.add(await staffToken(ctx, 'Processor'), tenant.id, person)).statusCode).toBe(403);
    const unknown = await api.add(await staffToken(ctx), crypto.randomUUID(), person);
    expect(unknown.statusCode).toBe(404);
    expect((await footprint(person.email)).users).toBe(0);
  });

  it('refuses an e-mail that already has an account with 409 on email, writing nothing at all', async () => {
    const { tenant, owner } = await tenantWithPeople(ctx);
    const before = await footprint(owner.email);

    const response = await api.add(
      await staffToken(ctx),
      tenant.id,
      newTenantUser({ email: owner.email.toUpperCase() }),
    );

    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'CONFLICT', details: [{ field: 'email' }] });
    expect(await footprint(owner.email)).toEqual(before);
  });

  it('answers 400 VALIDATION_ERROR naming each bad field', async () => {
    const { tenant } = await tenantWithPeople(ctx);
    const token = await staffToken(ctx);

    const response = await api.add(token, tenant.id, {
      name: '  ',
      email: 'not-an-email',
      phone_mobile: '',
      user_type: 'SuperAdmin',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
    const fields = response.json().error.details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'email', 'phone_mobile', 'user_type']));

    const missingName = await api.add(token, tenant.id, { ...newTenantUser(), name: undefined });
    expect(missingName.statusCode).toBe(400);
    expect(missingName.json().error.details).toEqual([expect.objectContaining({ field: 'name' })]);
  });
});
