import type { FastifyBaseLogger } from 'fastify';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { sendDueReminders, type ReminderRunDeps } from './request-reminder-run.ts';

export const REQUEST_REMINDERS_QUEUE = 'request-reminders';
/**
 * Hourly at :07 (after the series job's :23 of the hour before has made the period's requests): a firm day
 * begins at a different UTC hour in every zone and season, and quiet hours end on the hour, so within the hour
 * after they end the day's reminders go. A run with everyone reminded already reads and sends nothing.
 */
const HOURLY = '7 * * * *';

/** The reminder job: a durable pg-boss schedule, plus one run at start (a server started mid-day catches up). */
export async function startRequestReminders(
  deps: Omit<ReminderRunDeps, 'log'> & { jobs: Jobs; log: FastifyBaseLogger },
) {
  const { jobs, log } = deps;
  await jobs.defineQueue(REQUEST_REMINDERS_QUEUE, {
    retryLimit: 3,
    retryDelay: 300,
    retryBackoff: true,
    expireInSeconds: 1800,
  });
  await jobs.work(REQUEST_REMINDERS_QUEUE, async () => {
    const sent = await sendDueReminders(deps);
    if (sent > 0) log.info({ sent }, 'request reminders sent');
  });
  await jobs.schedule(REQUEST_REMINDERS_QUEUE, HOURLY);
  await jobs.send(deps.db, REQUEST_REMINDERS_QUEUE, { reason: 'start' });
}
