import {
  MAX_BACKFILL_MONTHS,
  MAX_REPEATS_SHOWN,
  VALIDATION_MESSAGES,
  type TApplyRequestTemplateRequest,
  type TTemplateRepeats,
  type TTemplateRepeatsRequest,
  type TTemplateRun,
  type TTemplateRunAccepted,
} from '@ledgerport/contract';
import { auditActorOf, requireFirmPermission, type Audited } from '../../platform/audit/audited.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import type { Db } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { Clock } from '../../platform/time/clock.ts';
import { firmDateOf } from '../../platform/time/firm-day.ts';
import { fieldRefused, tenantInactive } from './request-errors.ts';
import { addMonths } from './request-periods.ts';
import { countActiveTenants, tenantStatuses } from './request-template-apply.repo.ts';
import { TEMPLATE_RUN_QUEUE, type TemplateRunJob } from './request-template-run.job.ts';
import type { RunProgress } from './request-template-run.ts';
import { findRepeats } from './request-template-repeats.repo.ts';
import { findRun, insertRun, type RunRow } from './request-template-runs.repo.ts';
import { findTemplate } from './request-templates.repo.ts';

/** Selected tenants: every one must exist (404) and be active (400 TENANT_INACTIVE), checked before queueing. */
async function checkedSelection(db: Db, ids: string[]) {
  const unique = [...new Set(ids)];
  const found = await tenantStatuses(db, unique);
  if (found.length !== unique.length) throw notFound('Tenant');
  if (found.some((t) => t.status !== 1)) throw tenantInactive();
  return unique;
}

const presentRun = (row: RunRow, live: { total: number; done: number } | undefined): TTemplateRun => ({
  uuid: row.id,
  template_uuid: row.template_id,
  template_name: row.template_name,
  // The table says RUNNING from the start of the work; this process's memory says how far it got.
  state: row.state,
  total: live?.total ?? row.total,
  done: live?.done ?? row.done,
  created_requests: row.created_requests,
  created_series: row.created_series,
  ...(row.error_code ? { error_code: row.error_code } : {}),
  created_at: row.created_at.toISOString(),
  finished_at: row.finished_at ? new Date(row.finished_at).toISOString() : null,
});

/** Applying a template: the request is checked and queued here; the job (request-template-run.ts) does the work. */
export function createTemplateApplyService(deps: {
  db: Db;
  audited: Audited;
  jobs: Jobs;
  progress: RunProgress;
  clock: Clock;
}) {
  const { db, audited, jobs, progress, clock } = deps;

  /** As for a series made by hand: a mistyped year would backfill hundreds of periods for every tenant. */
  function assertFirstPeriodRecent(firstPeriod: string | undefined) {
    const today = firmDateOf(clock.now(), clock.timeZone);
    if (firstPeriod !== undefined && firstPeriod < addMonths(`${today.slice(0, 7)}-01`, -MAX_BACKFILL_MONTHS)) {
      throw fieldRefused('first_period', VALIDATION_MESSAGES.firstPeriodTooOld);
    }
  }

  return {
    apply: (actor: Principal, templateId: string, input: TApplyRequestTemplateRequest): Promise<TTemplateRunAccepted> =>
      audited(
        auditActorOf(actor),
        { action: 'REQUEST_TEMPLATE_APPLY', tenantId: null, target: `request-template:${templateId}` },
        async (scope) => {
          requireFirmPermission(actor, 'manage requests');
          const template = await findTemplate(db, templateId);
          if (!template) throw notFound('Template');
          assertFirstPeriodRecent(input.first_period);
          const tenantIds = 'tenant_ids' in input ? await checkedSelection(db, input.tenant_ids) : null;
          const total = tenantIds ? tenantIds.length : await countActiveTenants(db);
          return db.transaction().execute(async (trx) => {
            const runId = await insertRun(trx, {
              templateId,
              templateName: template.name,
              tenantIds,
              total,
              requestedBy: actor.access.userId,
              firstPeriod: input.first_period ?? null,
              skip: input.skip ?? [],
              skipRepeats: input.skip_repeats ?? false,
            });
            // The job exists only if the run does: both in this transaction.
            await jobs.send<TemplateRunJob>(trx, TEMPLATE_RUN_QUEUE, { runId });
            scope.detail = `request-template-run:${runId}`;
            scope.changes = { tenants: { from: null, to: tenantIds ? total : 'all active' } };
            if (input.first_period) scope.changes.first_period = { from: null, to: input.first_period };
            if (input.skip?.length) scope.changes.skipped = { from: null, to: input.skip.length };
            if (input.skip_repeats) scope.changes.skip_repeats = { from: null, to: true };
            await scope.recordIn(trx);
            return { run_uuid: runId };
          });
        },
      ),

    /** What applying would repeat (issue 30): read before the dialog's Apply; nothing is written. */
    async repeats(actor: Principal, templateId: string, input: TTemplateRepeatsRequest): Promise<TTemplateRepeats> {
      requireFirmPermission(actor, 'manage requests');
      if (!(await findTemplate(db, templateId))) throw notFound('Template');
      const tenantIds = 'tenant_ids' in input ? [...new Set(input.tenant_ids)] : null;
      const rows = await findRepeats(db, { templateId, tenantIds, limit: MAX_REPEATS_SHOWN });
      return {
        total: Number(rows[0]?.total ?? 0),
        data: rows.map((r) => ({
          tenant_uuid: r.tenant_id,
          tenant_name: r.tenant_name,
          item_uuid: r.item_id,
          item_title: r.item_title,
          series_uuid: r.series_id,
          series_title: r.series_title,
        })),
      };
    },

    async run(id: string): Promise<TTemplateRun> {
      const row = await findRun(db, id);
      if (!row) throw notFound('Run');
      return presentRun(row, row.state === 'RUNNING' ? progress.get(id) : undefined);
    },
  };
}
export type TemplateApplyService = ReturnType<typeof createTemplateApplyService>;
