import { describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../../test/factories.ts';
import { filesApi, tenantWithClients, useFilesTestApp } from '../files/files.test-support.ts';
import { idOf, resumableApi } from '../files/resumable-uploads.test-support.ts';

const ctx = useFilesTestApp();
const files = filesApi(ctx);

const notificationsOf = async (token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: bearer(token) })).json();

async function staff(role: string) {
  const user = await createUser(ctx.database.db, { staffRoles: [role] });
  return tokenFor(ctx.app, user.email);
}

describe("staff are told of clients' uploads in the app", () => {
  it('folds files of one tenant and type into one unread notification that counts them', async () => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);
    const adviser = await staff('Processor');

    expect((await files.upload(ownerToken, tenant.id, 'jan.pdf', 'a', 'BANK_STATEMENT')).statusCode).toBe(201);
    expect((await files.upload(ownerToken, tenant.id, 'feb.pdf', 'b', 'BANK_STATEMENT')).statusCode).toBe(201);
    expect((await files.upload(ownerToken, tenant.id, 'deed.pdf', 'c', 'CORPORATION_DOCUMENT')).statusCode).toBe(201);

    const page = await notificationsOf(adviser);
    expect(page.unread).toBe(2);
    expect(page.data).toEqual([
      expect.objectContaining({
        kind: 'FILES_UPLOADED',
        tenant_uuid: tenant.id,
        params: { tenant_name: tenant.name, file_type: 'CORPORATION_DOCUMENT', file_name: 'deed.pdf', count: 1 },
      }),
      expect.objectContaining({
        kind: 'FILES_UPLOADED',
        params: { tenant_name: tenant.name, file_type: 'BANK_STATEMENT', file_name: 'feb.pdf', count: 2 },
      }),
    ]);
  });

  it("tells staff of a client's resumable upload once its last byte arrives, not before", async () => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);
    const adviser = await staff('Processor');
    const tus = resumableApi(ctx);
    const id = idOf(
      (await tus.create(ownerToken, tenant.id, 6, { filename: 'resumed.pdf', type: 'OTHERS' })).headers.location,
    );
    await tus.patch(ownerToken, tenant.id, id, 0, Buffer.from('abc'));
    expect((await notificationsOf(adviser)).unread).toBe(0);

    expect((await tus.patch(ownerToken, tenant.id, id, 3, Buffer.from('def'))).statusCode).toBe(204);

    expect((await notificationsOf(adviser)).data).toEqual([
      expect.objectContaining({
        kind: 'FILES_UPLOADED',
        params: { tenant_name: tenant.name, file_type: 'OTHERS', file_name: 'resumed.pdf', count: 1 },
      }),
    ]);
  });

  it('starts a new notification once the earlier one was read', async () => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);
    const adviser = await staff('Admin');
    await files.upload(ownerToken, tenant.id, 'one.pdf', 'a');
    await ctx.app.inject({ method: 'POST', url: '/api/v1/notifications/read', headers: bearer(adviser) });

    await files.upload(ownerToken, tenant.id, 'two.pdf', 'b');

    const page = await notificationsOf(adviser);
    expect(page.unread).toBe(1);
    expect(page.data.map((n: { params: { count: number } }) => n.params.count)).toEqual([1, 1]);
  });

  it("says nothing of staff's own uploads, and nothing to clients", async () => {
    const { tenant, ownerToken, outsiderToken } = await tenantWithClients(ctx);
    const adviser = await staff('Processor');
    const uploader = await staff('Admin');

    expect((await files.upload(uploader, tenant.id, 'from-firm.pdf', 'x')).statusCode).toBe(201);
    expect((await notificationsOf(adviser)).total).toBe(0);

    await files.upload(ownerToken, tenant.id, 'from-client.pdf', 'y');
    expect((await notificationsOf(adviser)).total).toBe(1);
    expect((await notificationsOf(ownerToken)).total).toBe(0);
    expect((await notificationsOf(outsiderToken)).total).toBe(0);
  });

  it('does not tell about a refused upload', async () => {
    const { tenant, outsiderToken } = await tenantWithClients(ctx);
    const adviser = await staff('Processor');

    expect((await files.upload(outsiderToken, tenant.id, 'sneaky.pdf', 'x')).statusCode).toBe(404);

    expect((await notificationsOf(adviser)).total).toBe(0);
  });
});
