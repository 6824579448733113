import type { TRequestCadence } from '@ledgerport/contract';
import { recordAuditEvents } from '../../platform/audit/audit-recorder.ts';
import type { Db } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { firmDateOf } from '../../platform/time/firm-day.ts';
import { fulfilAlreadySent, type SubmissionLookups } from './request-already-sent.ts';
import { addDays, addMonths, periodsDue } from './request-periods.ts';
import { findRepeats } from './request-template-repeats.repo.ts';
import type { Clock } from '../../platform/time/clock.ts';
import {
  activeTenantIds,
  insertSeriesInstances,
  insertTemplateOneOffs,
  insertTemplateSeries,
  tenantStatuses,
  type ItemToApply,
} from './request-template-apply.repo.ts';
import { finishRun, type RunRow } from './request-template-runs.repo.ts';
import { lockTemplate, templateItems, type TemplateItemRow } from './request-templates.repo.ts';

/** Tenants per chunk: each item's rows for a chunk go in one multi-row insert. */
export const TENANTS_PER_CHUNK = 1_000;

/**
 * Called inside the run's transaction with the requests it made (a one-off per tenant, or a new series' first
 * instance), so whoever tells the clients (notifications) queues its messages with them, or not at all.
 */
export type RequestsCreatedHook = (trx: Db, created: { tenantId: string; requestId: string }[]) => Promise<void>;

/**
 * Live progress of the runs this process is working: kept in memory rather than written as it goes, because
 * the work is one transaction (all or nothing) and a progress row written beside it would only be seen once
 * it commits. Another instance (or a restart) answers from the table: QUEUED/RUNNING with done 0, then DONE.
 */
export type RunProgress = Map<string, { total: number; done: number }>;

export type RunDeps = {
  db: Db;
  clock: Clock;
  progress: RunProgress;
  /** What was already submitted: a new request for it is DONE at once (fulfilAlreadySent). */
  submissions: SubmissionLookups;
  onRequestsCreated?: RequestsCreatedHook;
  /** Test seams: tenants per chunk, and a step after each chunk inside the transaction (a throw leaves nothing). */
  tenantsPerChunk?: number;
  afterChunk?: (done: number) => Promise<void>;
};

const FIRST_MONTH: Record<TRequestCadence, (month: number) => number> = {
  MONTHLY: (m) => m,
  QUARTERLY: (m) => m - ((m - 1) % 3),
  YEARLY: () => 1,
};

/** The first day of the period of `cadence` containing `today` (calendar quarters and years). */
export function currentPeriodStart(today: string, cadence: TRequestCadence): string {
  const month = Number(today.slice(5, 7));
  return addMonths(`${today.slice(0, 4)}-01-01`, FIRST_MONTH[cadence](month) - 1);
}

async function tenantsOf(trx: Db, run: RunRow): Promise<string[]> {
  if (run.all_tenants) return activeTenantIds(trx);
  // Checked when the run was asked for; one made In-active since is left out rather than failing everyone.
  const found = await tenantStatuses(trx, run.tenant_ids ?? []);
  return found.filter((t) => t.status === 1).map((t) => t.id);
}

/**
 * Applies the run's template to its tenants in ONE transaction: every series and request, the run's DONE mark
 * and its TEMPLATE_APPLIED event commit together, or nothing does. The template is locked meanwhile (an edit
 * or a delete waits). Inserts go a chunk of tenants at a time, one statement per item and chunk.
 */
export async function applyTemplateRun(deps: RunDeps, run: RunRow) {
  const { db, clock, progress } = deps;
  const today = firmDateOf(clock.now(), clock.timeZone);
  return db.transaction().execute(async (trx) => {
    if (!run.template_id || !(await lockTemplate(trx, run.template_id))) {
      throw new AppError(404, 'NOT_FOUND', 'The template was deleted before it could be applied');
    }
    const items = await templateItems(trx, run.template_id);
    const tenants = await tenantsOf(trx, run);
    const live = { total: tenants.length, done: 0 };
    progress.set(run.id, live);
    let requests = 0;
    let series = 0;
    const perChunk = deps.tenantsPerChunk ?? TENANTS_PER_CHUNK;
    const skipped = new Set((run.skip ?? []).map((s) => `${s.tenant_id} ${s.item_id}`));
    const firstDay = run.first_period ?? today;
    for (let start = 0; start < tenants.length; start += perChunk) {
      const chunk = tenants.slice(start, start + perChunk);
      if (run.skip_repeats) {
        // Found again now, for this chunk: a series made since the warning is a repeat too.
        const repeats = await findRepeats(trx, { templateId: run.template_id, tenantIds: chunk });
        for (const r of repeats) skipped.add(`${r.tenant_id} ${r.item_id}`);
      }
      const made: { tenantId: string; requestId: string }[] = [];
      for (const item of items) {
        const wanted = chunk.filter((tenantId) => !skipped.has(`${tenantId} ${item.id}`));
        const result = await applyItem(trx, item, wanted, { today, firstDay }, run.requested_by);
        made.push(...result.requests);
        series += result.series;
      }
      requests += made.length;
      // A period already submitted is DONE at once, set-based for the whole chunk; nobody is told to send it.
      const fulfilled = await fulfilAlreadySent(
        trx,
        deps.submissions,
        made.map((m) => m.requestId),
      );
      await deps.onRequestsCreated?.(
        trx,
        made.filter((m) => !fulfilled.has(m.requestId)),
      );
      live.done += chunk.length;
      await deps.afterChunk?.(live.done);
    }
    const counts = { total: tenants.length, requests, series };
    await finishRun(trx, run.id, counts);
    await recordAuditEvents(trx, [
      {
        action: 'TEMPLATE_APPLIED',
        result: 'OK',
        actorUserId: run.requested_by,
        tenantId: null,
        target: `request-template-run:${run.id}`,
        ip: null,
        detail: `request-template:${run.template_id}`,
        changes: {
          tenants: { from: null, to: counts.total },
          requests: { from: null, to: counts.requests },
          series: { from: null, to: counts.series },
        },
      },
    ]);
    return counts;
  });
}

async function applyItem(
  trx: Db,
  row: TemplateItemRow,
  tenantIds: string[],
  days: { today: string; firstDay: string },
  by: string | null,
) {
  const item: ItemToApply = {
    id: row.id,
    title: row.title,
    description: row.description,
    kind: row.kind,
    createdBy: by,
  };
  if (!row.cadence) {
    const dueOn = addDays(days.today, row.due_in_days ?? 0);
    return { requests: await insertTemplateOneOffs(trx, item, tenantIds, dueOn), series: 0 };
  }
  const dueDays = row.due_days ?? 0;
  // The period staff chose (a quarterly or yearly item: the quarter or year holding it), through today's.
  const first = currentPeriodStart(days.firstDay, row.cadence);
  const created = await insertTemplateSeries(trx, { ...item, cadence: row.cadence, dueDays }, tenantIds, first);
  const periods = periodsDue({ cadence: row.cadence, dueDays, firstPeriod: first, lastPeriod: null }, days.today, null);
  const requests = await insertSeriesInstances(trx, item, created, periods);
  return { requests, series: created.length };
}
