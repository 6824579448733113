import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseKind } from '../../platform/db/database.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { StorageResolver } from '../../platform/storage/storage.ts';
import { createUploadRecovery, type RecoveryReport } from './upload-recovery.ts';

export const UPLOAD_RECOVERY_QUEUE = 'upload-recovery';
/** Hourly, at a minute no other schedule uses. */
const HOURLY = '23 * * * *';

const worthTelling = (report: RecoveryReport) =>
  report.adopted + report.undone + report.stagedRemoved + (report.multipartAborted ?? 0) > 0;

/**
 * Upload recovery at start and then hourly (a durable pg-boss schedule: one run an hour across instances). The
 * start-up run goes in the background, so a large sweep never delays the portal opening; what it did is logged
 * (a warning for each upload it kept or undid, one summary line).
 */
export async function startUploadRecovery(deps: {
  db: Db;
  jobs: Jobs;
  kind: DatabaseKind;
  storageFor: StorageResolver;
  log: FastifyBaseLogger;
  staleAfterSeconds: number;
}) {
  const { jobs, log, staleAfterSeconds } = deps;
  const recoverUploads = createUploadRecovery(deps);
  const startedAt = new Date();
  const run = async (cutoff: Date, when: string) => {
    const report = await recoverUploads(cutoff);
    if (worthTelling(report)) log.warn(report, `upload recovery (${when}): what crashes left was put right`);
    else log.debug(report, `upload recovery (${when}): nothing to do`);
    return report;
  };
  await jobs.defineQueue(UPLOAD_RECOVERY_QUEUE, { retryLimit: 2, retryDelay: 300, expireInSeconds: 3600 });
  const byAge = () => new Date(Date.now() - staleAfterSeconds * 1000);
  await jobs.work(UPLOAD_RECOVERY_QUEUE, async () => void (await run(byAge(), 'hourly')));
  await jobs.schedule(UPLOAD_RECOVERY_QUEUE, HOURLY);
  // The embedded database belongs to this process alone: whatever the journal held before we started is a dead
  // upload's. On PostgreSQL another instance may be uploading right now: only entries past the age are taken.
  const startup = run(deps.kind === 'pglite' ? startedAt : byAge(), 'start').catch((error: unknown) => {
    log.error({ err: error }, 'upload recovery at start failed; it runs again within the hour');
  });
  return { startup };
}
