import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/schema.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { StorageResolver } from '../../platform/storage/storage.ts';
import { purgeTrash } from './trash-purge.ts';

export const TRASH_PURGE_QUEUE = 'trash-purge';
/** Daily at 03:41 UTC: off the hour and away from the audit retention run (03:17). */
const DAILY = '41 3 * * *';

/**
 * The trash purge (the firm's retention setting, else TRASH_RETENTION_DAYS): a durable pg-boss schedule, one run a day across any number of
 * instances, retried when it fails, and sent once after a start that missed it.
 */
export async function startTrashPurge(deps: {
  db: Db;
  jobs: Jobs;
  storageFor: StorageResolver;
  log: FastifyBaseLogger;
  /** TRASH_RETENTION_DAYS: what applies while the firm has not set its own period. */
  defaultRetentionDays: number;
}) {
  const { jobs, log, defaultRetentionDays } = deps;
  await jobs.defineQueue(TRASH_PURGE_QUEUE, {
    retryLimit: 3,
    retryDelay: 600,
    retryBackoff: true,
    expireInSeconds: 3600,
  });
  await jobs.work(TRASH_PURGE_QUEUE, async () => {
    const report = await purgeTrash(deps, defaultRetentionDays);
    log.info(report, 'trash past its retention removed for good');
  });
  await jobs.schedule(TRASH_PURGE_QUEUE, DAILY);
}
