import { describe, expect, it } from 'vitest';
import { createStorageResolver } from '../../platform/storage/storage-for-tenant.ts';
import { purgeTrash } from '../files/trash-purge.ts';
import { useFilesTestApp } from '../files/files.test-support.ts';
import { eventsOf, recordsApi, recordsWorld } from './records.test-support.ts';

// Part 3 of issue 35: a legal hold on a company or a document; nothing held is deleted or purged.
const ctx = useFilesTestApp();
const { call, upload } = recordsApi(ctx);
const DAY_MS = 86_400_000;

const folderOf = (tenantId: string, path: string) =>
  ctx.database.db
    .selectFrom('folders')
    .select(['id', 'revision'])
    .where('tenant_id', '=', tenantId)
    .where('path', '=', path)
    .executeTakeFirstOrThrow();

describe('legal holds (issue 35)', () => {
  it('keeps a held file from every delete (409 LEGAL_HOLD) until the hold is released, each step on the trail', async () => {
    const { tenant, ownerToken, superAdmin } = await recordsWorld(ctx);
    const held = await upload(ownerToken, tenant.id, 'Held.pdf');
    const free = await upload(ownerToken, tenant.id, 'Free.pdf');
    const placed = await call(superAdmin, 'POST', `/tenants/${tenant.id}/legal-holds`, {
      document_uuid: held,
      reason: 'Subpoena 24-118',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const hold = placed.json();
    expect(hold).toMatchObject({
      tenant_uuid: tenant.id,
      document_uuid: held,
      document_name: 'Held.pdf',
      reason: 'Subpoena 24-118',
    });
    const record = await call(superAdmin, 'GET', `/tenants/${tenant.id}/documents/${held}/record`);
    expect(record.json().held).toBe(true);

    const single = await call(ownerToken, 'DELETE', `/tenants/${tenant.id}/documents/${held}`);
    expect(single.statusCode).toBe(409);
    expect(single.json().error.code).toBe('LEGAL_HOLD');
    const folder = await folderOf(tenant.id, 'Bank Statements');
    const wholeFolder = await call(ownerToken, 'DELETE', `/tenants/${tenant.id}/folders/${folder.id}`);
    expect(wholeFolder.json().error.code).toBe('LEGAL_HOLD');
    // A bulk delete with the held file in it removes nothing.
    const bulk = await call(ownerToken, 'POST', `/tenants/${tenant.id}/catalog/delete`, {
      items: [
        { kind: 'file', id: free, revision: 1 },
        { kind: 'file', id: held, revision: 1 },
      ],
    });
    expect(bulk.statusCode).toBe(409);
    expect(bulk.json().error.code).toBe('LEGAL_HOLD');
    const live = await ctx.database.db
      .selectFrom('documents')
      .select('id')
      .where('tenant_id', '=', tenant.id)
      .where('deleted_at', 'is', null)
      .execute();
    expect(live.map((d) => d.id).sort()).toEqual([held, free].sort());

    const released = await call(superAdmin, 'POST', `/tenants/${tenant.id}/legal-holds/${hold.uuid}/release`, {
      reason: 'Matter settled',
    });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toMatchObject({ release_reason: 'Matter settled' });
    expect(released.json().released_at).not.toBeNull();
    const twice = await call(superAdmin, 'POST', `/tenants/${tenant.id}/legal-holds/${hold.uuid}/release`, {
      reason: 'again',
    });
    expect(twice.statusCode).toBe(409);
    expect((await call(ownerToken, 'DELETE', `/tenants/${tenant.id}/documents/${held}`)).statusCode).toBe(200);

    const trail = async (action: string) =>
      (await eventsOf(ctx, action)).filter((e) => e.target === `legal-hold:${hold.uuid}` && e.result === 'OK');
    expect(await trail('LEGAL_HOLD_PLACE')).toMatchObject([{ detail: 'Subpoena 24-118', tenant_id: tenant.id }]);
    expect(await trail('LEGAL_HOLD_RELEASE')).toMatchObject([{ detail: 'Matter settled' }]);
  });

  it('a hold on the company keeps every one of its files; the list shows it', async () => {
    const { tenant, ownerToken, superAdmin, processor } = await recordsWorld(ctx);
    const id = await upload(ownerToken, tenant.id, 'Any.pdf', 'OTHERS');
    const placed = await call(superAdmin, 'POST', `/tenants/${tenant.id}/legal-holds`, { reason: 'Litigation' });
    expect(placed.json().document_uuid).toBeNull();
    const refused = await call(ownerToken, 'DELETE', `/tenants/${tenant.id}/documents/${id}`);
    expect(refused.json().error.code).toBe('LEGAL_HOLD');
    const list = await call(processor, 'GET', `/tenants/${tenant.id}/legal-holds?active=true`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((h: { uuid: string }) => h.uuid)).toEqual([placed.json().uuid]);
    expect((await call(ownerToken, 'GET', `/tenants/${tenant.id}/legal-holds`)).statusCode).toBe(403);
  });

  it("refuses an Admin (403), a missing reason (400), another company's file or hold (404)", async () => {
    const { tenant, otherTenant, ownerToken, superAdmin, admin, outsiderToken } = await recordsWorld(ctx);
    const id = await upload(ownerToken, tenant.id, 'Mine.pdf');
    const url = `/tenants/${tenant.id}/legal-holds`;
    expect((await call(admin, 'POST', url, { document_uuid: id, reason: 'x' })).statusCode).toBe(403);
    const noReason = await call(superAdmin, 'POST', url, { document_uuid: id, reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.code).toBe('VALIDATION_ERROR');
    expect((await call(outsiderToken, 'POST', url, { document_uuid: id, reason: 'x' })).statusCode).toBe(404);
    // A's document named in a hold on company B.
    const crossed = await call(superAdmin, 'POST', `/tenants/${otherTenant.id}/legal-holds`, {
      document_uuid: id,
      reason: 'x',
    });
    expect(crossed.statusCode).toBe(404);
    const hold = (await call(superAdmin, 'POST', url, { document_uuid: id, reason: 'x' })).json();
    const releaseElsewhere = await call(
      superAdmin,
      'POST',
      `/tenants/${otherTenant.id}/legal-holds/${hold.uuid}/release`,
      {
        reason: 'x',
      },
    );
    expect(releaseElsewhere.statusCode).toBe(404);
  });

  it('the trash purge skips a held file (logged, reported) and purges it once the hold is released', async () => {
    const { tenant, ownerToken, superAdmin } = await recordsWorld(ctx);
    const id = await upload(ownerToken, tenant.id, 'Trashed.pdf', 'OTHERS');
    expect((await call(ownerToken, 'DELETE', `/tenants/${tenant.id}/documents/${id}`)).statusCode).toBe(200);
    // Held while in the trash (a hold may name a trashed file: that is what keeps it from the purge).
    const hold = (
      await call(superAdmin, 'POST', `/tenants/${tenant.id}/legal-holds`, { document_uuid: id, reason: 'Audit' })
    ).json();
    await ctx.database.db
      .updateTable('documents')
      .set({ deleted_at: new Date(Date.now() - 400 * DAY_MS) })
      .where('id', '=', id)
      .execute();
    const storageFor = createStorageResolver({ storageRoot: ctx.storageRoot, s3: { region: 'us-east-1' } as never });
    const deps = { db: ctx.database.db, storageFor, log: ctx.app.log };
    const kept = await purgeTrash(deps, 30);
    expect(kept.held).toBeGreaterThanOrEqual(1);
    const still = await ctx.database.db.selectFrom('documents').select('id').where('id', '=', id).executeTakeFirst();
    expect(still).toBeDefined();

    await call(superAdmin, 'POST', `/tenants/${tenant.id}/legal-holds/${hold.uuid}/release`, { reason: 'Done' });
    await purgeTrash(deps, 30);
    const gone = await ctx.database.db.selectFrom('documents').select('id').where('id', '=', id).executeTakeFirst();
    expect(gone).toBeUndefined();
  });
});
