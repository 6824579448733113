import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUser } from '../../../test/factories.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../../platform/db/database.ts';
import { createStorageResolver } from '../../platform/storage/storage-for-tenant.ts';
import { STAGING_FOLDER, uploadTempName } from '../../platform/storage/safe-path.ts';
import { journalUpload } from './upload-journal.repo.ts';
import { findResumableUpload, insertResumableUpload, isResumableJournaled } from './resumable-uploads.repo.ts';
import { createUploadRecovery, RECOVERED_NOTE } from './upload-recovery.ts';

/**
 * Recovery's cases the crash test (uploads.crash.test.ts) does not reach with a kill: a journal entry whose
 * sender is gone, one begun after the cutoff (an upload in flight on another instance), staged bytes a live
 * entry still names, and the temp files of earlier versions left beside the documents.
 */
let database: Database;
const storageRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-recovery-'));
const storageFor = createStorageResolver({ storageRoot, s3: {} as never });
// Recovery's warnings are what the crash test reads in a real server's log; here only the outcome matters.
const quiet = () => undefined;
const log = { warn: quiet, error: quiet, info: quiet, debug: quiet } as unknown as FastifyBaseLogger;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  fs.rmSync(storageRoot, { recursive: true, force: true });
});

const FOLDER = 'Bank Statements';
const later = () => new Date(Date.now() + 60_000);

async function stagedUpload(
  tenant: { id: string; root_directory: string },
  uploadedBy: string,
  name: string,
  resumableUploadId?: string,
) {
  const storage = storageFor({ ...tenant, root_directory_type: 'LOCAL_FOLDER' });
  const staged = await storage.stage(Readable.from([Buffer.from(`bytes of ${name}`)]), { maxBytes: 1_000_000 });
  const entry = {
    tenantId: tenant.id,
    staged,
    folder: FOLDER,
    desiredName: name,
    type: 'BANK_STATEMENT' as const,
    uploadedBy,
    ip: '203.0.113.9',
    userAgent: 'test',
    asVersion: false,
    resumableUploadId,
  };
  return { storage, staged, journalId: await journalUpload(database.db, entry) };
}

const stagingOf = (rootDirectory: string) => path.join(storageRoot, rootDirectory, STAGING_FOLDER);

describe('upload recovery', () => {
  it("adopts a resumable upload's published file and marks that upload finished, so it is never kept again", async () => {
    const tenant = await createTenant(database.db);
    const sender = await createUser(database.db, { tenantRoles: { [tenant.id]: 'TenantOwner' } });
    const id = 'f'.repeat(32);
    await insertResumableUpload(database.db, {
      id,
      tenantId: tenant.id,
      uploadedBy: sender.id,
      fileName: 'resumed.pdf',
      type: 'BANK_STATEMENT',
      asVersion: true,
      length: 17,
      metadata: {},
    });
    const { storage, staged } = await stagedUpload(tenant, sender.id, 'resumed.pdf', id);
    await storage.publish(staged, FOLDER, 'resumed.pdf');

    expect(await createUploadRecovery({ db: database.db, log, storageFor })(later())).toMatchObject({ adopted: 1 });

    const upload = await database.db
      .selectFrom('uploads')
      .select('id')
      .where('tenant_id', '=', tenant.id)
      .executeTakeFirstOrThrow();
    expect(await findResumableUpload(database.db, id)).toMatchObject({ upload_id: upload.id });
    expect(await isResumableJournaled(database.db, id)).toBe(false);
  });

  it('adopts a published file with its row and a RECOVERED event by its sender', async () => {
    const tenant = await createTenant(database.db);
    const sender = await createUser(database.db, { tenantRoles: { [tenant.id]: 'TenantOwner' } });
    const { storage, staged } = await stagedUpload(tenant, sender.id, 'june.pdf');
    await storage.publish(staged, FOLDER, 'june.pdf');

    const report = await createUploadRecovery({ db: database.db, log, storageFor })(later());

    expect(report).toMatchObject({ adopted: 1, undone: 0 });
    const row = await database.db
      .selectFrom('uploads')
      .selectAll()
      .where('tenant_id', '=', tenant.id)
      .executeTakeFirst();
    expect(row).toMatchObject({ path: `${FOLDER}/june.pdf`, uploaded_by: sender.id, sha256: staged.sha256 });
    const event = await database.db
      .selectFrom('audit_events')
      .selectAll()
      .where('tenant_id', '=', tenant.id)
      .where('action', '=', 'FILE_UPLOAD')
      .executeTakeFirst();
    expect(event).toMatchObject({ result: 'OK', actor_user_id: sender.id, detail: RECOVERED_NOTE, ip: '203.0.113.9' });
    expect(fs.readdirSync(stagingOf(tenant.root_directory))).toEqual([]);
  });

  it('removes a published file whose sender no longer exists, and leaves entries begun after the cutoff', async () => {
    const tenant = await createTenant(database.db);
    const sender = await createUser(database.db, { tenantRoles: { [tenant.id]: 'TenantOwner' } });
    const gone = await stagedUpload(tenant, sender.id, 'orphan.pdf');
    await gone.storage.publish(gone.staged, FOLDER, 'orphan.pdf');
    await database.db
      .updateTable('pending_uploads')
      .set({ uploaded_by: crypto.randomUUID() })
      .where('id', '=', gone.journalId)
      .execute();
    const cutoff = later();
    const inFlight = await stagedUpload(tenant, sender.id, 'in-flight.pdf');
    await sql`update pending_uploads set created_at = ${later()} where id = ${inFlight.journalId}`.execute(database.db);

    const report = await createUploadRecovery({ db: database.db, log, storageFor })(cutoff);

    expect(report).toMatchObject({ adopted: 0, undone: 1 });
    expect(fs.existsSync(path.join(storageRoot, tenant.root_directory, FOLDER, 'orphan.pdf'))).toBe(false);
    // The upload in flight keeps its journal entry and its staged bytes.
    const left = await database.db
      .selectFrom('pending_uploads')
      .select('staged_id')
      .where('tenant_id', '=', tenant.id)
      .execute();
    expect(left).toEqual([{ staged_id: inFlight.staged.id }]);
    expect(fs.readdirSync(stagingOf(tenant.root_directory))).toEqual([`${inFlight.staged.id}.part`]);
  });

  it('sweeps unjournaled staged bytes and the temp files of earlier versions, older than the cutoff only', async () => {
    const tenant = await createTenant(database.db);
    const storage = storageFor({ ...tenant, root_directory_type: 'LOCAL_FOLDER' });
    const orphan = await storage.stage(Readable.from([Buffer.alloc(1000)]), { maxBytes: 1_000_000 });
    const folder = path.join(storageRoot, tenant.root_directory, FOLDER);
    fs.mkdirSync(folder, { recursive: true });
    const legacy = path.join(folder, uploadTempName(crypto.randomUUID()));
    fs.writeFileSync(legacy, Buffer.alloc(500));
    fs.writeFileSync(path.join(folder, 'kept.pdf'), 'a document');

    const before = await createUploadRecovery({ db: database.db, log, storageFor })(new Date(Date.now() - 60_000));
    expect(before.stagedRemoved).toBe(0);
    const report = await createUploadRecovery({ db: database.db, log, storageFor })(later());

    expect(report.stagedRemoved).toBe(2);
    expect(report.bytesRemoved).toBe(1500);
    expect(fs.existsSync(path.join(stagingOf(tenant.root_directory), `${orphan.id}.part`))).toBe(false);
    expect(fs.readdirSync(folder)).toEqual(['kept.pdf']);
  });
});
