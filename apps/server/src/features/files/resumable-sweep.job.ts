import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/schema.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { sweepResumableUploads } from './resumable-sweep.ts';

export const RESUMABLE_SWEEP_QUEUE = 'resumable-upload-sweep';
/** Hourly, at a minute no other schedule uses. */
const HOURLY = '47 * * * *';

/**
 * The sweep of resumable uploads untouched for RESUMABLE_UPLOAD_EXPIRY_HOURS (resumable-sweep.ts): a durable
 * pg-boss schedule, one run an hour across instances.
 */
export async function startResumableSweep(deps: {
  db: Db;
  jobs: Jobs;
  directory: string;
  expiryHours: number;
  log: FastifyBaseLogger;
}) {
  const { jobs, expiryHours } = deps;
  await jobs.defineQueue(RESUMABLE_SWEEP_QUEUE, { retryLimit: 2, retryDelay: 300, expireInSeconds: 3600 });
  await jobs.work(RESUMABLE_SWEEP_QUEUE, async () => {
    await sweepResumableUploads(deps, new Date(Date.now() - expiryHours * 3600 * 1000));
  });
  await jobs.schedule(RESUMABLE_SWEEP_QUEUE, HOURLY);
}
