import { describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../../test/factories.ts';
import { auditOf, filesApi, tenantWithClients, useFilesTestApp } from './files.test-support.ts';

const ctx = useFilesTestApp();
const api = filesApi(ctx);

const post = (token: string, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: bearer(token), payload });

const names = async (token: string, tenantId: string, path = '') =>
  (await api.list(token, tenantId, { path })).json().entries.map((e: { path: string }) => e.path);

type Entry = { id: string; path: string; revision: number; is_file: boolean };
const ref = (entry: Entry, revision = entry.revision) => ({
  kind: entry.is_file ? 'file' : 'folder',
  id: entry.id,
  revision,
});

/** A company with Bank Statements/{a,b,c}.pdf, a folder "Old" holding x.pdf, and an empty folder "Archive". */
async function seeded() {
  const clients = await tenantWithClients(ctx);
  const { tenant, ownerToken } = clients;
  for (const name of ['a.pdf', 'b.pdf', 'c.pdf']) await api.upload(ownerToken, tenant.id, name, name);
  for (const name of ['Old', 'Archive'])
    await post(ownerToken, `/tenants/${tenant.id}/folders`, { parent: 'Bank Statements', name });
  const x = (await api.upload(ownerToken, tenant.id, 'x.pdf', 'x')).json();
  await ctx.app.inject({
    method: 'PATCH',
    url: `/api/v1/tenants/${tenant.id}/documents/${x.document_id}`,
    headers: bearer(ownerToken),
    payload: { folder: 'Bank Statements/Old', revision: 1 },
  });
  const entries: Entry[] = (await api.list(ownerToken, tenant.id, { path: 'Bank Statements' })).json().entries;
  const byName = (name: string) => entries.find((e) => e.path === `Bank Statements/${name}`)!;
  return { ...clients, a: byName('a.pdf'), b: byName('b.pdf'), c: byName('c.pdf'), old: byName('Old') };
}

const changesOnTrail = async (tenantId: string, actions: string[]) =>
  (await auditOf(ctx, tenantId))
    .filter((e) => actions.includes(e.action))
    .map((e) => [e.action, e.result, e.target, e.detail]);

describe('moving a selection in one call', () => {
  it('moves files and a folder together, each on the trail as its own move', async () => {
    const { tenant, ownerToken, a, b, old } = await seeded();

    const moved = await post(ownerToken, `/tenants/${tenant.id}/catalog/move`, {
      items: [ref(a), ref(old), ref(b)],
      to: 'Bank Statements/Archive',
    });

    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().moved).toBe(3);
    expect(moved.json().items.map((e: Entry) => e.path)).toEqual([
      'Bank Statements/Archive/a.pdf',
      'Bank Statements/Archive/Old',
      'Bank Statements/Archive/b.pdf',
    ]);
    expect(await names(ownerToken, tenant.id, 'Bank Statements/Archive')).toEqual([
      'Bank Statements/Archive/Old',
      'Bank Statements/Archive/a.pdf',
      'Bank Statements/Archive/b.pdf',
    ]);
    expect(await names(ownerToken, tenant.id, 'Bank Statements/Archive/Old')).toEqual([
      'Bank Statements/Archive/Old/x.pdf',
    ]);
    const trail = (await auditOf(ctx, tenant.id)).filter((e) => e.action.endsWith('_MOVE')).slice(-3);
    expect(trail.map((e) => [e.action, e.result, e.changes])).toEqual([
      ['FILE_MOVE', 'OK', { path: { from: 'Bank Statements/a.pdf', to: 'Bank Statements/Archive/a.pdf' } }],
      ['FOLDER_MOVE', 'OK', { path: { from: 'Bank Statements/Old', to: 'Bank Statements/Archive/Old' } }],
      ['FILE_MOVE', 'OK', { path: { from: 'Bank Statements/b.pdf', to: 'Bank Statements/Archive/b.pdf' } }],
    ]);
  });

  it('moves nothing when an item in the middle was changed meanwhile (409 CHANGED_MEANWHILE)', async () => {
    const { tenant, ownerToken, a, b, c } = await seeded();
    const before = await names(ownerToken, tenant.id, 'Bank Statements');

    const moved = await post(ownerToken, `/tenants/${tenant.id}/catalog/move`, {
      items: [ref(a), ref(b, b.revision - 1), ref(c)],
      to: 'Bank Statements/Archive',
    });

    expect([moved.statusCode, moved.json().error.code]).toEqual([409, 'CHANGED_MEANWHILE']);
    expect(await names(ownerToken, tenant.id, 'Bank Statements')).toEqual(before);
    expect(await names(ownerToken, tenant.id, 'Bank Statements/Archive')).toEqual([]);
    // No OK move of a.pdf survived the rollback: the trail holds only the refusal.
    expect(await changesOnTrail(tenant.id, ['FILE_MOVE'])).toEqual([
      ['FILE_MOVE', 'OK', 'Bank Statements/x.pdf', null],
      ['FILE_MOVE', 'DENIED', '3 items', 'CHANGED_MEANWHILE'],
    ]);
  });

  it('moves nothing when a name is taken at the destination, and names it (409 NAME_TAKEN)', async () => {
    const { tenant, ownerToken, a, b } = await seeded();
    await api.upload(ownerToken, tenant.id, 'b.pdf', 'other b', 'OTHERS');

    const moved = await post(ownerToken, `/tenants/${tenant.id}/catalog/move`, {
      items: [ref(a), ref(b)],
      to: 'Others',
    });

    expect(moved.statusCode).toBe(409);
    expect(moved.json().error).toMatchObject({ code: 'NAME_TAKEN', details: [{ field: 'name', message: 'b.pdf' }] });
    expect(await names(ownerToken, tenant.id, 'Others')).toEqual(['Others/b.pdf']);
    expect(await names(ownerToken, tenant.id, 'Bank Statements')).toContain('Bank Statements/a.pdf');
  });

  it('refuses a folder into itself (400), a repeated item (400) and an item inside a selected folder (400)', async () => {
    const { tenant, ownerToken, a, old } = await seeded();
    const x = (await api.list(ownerToken, tenant.id, { path: 'Bank Statements/Old' })).json().entries[0];
    const move = (items: object[], to = 'Bank Statements/Old') =>
      post(ownerToken, `/tenants/${tenant.id}/catalog/move`, { items, to });

    const intoItself = await move([ref(a), ref(old)]);
    const repeated = await move([ref(a), ref(a)], 'Bank Statements/Archive');
    const nested = await move([ref(old), ref(x)], 'Bank Statements/Archive');

    expect([intoItself.statusCode, intoItself.json().error.code]).toEqual([400, 'MOVE_INTO_ITSELF']);
    expect([repeated.statusCode, repeated.json().error.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(repeated.json().error.details[0].message).toBe('An item is listed more than once');
    expect([nested.statusCode, nested.json().error.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(await names(ownerToken, tenant.id, 'Bank Statements')).toContain('Bank Statements/a.pdf');
  });
});

describe('deleting a selection in one call', () => {
  it('puts each item in the trash as its own entry, restorable alone, each on the trail', async () => {
    const { tenant, ownerToken, a, b, old } = await seeded();

    const deleted = await post(ownerToken, `/tenants/${tenant.id}/catalog/delete`, {
      items: [ref(a), ref(old), ref(b)],
    });

    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({
      trashed: 3,
      items: [
        { trash_id: a.id, is_file: true, path: 'Bank Statements/a.pdf', files: 1 },
        { trash_id: old.id, is_file: false, path: 'Bank Statements/Old', files: 1 },
        { trash_id: b.id, is_file: true, path: 'Bank Statements/b.pdf', files: 1 },
      ],
    });
    expect(await names(ownerToken, tenant.id, 'Bank Statements')).toEqual([
      'Bank Statements/Archive',
      'Bank Statements/c.pdf',
    ]);
    const trash = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/tenants/${tenant.id}/trash`,
      headers: bearer(ownerToken),
    });
    expect(
      trash
        .json()
        .items.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(['Bank Statements/Old', 'Bank Statements/a.pdf', 'Bank Statements/b.pdf']);
    const restored = await post(ownerToken, `/tenants/${tenant.id}/trash/${b.id}/restore`, {});
    expect(restored.statusCode).toBe(200);
    expect(await names(ownerToken, tenant.id, 'Bank Statements')).toContain('Bank Statements/b.pdf');
    expect(await names(ownerToken, tenant.id, 'Bank Statements')).not.toContain('Bank Statements/a.pdf');
    expect(await changesOnTrail(tenant.id, ['FILE_DELETE', 'FOLDER_DELETE'])).toEqual([
      ['FILE_DELETE', 'OK', 'Bank Statements/a.pdf', null],
      ['FOLDER_DELETE', 'OK', 'Bank Statements/Old', '1 files'],
      ['FILE_DELETE', 'OK', 'Bank Statements/b.pdf', null],
    ]);
  });

  it('deletes nothing when an item in the middle was changed meanwhile', async () => {
    const { tenant, ownerToken, a, b, c } = await seeded();
    const before = await names(ownerToken, tenant.id, 'Bank Statements');

    const deleted = await post(ownerToken, `/tenants/${tenant.id}/catalog/delete`, {
      items: [ref(a), ref(b, b.revision + 5), ref(c)],
    });

    expect([deleted.statusCode, deleted.json().error.code]).toEqual([409, 'CHANGED_MEANWHILE']);
    expect(await names(ownerToken, tenant.id, 'Bank Statements')).toEqual(before);
    expect(await changesOnTrail(tenant.id, ['FILE_DELETE'])).toEqual([
      ['FILE_DELETE', 'DENIED', '3 items', 'CHANGED_MEANWHILE'],
    ]);
  });
});

describe('who may move or delete a selection', () => {
  it("refuses a TenantManager (403), another company's member (404) and another company's ids (404)", async () => {
    const { tenant, otherTenant, ownerToken, outsiderToken, a, b } = await seeded();
    const manager = await createUser(ctx.database.db, { tenantRoles: { [tenant.id]: 'TenantManager' } });
    const managerToken = await tokenFor(ctx.app, manager.email);
    const before = await names(ownerToken, tenant.id, 'Bank Statements');

    const asManager = await post(managerToken, `/tenants/${tenant.id}/catalog/delete`, { items: [ref(a)] });
    const asOutsider = await post(outsiderToken, `/tenants/${tenant.id}/catalog/move`, {
      items: [ref(a)],
      to: 'Others',
    });
    // The outsider names A's files under their own company: not found there, nothing changes.
    const crossIds = await post(outsiderToken, `/tenants/${otherTenant.id}/catalog/delete`, {
      items: [ref(a), ref(b)],
    });

    expect(asManager.statusCode).toBe(403);
    expect(asOutsider.statusCode).toBe(404);
    expect(crossIds.statusCode).toBe(404);
    expect(await names(ownerToken, tenant.id, 'Bank Statements')).toEqual(before);
  });
});
