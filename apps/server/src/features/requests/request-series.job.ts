import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/schema.ts';
import type { SubmissionLookups } from './request-already-sent.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { makeDuePeriods } from './request-series-run.ts';
import type { Clock } from '../../platform/time/clock.ts';

export const REQUEST_SERIES_QUEUE = 'request-series';
/**
 * Every hour at :23 rather than once a day: a period begins at midnight in the firm's time zone, which is a
 * different UTC hour in every zone and season; hourly, its request appears within the hour wherever the firm
 * is. A run with nothing due reads the live series and writes nothing.
 */
const HOURLY = '23 * * * *';

/** The series job: a durable pg-boss schedule, one run per occurrence across any number of instances. */
export async function startRequestSeries(deps: {
  db: Db;
  jobs: Jobs;
  log: FastifyBaseLogger;
  clock: Clock;
  submissions: SubmissionLookups;
}) {
  const { jobs, log } = deps;
  await jobs.defineQueue(REQUEST_SERIES_QUEUE, {
    retryLimit: 3,
    retryDelay: 300,
    retryBackoff: true,
    expireInSeconds: 1800,
  });
  await jobs.work(REQUEST_SERIES_QUEUE, async () => {
    const made = await makeDuePeriods(deps.db, deps.clock, deps.submissions);
    if (made > 0) log.info({ made }, "recurring requests: this period's requests made");
  });
  await jobs.schedule(REQUEST_SERIES_QUEUE, HOURLY);
}
