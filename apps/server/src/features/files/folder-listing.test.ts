import type { TFolderListing } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app.ts';
import { insertDocument } from './documents.repo.ts';
import { ensureFolders } from './folders.repo.ts';
import { auditOf, filesApi, tenantWithClients, useFilesTestApp } from './files.test-support.ts';

const ctx = useFilesTestApp();
const api = filesApi(ctx);

/** Catalog rows straight in the database: a listing reads only the catalog, never the storage. */
async function seed(ctx: TestContext, tenantId: string, userId: string, folders: string[], files: string[]) {
  const db = ctx.database.db;
  for (const folder of folders) await ensureFolders(db, tenantId, folder, userId);
  for (const file of files) {
    const at = file.lastIndexOf('/');
    const [folder, name] = at < 0 ? ['', file] : [file.slice(0, at), file.slice(at + 1)];
    await ensureFolders(db, tenantId, folder, userId);
    await insertDocument(db, {
      tenantId,
      folder,
      name,
      type: 'OTHERS',
      storagePath: `stored/${file}`,
      size: 1,
      sha256: 'x',
      uploadedBy: userId,
      uploadId: null,
    });
  }
}

/** Every page of a listing, following next_cursor; the paths in the order the pages gave them. */
async function allPages(token: string, tenantId: string, query: Record<string, string>) {
  const paths: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const response = await api.list(token, tenantId, { ...query, ...(cursor ? { cursor } : {}) });
    expect(response.statusCode).toBe(200);
    const page = response.json<TFolderListing>();
    paths.push(...page.entries.map((entry) => entry.path));
    cursor = page.next_cursor;
    pages += 1;
  } while (cursor);
  return { paths, pages };
}

describe('a folder listed a page at a time', () => {
  it('gives folders first, then files, by name with numbers by value, each once across pages', async () => {
    const { tenant, owner, ownerToken } = await tenantWithClients(ctx);
    await seed(
      ctx,
      tenant.id,
      owner.id,
      ['Box/zeta', 'Box/Alpha', 'Box/Year 10', 'Box/Year 2'],
      // "Report 2.pdf" and "report 02.pdf" sort as equals: only their ids tell them apart.
      ['Box/b.pdf', 'Box/A.pdf', 'Box/Report 10.pdf', 'Box/Report 2.pdf', 'Box/report 02.pdf', 'Box/c.txt'],
    );
    const whole = await api.list(ownerToken, tenant.id, { path: 'Box' });
    const listed = whole.json<TFolderListing>();
    expect(listed.next_cursor).toBeNull();
    const names = listed.entries.map((entry) => entry.file);
    expect(names.slice(0, 4)).toEqual(['Alpha', 'Year 2', 'Year 10', 'zeta']);
    expect(names.slice(4, 7)).toEqual(['A.pdf', 'b.pdf', 'c.txt']);
    expect(names.slice(7, 9).sort()).toEqual(['Report 2.pdf', 'report 02.pdf']);
    expect(names.slice(9)).toEqual(['Report 10.pdf']);

    for (const limit of ['1', '3', '4', '5']) {
      const paged = await allPages(ownerToken, tenant.id, { path: 'Box', limit });
      expect(paged.paths).toEqual(listed.entries.map((entry) => entry.path));
    }
    // Four folders fill a page of four exactly; the files still follow on the next one.
    expect((await allPages(ownerToken, tenant.id, { path: 'Box', limit: '4' })).pages).toBe(3);
  });

  it('pages a search below the folder on the server: matching folders, then files at any depth', async () => {
    const { tenant, owner, ownerToken } = await tenantWithClients(ctx);
    await seed(
      ctx,
      tenant.id,
      owner.id,
      ['Tax/Invoices', 'Tax/2026/Invoices old', 'Other/Invoices'],
      [
        'Tax/invoice.pdf',
        'Tax/2026/invoice.pdf',
        'Tax/Invoices/invoice.pdf',
        'Tax/2026/receipt.pdf',
        'Other/invoice.pdf',
      ],
    );
    const { paths } = await allPages(ownerToken, tenant.id, { path: 'Tax', search: 'INVOICE', limit: '2' });
    expect(paths.slice(0, 2)).toEqual(['Tax/Invoices', 'Tax/2026/Invoices old']);
    // Three files of the same name in three folders: each once, in a stable order.
    expect(paths.slice(2).sort()).toEqual(['Tax/2026/invoice.pdf', 'Tax/Invoices/invoice.pdf', 'Tax/invoice.pdf']);
    const single = await api.list(ownerToken, tenant.id, { path: 'Tax', search: 'invoice' });
    expect(single.json<TFolderListing>().entries.map((entry) => entry.path)).toEqual(paths);
  });

  it('refuses a cursor it did not issue with 400 CURSOR_INVALID, on the trail', async () => {
    const { tenant, owner, ownerToken } = await tenantWithClients(ctx);
    await seed(ctx, tenant.id, owner.id, [], ['a.pdf', 'b.pdf']);
    const forged = [
      'not a cursor!',
      Buffer.from('{"kind":"file"}').toString('base64url'),
      Buffer.from(JSON.stringify([1, 'a.pdf', 'not-a-uuid'])).toString('base64url'),
      Buffer.from(JSON.stringify([7, 'a.pdf', owner.id])).toString('base64url'),
    ];
    for (const cursor of forged) {
      const response = await api.list(ownerToken, tenant.id, { cursor });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('CURSOR_INVALID');
    }
    expect((await api.list(ownerToken, tenant.id, { limit: '1001' })).json().error.code).toBe('VALIDATION_ERROR');
    const events = await auditOf(ctx, tenant.id);
    expect(events.filter((e) => e.action === 'FOLDER_LIST' && e.detail === 'CURSOR_INVALID')).toHaveLength(4);
  });

  it("answers another company's folder 404, with or without a cursor", async () => {
    const { tenant, owner, ownerToken, outsiderToken } = await tenantWithClients(ctx);
    await seed(ctx, tenant.id, owner.id, [], ['Box/a.pdf', 'Box/b.pdf']);
    const first = (await api.list(ownerToken, tenant.id, { path: 'Box', limit: '1' })).json<TFolderListing>();
    expect(first.next_cursor).not.toBeNull();
    const queries: Record<string, string>[] = [{ path: 'Box' }, { path: 'Box', cursor: first.next_cursor! }];
    for (const query of queries) {
      const response = await api.list(outsiderToken, tenant.id, query);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });
});
