import type { FastifyInstance } from 'fastify';
import type { Audited } from '../../platform/audit/audited.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { createRequestReader, type Clock } from './request-reading.ts';
import { startRequestSeries } from './request-series.job.ts';
import { createRequestTransitionsService } from './request-transitions.service.ts';
import { requestsRoutes } from './requests.routes.ts';
import { createRequestsService } from './requests.service.ts';

/** The requests feature: its routes, and the schedule that makes each new period's requests. */
export async function registerRequests(
  api: FastifyInstance,
  deps: { db: Db; audited: Audited; jobs: Jobs; clock: Clock },
) {
  const { db, audited, clock } = deps;
  const reader = createRequestReader(clock);
  await api.register(requestsRoutes, {
    requests: createRequestsService({ db, audited, reader }),
    transitions: createRequestTransitionsService({ db, audited, reader }),
  });
  await startRequestSeries({ db, jobs: deps.jobs, log: api.log, clock });
}
