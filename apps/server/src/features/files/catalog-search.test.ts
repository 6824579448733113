import { describe, expect, it } from 'vitest';
import { createTenant, createUser } from '../../../test/factories.ts';
import { insertDocument } from './documents.repo.ts';
import { searchAcrossCompanies } from './catalog-search.repo.ts';
import { useFilesTestApp } from './files.test-support.ts';

const ctx = useFilesTestApp();

describe('the firm-wide search, newest first', () => {
  it('finds the same files whether the newest window holds enough matches or not', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db, { name: 'Window Books' });
    const uploader = await createUser(db);
    // 40 files, the newest of the firm (minutes ahead of anything else here): every other one a statement, the
    // two oldest about escrow.
    const base = Date.now() + 3_600_000;
    const names = Array.from({ length: 40 }, (_, i) =>
      i < 2 ? `escrow-${i}.pdf` : i % 2 === 0 ? `Chase-Statement-${i}.pdf` : `invoice-${i}.pdf`,
    );
    for (const [i, name] of names.entries()) {
      const row = await insertDocument(db, {
        tenantId: tenant.id,
        folder: 'Bank Statements',
        name,
        type: 'BANK_STATEMENT',
        storagePath: `Bank Statements/${name}`,
        size: 1,
        sha256: 'x',
        uploadedBy: uploader.id,
        uploadId: null,
      });
      await db
        .updateTable('documents')
        .set({ uploaded_at: new Date(base + i * 60_000) })
        .where('id', '=', row!.id)
        .execute();
    }
    const search = (text: string, limit: number, window: number) =>
      searchAcrossCompanies(db, { text, tenantIds: [tenant.id], limit, timeZone: 'UTC' }, window).then((rows) =>
        rows.map((r) => r.name),
      );

    // Enough statements among the 10 newest: the window answers, with exactly what a full search answers.
    const newestStatements = ['38', '36', '34', '32', '30'].map((n) => `Chase-Statement-${n}.pdf`);
    expect(await search('chase', 5, 10)).toEqual(newestStatements);
    expect(await search('chase', 5, 1_000_000)).toEqual(newestStatements);
    // Escrow files are older than the window: the search goes on and still finds both.
    expect(await search('escrow', 5, 10)).toEqual(['escrow-1.pdf', 'escrow-0.pdf']);
  });
});
