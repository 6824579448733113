import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { firmSigningKey } from '../../platform/signing-key/firm-signing-key.ts';
import { createStorageResolver } from '../../platform/storage/storage-for-tenant.ts';
import type { StorageResolver } from '../../platform/storage/storage.ts';
import { executeDisposal, type DisposalDeps } from './disposal-execution.ts';
import { runDisposalReview } from './disposal-review.job.ts';
import { filedRecord, useDisposalsTestApp } from './disposals.test-support.ts';
import { recordsWorld } from './records.test-support.ts';

// Issue 35: a disposal interrupted mid-way (storage failing after some files) resumes with exactly the rest,
// and its certificate lists exactly what is gone, each document once.
const ctx = useDisposalsTestApp();
const silent = { info: () => undefined, error: () => undefined };

/** Storage that fails (as an unreachable bucket would) from its `failAfter + 1`-th destroy on. */
function failingAfter(real: StorageResolver, failAfter: number): StorageResolver {
  let calls = 0;
  return (tenant) => {
    const storage = real(tenant);
    return {
      ...storage,
      kind: storage.kind,
      destroy: async (file) => {
        if (calls++ >= failAfter) throw new Error('storage unreachable (injected)');
        await storage.destroy(file);
      },
    };
  };
}

describe('disposal execution (issue 35)', () => {
  it('resumes after a failure mid-way; the certificate lists exactly what is gone', async () => {
    const { tenant, ownerToken } = await recordsWorld(ctx);
    const ids: string[] = [];
    for (const name of ['1.pdf', '2.pdf', '3.pdf', '4.pdf', '5.pdf']) {
      ids.push(await filedRecord(ctx, ownerToken, tenant.id, name, { record_class: 'TAX_RETURN', tax_year: 2018 }));
    }
    const db = ctx.database.db;
    const { review } = await runDisposalReview({ db, now: new Date('2026-09-01T12:00:00Z'), timeZone: 'UTC' });
    // Approved as the route would leave it (no job here: the test runs the execution itself).
    await db
      .updateTable('disposal_reviews')
      .set({ status: 'DISPOSING', first_approved_at: new Date() })
      .where('id', '=', review.id)
      .execute();
    const real = createStorageResolver({ storageRoot: ctx.storageRoot, s3: loadConfig({}).s3 });
    const deps = (storageFor: StorageResolver): DisposalDeps => ({
      db,
      storageFor,
      signingKey: () => firmSigningKey({ dataDir: ctx.dataDir, signingP12: undefined }),
      now: () => new Date(),
      log: silent,
      // Two items a step: the failure comes in the second step, after one whole step is done.
      batchSize: 2,
    });
    const listed = await db.selectFrom('disposal_items').select('id').where('review_id', '=', review.id).execute();

    await expect(executeDisposal(deps(failingAfter(real, 3)), review.id)).rejects.toThrow(/injected/);
    const midway = await db.selectFrom('disposal_items').select('status').where('review_id', '=', review.id).execute();
    expect(midway.filter((i) => i.status === 'DISPOSED')).toHaveLength(2);
    // The step it was in when storage failed is claimed, not done; the rest still due; no certificate yet.
    expect(midway.filter((i) => i.status === 'DISPOSING')).toHaveLength(2);
    expect(midway.filter((i) => i.status === 'DUE')).toHaveLength(listed.length - 4);
    const stillOpen = await db
      .selectFrom('disposal_reviews')
      .selectAll()
      .where('id', '=', review.id)
      .executeTakeFirstOrThrow();
    expect(stillOpen.certificate_json).toBeNull();

    expect(await executeDisposal(deps(real), review.id)).toBe('done');
    const done = await db
      .selectFrom('disposal_reviews')
      .selectAll()
      .where('id', '=', review.id)
      .executeTakeFirstOrThrow();
    expect(done.status).toBe('DONE');
    const certificate = JSON.parse(Buffer.from(done.certificate_json!).toString('utf8')).document;
    const certified = (certificate.items as { document_uuid: string }[]).map((i) => i.document_uuid);
    expect(new Set(certified).size).toBe(certified.length);
    expect(certified.filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());
    expect(certified).toHaveLength(listed.length);
    const left = await db.selectFrom('documents').select('id').where('id', 'in', ids).execute();
    expect(left).toEqual([]);
    const folder = path.join(ctx.storageRoot, tenant.root_directory);
    const files = fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true, withFileTypes: true }) : [];
    expect(files.filter((f) => f.isFile() && /^\d\.pdf$/.test(f.name))).toEqual([]);
    // A third run changes nothing (the certificate is written once).
    expect(await executeDisposal(deps(real), review.id)).toBe('done');
  });
});
