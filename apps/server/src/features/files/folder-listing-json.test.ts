import { ZFolderListing, type TFileEntry, type TFolderListing } from '@ledgerport/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { presentDocument, presentFolder } from './catalog.presenter.ts';
import { documentsWithUploader, insertDocument } from './documents.repo.ts';
import { ensureFolders, findFolder } from './folders.repo.ts';
import { filesApi, tenantWithClients, useFilesTestApp } from './files.test-support.ts';

const ctx = useFilesTestApp();
const api = filesApi(ctx);

/** Names and notes JSON must escape, or that the database and JSON.stringify could escape differently. */
const NAMES = [
  'a "quoted" name.pdf',
  'back\\slash.txt',
  'tab\tand\u0001.pdf',
  'line\u2028sep é 😀.pdf',
  '</script>.pdf',
];

/** What the listing answered before its entries were written by the database: the presenters, then the schema. */
async function presentedBody(page: TFolderListing, tenantId: string) {
  const entries: TFileEntry[] = [];
  for (const entry of page.entries) {
    if (entry.is_file) {
      const row = await documentsWithUploader(ctx.database.db).where('d.id', '=', entry.id).executeTakeFirstOrThrow();
      entries.push(presentDocument(row));
    } else {
      entries.push(presentFolder((await findFolder(ctx.database.db, tenantId, entry.id))!));
    }
  }
  return JSON.stringify(ZFolderListing.encode({ ...page, entries }));
}

describe('a folder page written by the database', () => {
  it('is byte for byte what the presenters and the response schema give, whatever the time zone', async () => {
    const db = ctx.database.db;
    const { tenant, owner, ownerToken } = await tenantWithClients(ctx);
    await ensureFolders(db, tenant.id, 'Box/Sub "1"', owner.id);
    await ensureFolders(db, tenant.id, 'Box/sub 2', owner.id);
    for (const name of NAMES) {
      await insertDocument(db, {
        tenantId: tenant.id,
        folder: 'Box',
        name,
        type: 'OTHERS',
        storagePath: `stored/${name}`,
        size: 2 ** 40 + 7,
        sha256: 'x',
        uploadedBy: owner.id,
        uploadId: null,
      });
    }
    const at = (name: string) => sql`tenant_id = ${tenant.id} AND name = ${name}`;
    // Timestamps with no fraction, milliseconds, sub-millisecond digits that must be cut (not rounded), before 2000.
    await sql`UPDATE documents SET created_at = '2026-03-04 05:06:07+00', uploaded_at = '2026-03-04 05:06:07.5+00',
      review_status = 'NEEDS_ATTENTION', review_note = ${'Line 1\nLine 2 "why"\u001f'} WHERE ${at(NAMES[0]!)}`.execute(
      db,
    );
    await sql`UPDATE documents SET created_at = '1999-12-31 23:59:59.999999+00', uploaded_at = '2026-03-04 05:06:07.123456+00',
      uploaded_by = NULL WHERE ${at(NAMES[1]!)}`.execute(db);
    await sql`UPDATE documents SET uploaded_at = '2026-06-30 22:15:00.0005-07' WHERE ${at(NAMES[2]!)}`.execute(db);
    await sql`UPDATE folders SET created_at = '2026-01-01 00:00:00.000999+00' WHERE ${at('sub 2')}`.execute(db);
    // A server outside UTC writes its timestamps with an offset: the entries must still say the same instant in UTC.
    await sql`SET TIME ZONE 'Asia/Kathmandu'`.execute(db);
    try {
      for (const limit of ['1000', '3', '1']) {
        let cursor: string | null = null;
        do {
          const response = await api.list(ownerToken, tenant.id, { path: 'Box', limit, ...(cursor ? { cursor } : {}) });
          expect(response.statusCode).toBe(200);
          expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
          const page = ZFolderListing.parse(JSON.parse(response.body));
          expect(response.body).toBe(await presentedBody(page, tenant.id));
          cursor = page.next_cursor;
        } while (cursor);
      }
      const whole = await api.listAll(ownerToken, tenant.id, { path: 'Box' });
      expect(whole.map((entry) => entry.file).sort()).toEqual(['Sub "1"', 'sub 2', ...NAMES].sort());
      expect(whole.find((entry) => entry.file === NAMES[1])).toMatchObject({
        created: '1999-12-31T23:59:59.999Z',
        modified: '2026-03-04T05:06:07.123Z',
        uploaded_by: null,
      });
      expect(whole.find((entry) => entry.file === NAMES[2])?.modified).toBe('2026-07-01T05:15:00.000Z');
      // A search pages the same entries.
      const search = await api.list(ownerToken, tenant.id, { path: 'Box', search: 'a' });
      expect(search.body).toBe(await presentedBody(ZFolderListing.parse(search.json()), tenant.id));
    } finally {
      await sql`RESET TIME ZONE`.execute(db);
    }
  });
});
