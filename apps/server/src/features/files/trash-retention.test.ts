import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../../test/factories.ts';
import { tenantRoot } from '../../platform/storage/local-paths.ts';
import { createStorageResolver } from '../../platform/storage/storage-for-tenant.ts';
import { filesApi, tenantWithClients, useFilesTestApp } from './files.test-support.ts';
import { purgeTrash } from './trash-purge.ts';

const ctx = useFilesTestApp();
const api = filesApi(ctx);
const DAY_MS = 86_400_000;

const call = (token: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

const firm = { firm_name: 'Dunn & Co CPA', primary_color: '#2f9e44', support_email: null, sender_name: null };

async function superAdminToken() {
  const admin = await createUser(ctx.database.db, { name: 'Ada Admin', staffRoles: ['SuperAdmin'] });
  return tokenFor(ctx.app, admin.email);
}

/** Two deleted files: one 8 days ago, one 6 days ago. */
async function trashedEightAndSixDaysAgo() {
  const clients = await tenantWithClients(ctx);
  const { tenant, ownerToken } = clients;
  const ids: Record<string, string> = {};
  for (const [name, daysAgo] of [
    ['eight.pdf', 8],
    ['six.pdf', 6],
  ] as const) {
    const id = (await api.upload(ownerToken, tenant.id, name, name)).json().document_id as string;
    await call(ownerToken, 'DELETE', `/tenants/${tenant.id}/documents/${id}`);
    await ctx.database.db
      .updateTable('documents')
      .set({ deleted_at: new Date(Date.now() - daysAgo * DAY_MS) })
      .where('id', '=', id)
      .execute();
    ids[name] = id;
  }
  return { ...clients, ids };
}

describe('the trash purge and its storage (issue 35)', () => {
  it('deletes the rows first and removes the bytes it queued, also on the next run when storage was down', async () => {
    const { ids } = await trashedEightAndSixDaysAgo();
    const db = ctx.database.db;
    const real = createStorageResolver({ storageRoot: ctx.storageRoot, s3: { region: 'us-east-1' } as never });
    const [version] = await db
      .selectFrom('document_versions as v')
      .innerJoin('documents as d', 'd.id', 'v.document_id')
      .innerJoin('tenants as t', 't.id', 'd.tenant_id')
      .select(['v.storage_path', 't.root_directory', 't.root_directory_type'])
      .where('v.document_id', '=', ids['eight.pdf']!)
      .execute();
    const stored = async () =>
      fs.existsSync(path.join(tenantRoot(ctx.storageRoot, version!.root_directory), version!.storage_path));
    expect(await stored()).toBe(true);

    // The company's storage is down: the expired file's rows go (it is purged), its bytes wait in the queue.
    const down: typeof real = (tenant) => ({
      ...real(tenant),
      remove: async () => {
        throw new Error('storage unreachable');
      },
    });
    const first = await purgeTrash({ db, storageFor: down, log: ctx.app.log }, 7);
    expect(first.documents).toBe(1);
    expect(await db.selectFrom('documents').select('id').where('id', '=', ids['eight.pdf']!).execute()).toEqual([]);
    expect(await stored()).toBe(true);
    expect(
      (await db.selectFrom('storage_removals').select('storage_path').execute()).map((r) => r.storage_path),
    ).toEqual([version!.storage_path]);

    // Back up: the next run removes the queued bytes first, with nothing more to purge.
    const second = await purgeTrash({ db, storageFor: real, log: ctx.app.log }, 7);
    expect(second.documents).toBe(0);
    expect(await stored()).toBe(false);
    expect(await db.selectFrom('storage_removals').select('id').execute()).toEqual([]);
  });
});

describe("the trash's retention as a firm setting", () => {
  it('a period of 7 days purges what was deleted 8 days ago and keeps what was deleted 6 days ago', async () => {
    const { tenant, ownerToken } = await trashedEightAndSixDaysAgo();
    const admin = await superAdminToken();
    const storageFor = createStorageResolver({ storageRoot: ctx.storageRoot, s3: { region: 'us-east-1' } as never });
    const trashPaths = async () =>
      (await call(ownerToken, 'GET', `/tenants/${tenant.id}/trash`)).json().items.map((i: { path: string }) => i.path);

    // Under the server's default (30 days here) both stay.
    expect((await purgeTrash({ db: ctx.database.db, storageFor, log: ctx.app.log }, 30)).documents).toBe(0);
    const saved = await call(admin, 'PUT', '/firm-settings/branding', { ...firm, trash_retention_days: 7 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ trash_retention_days: 7, trash_retention_default_days: 30 });

    const trash = (await call(ownerToken, 'GET', `/tenants/${tenant.id}/trash`)).json();
    expect(trash.retention_days).toBe(7);
    for (const item of trash.items)
      expect((Date.parse(item.purge_after) - Date.parse(item.deleted_at)) / DAY_MS).toBe(7);

    const report = await purgeTrash({ db: ctx.database.db, storageFor, log: ctx.app.log }, 30);
    expect(report).toMatchObject({ documents: 1, retentionDays: 7 });
    expect(await trashPaths()).toEqual(['Bank Statements/six.pdf']);

    // Emptied again: back to the server's default.
    await call(admin, 'PUT', '/firm-settings/branding', { ...firm, trash_retention_days: null });
    expect((await call(ownerToken, 'GET', `/tenants/${tenant.id}/trash`)).json().retention_days).toBe(30);
  });

  it('is audited like the other firm settings, refused outside 1..3650 (400), and only for who may edit them', async () => {
    const admin = await superAdminToken();
    const processor = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const processorToken = await tokenFor(ctx.app, processor.email);

    const tooLong = await call(admin, 'PUT', '/firm-settings/branding', { ...firm, trash_retention_days: 3651 });
    const none = await call(admin, 'PUT', '/firm-settings/branding', { ...firm, trash_retention_days: 0 });
    const refused = await call(processorToken, 'PUT', '/firm-settings/branding', { ...firm, trash_retention_days: 9 });
    const saved = await call(admin, 'PUT', '/firm-settings/branding', { ...firm, trash_retention_days: 60 });

    for (const answer of [tooLong, none]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: [{ field: 'trash_retention_days', message: 'Keep deleted items for 1 to 3650 days' }],
      });
    }
    expect(refused.statusCode).toBe(403);
    expect(saved.json().trash_retention_days).toBe(60);
    const events = await ctx.database.db
      .selectFrom('audit_events')
      .select(['result', 'changes'])
      .where('action', '=', 'FIRM_SETTING_CHANGE')
      .orderBy('seq')
      .execute();
    expect(events.at(-1)).toMatchObject({
      result: 'OK',
      changes: { trash_retention_days: { from: null, to: 60 } },
    });
    expect(events.some((e) => e.result === 'DENIED')).toBe(true);
  });
});
