import { describe, expect, it } from 'vitest';
import { bearer, createTenant, createUser, tokenFor } from '../../../test/factories.ts';
import { auditOf, filesApi, staffToken, tenantWithClients, useFilesTestApp } from './files.test-support.ts';

const ctx = useFilesTestApp();
const api = filesApi(ctx);

const call = (token: string, method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('versions', () => {
  it('lists every version, serves an earlier one, and restores it as the newest without losing any', async () => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);
    const first = (await api.upload(ownerToken, tenant.id, 'statement.pdf', 'first bytes')).json();
    await api.upload(ownerToken, tenant.id, 'statement.pdf', 'second bytes!');
    const id = first.document_id;

    const listed = (await call(ownerToken, 'GET', `/tenants/${tenant.id}/documents/${id}/versions`)).json();
    expect(listed.versions).toEqual([
      expect.objectContaining({ number: 2, size: 13, uploaded_by: 'Olga Owner', current: true }),
      expect.objectContaining({ number: 1, size: 11, current: false }),
    ]);
    const old = await api.link(ownerToken, tenant.id, { path: 'Bank Statements/statement.pdf', version: 1 });
    expect((await api.fetchLink(old.json())).body).toBe('first bytes');

    const restored = await call(ownerToken, 'POST', `/tenants/${tenant.id}/documents/${id}/versions/1/restore`);
    expect(restored.json()).toMatchObject({ file: 'statement.pdf', versions: 3, size: 11 });
    const current = await api.link(ownerToken, tenant.id, { path: 'Bank Statements/statement.pdf' });
    expect((await api.fetchLink(current.json())).body).toBe('first bytes');
    const missing = await call(ownerToken, 'POST', `/tenants/${tenant.id}/documents/${id}/versions/9/restore`);
    expect(missing.statusCode).toBe(404);
    const events = (await auditOf(ctx, tenant.id)).filter((e) => e.action === 'FILE_VERSION_RESTORE');
    expect(events.map((e) => [e.result, e.target, e.detail])).toEqual([
      ['OK', 'Bank Statements/statement.pdf', 'version 1'],
      ['DENIED', 'Bank Statements/statement.pdf', 'NOT_FOUND'],
    ]);
  });
});

describe('review status', () => {
  it('lets staff mark a file Needs attention with a note the client then sees; a new version is New again', async () => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);
    const file = (await api.upload(ownerToken, tenant.id, 'march.pdf', 'x')).json();
    const staff = await staffToken(ctx);

    const noNote = await call(staff, 'PUT', `/tenants/${tenant.id}/documents/review`, {
      ids: [file.document_id],
      status: 'NEEDS_ATTENTION',
    });
    expect([noNote.statusCode, noNote.json().error.details[0].field]).toEqual([400, 'note']);
    const marked = await call(staff, 'PUT', `/tenants/${tenant.id}/documents/review`, {
      ids: [file.document_id],
      status: 'NEEDS_ATTENTION',
      note: 'Page 2 is missing',
    });
    expect(marked.json()).toEqual({ updated: 1 });

    const seen = (await api.list(ownerToken, tenant.id, { path: 'Bank Statements' })).json().entries[0];
    expect(seen).toMatchObject({ review_status: 'NEEDS_ATTENTION', review_note: 'Page 2 is missing' });
    const byClient = await call(ownerToken, 'PUT', `/tenants/${tenant.id}/documents/review`, {
      ids: [file.document_id],
      status: 'REVIEWED',
    });
    expect(byClient.statusCode).toBe(403);

    await api.upload(ownerToken, tenant.id, 'march.pdf', 'with page 2');
    const again = (await api.list(ownerToken, tenant.id, { path: 'Bank Statements' })).json().entries[0];
    expect(again).toMatchObject({ review_status: 'NEW', review_note: null, versions: 2 });
    const review = (await auditOf(ctx, tenant.id)).find((e) => e.action === 'FILE_REVIEW' && e.result === 'OK');
    expect(review).toMatchObject({ target: 'Bank Statements/march.pdf', detail: 'NEEDS_ATTENTION' });
    expect(review!.changes).toMatchObject({ review_status: { from: 'NEW', to: 'NEEDS_ATTENTION' } });
  });

  it('marks many at once (one event per file), refuses the lot if one is not this company’s, and counts New per client', async () => {
    const { tenant, otherTenant, ownerToken } = await tenantWithClients(ctx);
    const ids = [];
    for (const name of ['a.pdf', 'b.pdf', 'c.pdf'])
      ids.push((await api.upload(ownerToken, tenant.id, name, name)).json().document_id);
    const staff = await staffToken(ctx, 'Admin');
    const queueBefore = (await call(staff, 'GET', '/dashboard/review-queue')).json().data;
    expect(queueBefore).toContainEqual({ tenant_uuid: tenant.id, tenant_name: tenant.name, new_files: 3 });

    const stranger = await createUser(ctx.database.db, { tenantRoles: { [otherTenant.id]: 'TenantOwner' } });
    const strangerFile = (
      await api.upload(await tokenFor(ctx.app, stranger.email), otherTenant.id, 'z.pdf', 'z')
    ).json();
    const mixed = await call(staff, 'PUT', `/tenants/${tenant.id}/documents/review`, {
      ids: [ids[0], strangerFile.document_id],
      status: 'REVIEWED',
    });
    expect(mixed.statusCode).toBe(404);

    const bulk = await call(staff, 'PUT', `/tenants/${tenant.id}/documents/review`, {
      ids: ids.slice(0, 2),
      status: 'REVIEWED',
    });
    expect(bulk.json()).toEqual({ updated: 2 });
    const events = (await auditOf(ctx, tenant.id)).filter((e) => e.action === 'FILE_REVIEW' && e.result === 'OK');
    expect(events.map((e) => e.target).sort()).toEqual(['2 files', 'Bank Statements/a.pdf', 'Bank Statements/b.pdf']);
    const queue = (await call(staff, 'GET', '/dashboard/review-queue')).json().data;
    expect(queue).toContainEqual({ tenant_uuid: tenant.id, tenant_name: tenant.name, new_files: 1 });
    expect((await call(ownerToken, 'GET', '/dashboard/review-queue')).statusCode).toBe(403);
  });
});

describe('search', () => {
  it('filters a company’s files by type, uploader and review status at any depth', async () => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);
    await api.upload(ownerToken, tenant.id, 'bank.pdf', 'x', 'BANK_STATEMENT');
    await api.upload(ownerToken, tenant.id, 'articles.pdf', 'x', 'CORPORATION_DOCUMENT');
    const staff = await staffToken(ctx);
    await api.upload(staff, tenant.id, 'from-staff.pdf', 'x', 'OTHERS');
    const today = new Date().toISOString().slice(0, 10);
    const paths = async (query: Record<string, string>) =>
      (await api.list(ownerToken, tenant.id, query)).json().entries.map((e: { path: string }) => e.path);

    expect(await paths({ type: 'CORPORATION_DOCUMENT' })).toEqual(['Corporation Documents/articles.pdf']);
    expect(await paths({ uploader: 'sam' })).toEqual(['Others/from-staff.pdf']);
    expect(await paths({ uploaded_from: today, uploaded_to: today })).toHaveLength(3);
    expect(await paths({ uploaded_from: '2000-01-01', uploaded_to: '2000-01-31' })).toEqual([]);
    expect(await paths({ review_status: 'REVIEWED' })).toEqual([]);
  });

  it('searches across clients for staff, naming each file’s company; a client only ever sees their own', async () => {
    const { tenant, ownerToken, outsiderToken, otherTenant } = await tenantWithClients(ctx);
    const third = await createTenant(ctx.database.db, { name: 'Gamma Books' });
    await api.upload(ownerToken, tenant.id, 'Chase-Statement-2026-10.pdf', 'a');
    await api.upload(outsiderToken, otherTenant.id, 'chase-november.pdf', 'b');
    const staff = await staffToken(ctx);

    const hits = (await call(staff, 'GET', '/files/search?q=chase')).json();
    const mine = hits.data.filter((h: { tenant_uuid: string }) =>
      [tenant.id, otherTenant.id, third.id].includes(h.tenant_uuid),
    );
    expect(mine.map((h: { file: string; tenant_name: string }) => [h.file, h.tenant_name]).sort()).toEqual(
      [
        ['Chase-Statement-2026-10.pdf', tenant.name],
        ['chase-november.pdf', otherTenant.name],
      ].sort(),
    );
    const asClient = (await call(ownerToken, 'GET', '/files/search?q=chase')).json().data;
    expect(asClient.map((h: { tenant_uuid: string }) => h.tenant_uuid)).toEqual([tenant.id]);
  });
});
