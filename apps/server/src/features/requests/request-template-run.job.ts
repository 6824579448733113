import type { FastifyBaseLogger } from 'fastify';
import { recordAuditEvent } from '../../platform/audit/audit-recorder.ts';
import type { Db } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { applyTemplateRun, type RunDeps } from './request-template-run.ts';
import { failRun, findRun, markRun } from './request-template-runs.repo.ts';

export const TEMPLATE_RUN_QUEUE = 'request-template-run';
export type TemplateRunJob = { runId: string };

/**
 * One job per run. A fault (the database went away, the process died mid-way: the claim expires) is retried;
 * the transaction it was in rolled back, so a retry starts from nothing. A refusal (the template was deleted)
 * fails the run at once. The claim (10 minutes) covers 10,000 tenants (seconds) many times over on a slow machine.
 */
export async function startTemplateRuns(deps: RunDeps & { jobs: Jobs; log: FastifyBaseLogger }) {
  const { db, jobs, log, progress } = deps;
  await jobs.defineQueue(TEMPLATE_RUN_QUEUE, { retryLimit: 2, retryDelay: 10, expireInSeconds: 600 });
  await jobs.work<TemplateRunJob>(TEMPLATE_RUN_QUEUE, async ({ data, isLastAttempt }) => {
    const run = await findRun(db, data.runId);
    // Effects are at-least-once: a run already finished is not done again.
    if (!run || run.state === 'DONE' || run.state === 'FAILED') return;
    await markRun(db, run.id, 'RUNNING');
    try {
      await applyTemplateRun(deps, run);
    } catch (error) {
      const refused = error instanceof AppError && error.statusCode < 500;
      if (!refused && !isLastAttempt) {
        await markRun(db, run.id, 'QUEUED');
        throw error;
      }
      await failed(db, run.id, run.requested_by, refused ? error.code : 'INTERNAL_ERROR');
      if (!refused) log.error({ err: error, runId: run.id }, 'request template run failed for good');
    } finally {
      progress.delete(run.id);
    }
  });
}

async function failed(db: Db, runId: string, actor: string | null, code: string) {
  await failRun(db, runId, code);
  await recordAuditEvent(db, {
    action: 'TEMPLATE_APPLIED',
    result: 'FAILED',
    actorUserId: actor,
    tenantId: null,
    target: `request-template-run:${runId}`,
    ip: null,
    detail: code,
  });
}
