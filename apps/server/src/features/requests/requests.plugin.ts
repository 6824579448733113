import type { FastifyInstance } from 'fastify';
import type { Audited } from '../../platform/audit/audited.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { overdueRequestsRoutes } from './overdue-requests.routes.ts';
import { createOverdueRequestsService } from './overdue-requests.service.ts';
import { createRequestReader, type Clock } from './request-reading.ts';
import { startRequestSeries } from './request-series.job.ts';
import { createTemplateApplyService } from './request-template-apply.service.ts';
import { startTemplateRuns } from './request-template-run.job.ts';
import type { RequestsCreatedHook, RunProgress } from './request-template-run.ts';
import { requestTemplatesRoutes } from './request-templates.routes.ts';
import { createRequestTemplatesService } from './request-templates.service.ts';
import { createRequestTransitionsService } from './request-transitions.service.ts';
import { requestsRoutes } from './requests.routes.ts';
import { createRequestsService } from './requests.service.ts';

/**
 * The requests feature: its routes, the schedule that makes each new period's requests, and the template runs.
 * `onTemplateRequestsCreated`: told (inside the run's transaction) of every request a template run made.
 */
export async function registerRequests(
  api: FastifyInstance,
  deps: { db: Db; audited: Audited; jobs: Jobs; clock: Clock; onTemplateRequestsCreated?: RequestsCreatedHook },
) {
  const { db, audited, clock, jobs } = deps;
  const reader = createRequestReader(clock);
  await api.register(requestsRoutes, {
    requests: createRequestsService({ db, audited, reader }),
    transitions: createRequestTransitionsService({ db, audited, reader }),
  });
  const progress: RunProgress = new Map();
  await api.register(requestTemplatesRoutes, {
    templates: createRequestTemplatesService({ db, audited }),
    apply: createTemplateApplyService({ db, audited, jobs, progress }),
  });
  await api.register(overdueRequestsRoutes, { overdue: createOverdueRequestsService({ db, reader }) });
  await startRequestSeries({ db, jobs, log: api.log, clock });
  await startTemplateRuns({
    db,
    jobs,
    log: api.log,
    clock,
    progress,
    onRequestsCreated: deps.onTemplateRequestsCreated,
  });
}
