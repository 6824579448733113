import type { FastifyBaseLogger } from 'fastify';
import { recordAlongside } from '../../platform/audit/audited.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { StorageResolver, TenantStorage } from '../../platform/storage/storage.ts';
import { catalogUpload } from './catalog-upload.ts';
import { joinPath } from './catalog-paths.ts';
import { findUser, insertUpload } from './files.repo.ts';
import { markResumableFinished } from './resumable-uploads.repo.ts';
import { closeJournalEntry, findStaleEntries, journaledStagedIds } from './upload-journal.repo.ts';

type JournalEntry = Awaited<ReturnType<typeof findStaleEntries>>[number];

/** The note on the audit event of an upload finished by recovery: its sender never got an answer. */
export const RECOVERED_NOTE = 'RECOVERED_AFTER_RESTART';

// Unfinished multipart uploads (an upload cut off mid-stream on S3) are abandoned after a day, as the issue and
// S3's own lifecycle rules usually have it: long past any upload still streaming.
const MULTIPART_ABANDON_MS = 24 * 60 * 60 * 1000;
const ENTRIES_PER_PASS = 100;
const TENANTS_PER_PAGE = 1_000;

export type RecoveryReport = {
  /** Published before the crash: kept, with the upload row and audit event written now. */
  adopted: number;
  /** Not yet published, or its tenant or sender gone: staged bytes (and any published copy) removed. */
  undone: number;
  stagedRemoved: number;
  bytesRemoved: number;
  /** Unfinished S3 multipart uploads aborted; null where the service cannot list them. */
  multipartAborted: number | null;
};

/**
 * What a crash in the middle of an upload leaves (see upload-writer.ts for the steps), put right: each journal
 * entry begun before a cutoff is finished or undone, then each tenant's staging area is swept of bytes no entry
 * names. Run at start and hourly (upload-recovery.job.ts). On the embedded database only this process exists, so
 * at start the cutoff is the moment it started; with several instances on PostgreSQL it is an age
 * (UPLOAD_RECOVERY_AFTER_SECONDS) that keeps one instance from taking another's upload in flight (and if it ever
 * does, that upload's own commit notices and stands back).
 */
export function createUploadRecovery(deps: { db: Db; log: FastifyBaseLogger; storageFor: StorageResolver }) {
  const { db, log, storageFor } = deps;

  async function tenantStorage(tenantId: string): Promise<TenantStorage | undefined> {
    const tenant = await db
      .selectFrom('tenants')
      .select(['root_directory', 'root_directory_type'])
      .where('id', '=', tenantId)
      .executeTakeFirst();
    return tenant ? storageFor(tenant) : undefined;
  }

  /** Adopts a published file: its upload row and audit event, written now by the one who sent it. */
  async function adopt(entry: JournalEntry, path: string): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      if (!(await closeJournalEntry(trx, entry.id))) return false; // another instance got there first
      const row = await insertUpload(trx, {
        tenantId: entry.tenant_id,
        type: entry.type,
        uploadedBy: entry.uploaded_by,
        fileName: path.split('/').pop() as string,
        path,
        size: Number(entry.size),
        sha256: entry.sha256,
      });
      const document = await catalogUpload(trx, {
        tenantId: entry.tenant_id,
        folder: entry.folder,
        desiredName: entry.desired_name,
        asVersion: entry.as_version,
        type: entry.type,
        storagePath: path,
        size: Number(entry.size),
        sha256: entry.sha256,
        uploadedBy: entry.uploaded_by,
        uploadId: row.id,
        viaLink: entry.via_link_id ? { linkId: entry.via_link_id, email: entry.via_link_email } : undefined,
      });
      // A resumable upload's file: marked finished with the file, so its completion never runs twice.
      if (entry.resumable_upload_id) await markResumableFinished(trx, entry.resumable_upload_id, row.id);
      const target = joinPath(entry.folder, document.name);
      await recordAlongside(
        trx,
        // Through an upload link nobody's account sent it (issue 32): the event names no actor then.
        { userId: entry.via_link_id ? null : entry.uploaded_by, ip: entry.ip, userAgent: entry.user_agent },
        { action: 'FILE_UPLOAD', tenantId: entry.tenant_id, target, detail: RECOVERED_NOTE },
      );
      return true;
    });
  }

  async function recoverEntry(entry: JournalEntry): Promise<'adopted' | 'undone'> {
    const staged = { id: entry.staged_id, size: Number(entry.size), sha256: entry.sha256 };
    const storage = await tenantStorage(entry.tenant_id);
    const published = storage && (await storage.findPublished(staged, entry.folder, entry.desired_name));
    const sender = published === undefined ? undefined : await findUser(db, entry.uploaded_by);
    let outcome: 'adopted' | 'undone' = 'undone';
    if (storage && published !== undefined && sender) {
      if (await adopt(entry, published)) outcome = 'adopted';
    } else {
      // Never visible (or nobody left to own it): undone as if the upload had failed.
      if (storage && published !== undefined) await storage.remove(published);
      await closeJournalEntry(db, entry.id);
    }
    await storage?.discardStaged(staged.id);
    const where = { tenantId: entry.tenant_id, folder: entry.folder, name: entry.desired_name, path: published };
    log.warn(where, outcome === 'adopted' ? 'upload cut off by a crash kept' : 'upload cut off by a crash undone');
    return outcome;
  }

  async function recoverEntries(cutoff: Date, report: RecoveryReport) {
    for (;;) {
      const entries = await findStaleEntries(db, cutoff, ENTRIES_PER_PASS);
      let failed = 0;
      for (const entry of entries) {
        try {
          report[await recoverEntry(entry)] += 1;
        } catch (error) {
          // Its storage or sender's tenant is unreachable now: the entry stays for the next run.
          failed += 1;
          log.error({ err: error, tenantId: entry.tenant_id, staged: entry.staged_id }, 'upload not recovered yet');
        }
      }
      // A full page with failures would come back the same: leave the rest for the next run.
      if (entries.length < ENTRIES_PER_PASS || failed > 0) return;
    }
  }

  /** Every tenant, a page at a time by id: a firm of 100,000 companies is never held in memory at once. */
  async function* everyTenant() {
    let after: string | undefined;
    for (;;) {
      const page = await db
        .selectFrom('tenants')
        .select(['id', 'root_directory', 'root_directory_type'])
        .$if(after !== undefined, (q) => q.where('id', '>', after!))
        .orderBy('id')
        .limit(TENANTS_PER_PAGE)
        .execute();
      yield* page;
      if (page.length < TENANTS_PER_PAGE) return;
      after = page[page.length - 1]!.id;
    }
  }

  async function sweepStaging(cutoff: Date, report: RecoveryReport) {
    const now = Date.now();
    const journaled = await journaledStagedIds(db);
    for await (const tenant of everyTenant()) {
      try {
        const sweep = await storageFor(tenant).sweepStaging(
          (id) => journaled.has(id),
          cutoff,
          new Date(now - MULTIPART_ABANDON_MS),
        );
        report.stagedRemoved += sweep.stagedRemoved;
        report.bytesRemoved += sweep.bytesRemoved;
        if (sweep.multipartAborted === undefined) report.multipartAborted = null;
        else if (report.multipartAborted !== null) report.multipartAborted += sweep.multipartAborted;
      } catch (error) {
        // One tenant's storage being down must not stop the others' sweep.
        log.error({ err: error, tenantId: tenant.id }, 'staging area not swept');
      }
    }
  }

  /** Puts right every upload begun before `cutoff` and still unfinished, then sweeps staged bytes older than it. */
  return async function recoverUploads(cutoff: Date): Promise<RecoveryReport> {
    const report: RecoveryReport = { adopted: 0, undone: 0, stagedRemoved: 0, bytesRemoved: 0, multipartAborted: 0 };
    await recoverEntries(cutoff, report);
    await sweepStaging(cutoff, report);
    return report;
  };
}
export type RecoverUploads = ReturnType<typeof createUploadRecovery>;
