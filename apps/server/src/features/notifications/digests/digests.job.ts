import type { Jobs } from '../../../platform/jobs/jobs.ts';
import { sendDueDigests, type DigestRunDeps } from './notification-digest.run.ts';
import { sendStaffDigests } from './staff-digest.run.ts';

export const NOTIFICATION_DIGESTS_QUEUE = 'notification-digests';
/**
 * Hourly at :02 on the firm's clock: digests are due on the hour (each person's digest hour, firm time), so each
 * goes within minutes of it; a run with nothing due reads the partial index of waiting notifications and the
 * firm's staff, nothing more.
 */
const HOURLY = '2 * * * *';

/**
 * The daily digests and the staff morning digests: a durable pg-boss schedule, plus one run at start (a server
 * that was down at someone's digest hour catches up at once). Runnable through the test clock.
 */
type DigestJobDeps = DigestRunDeps & {
  jobs: Jobs;
  log: NonNullable<DigestRunDeps['log']> & { info: (details: object, message: string) => void };
};

export async function startDigests(deps: DigestJobDeps) {
  const { jobs, log } = deps;
  await jobs.defineQueue(NOTIFICATION_DIGESTS_QUEUE, {
    retryLimit: 3,
    retryDelay: 300,
    retryBackoff: true,
    expireInSeconds: 1800,
  });
  await jobs.work(NOTIFICATION_DIGESTS_QUEUE, async () => {
    // Both kinds run even when the other failed for someone; a failure retries the job (each is idempotent).
    const [digests, staff] = await Promise.allSettled([sendDueDigests(deps), sendStaffDigests(deps)]);
    const queued = [digests, staff].map((result) => (result.status === 'fulfilled' ? result.value : 0));
    if (queued[0]! + queued[1]! > 0) {
      deps.mail.wake();
      log.info({ digests: queued[0], staff: queued[1] }, 'notification digests sent');
    }
    for (const result of [digests, staff]) if (result.status === 'rejected') throw result.reason;
  });
  await jobs.schedule(NOTIFICATION_DIGESTS_QUEUE, HOURLY);
  await jobs.send(deps.db, NOTIFICATION_DIGESTS_QUEUE, { reason: 'start' });
}
