import type { Db } from '../db/schema.ts';
import type { Jobs } from '../jobs/jobs.ts';
import type { Clock } from '../time/clock.ts';
import type { OutboundQueue } from './outbound-channel.ts';

export const HELD_RELEASE_QUEUE = 'outbound-release-held';
/**
 * Every five minutes: quiet hours end on the hour, so a held e-mail leaves within five minutes of their end. A
 * run with nothing due is one read of the (small) partial index of held messages per channel.
 */
const EVERY_FIVE_MINUTES = '*/5 * * * *';

/**
 * Sends on the messages held for later (quiet hours) once the firm's clock reaches their time: a durable
 * schedule, and one run at start (a server that was down when quiet hours ended catches up at once).
 */
export async function startHeldRelease(deps: {
  db: Db;
  jobs: Jobs;
  clock: Clock;
  queues: Pick<OutboundQueue<unknown>, 'releaseHeld'>[];
  log: { info: (details: object, message: string) => void };
}) {
  const { db, jobs, clock, queues, log } = deps;
  await jobs.defineQueue(HELD_RELEASE_QUEUE, {
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 600,
  });
  await jobs.work(HELD_RELEASE_QUEUE, async () => {
    const now = clock.now();
    let released = 0;
    for (const queue of queues) released += await queue.releaseHeld(now);
    if (released > 0) log.info({ released }, 'held messages released');
  });
  await jobs.schedule(HELD_RELEASE_QUEUE, EVERY_FIVE_MINUTES);
  await jobs.send(db, HELD_RELEASE_QUEUE, { reason: 'start' });
}
