import type { Db } from '../../platform/db/schema.ts';
import { periodsDue } from './request-periods.ts';
import { insertRequests } from './requests.repo.ts';
import type { LockedSeries } from './request-series.repo.ts';

/**
 * Makes the series' instances for every period begun by `today` that it has not made yet. Safe to run any
 * number of times: a period already made is skipped by the unique (series_id, period_start) key.
 * Answers the ids of the instances made now.
 */
export function makeSeriesInstances(db: Db, series: LockedSeries, today: string, createdBy: string | null) {
  const plan = {
    cadence: series.cadence,
    dueDays: series.due_days,
    firstPeriod: series.first_period,
    lastPeriod: series.last_period,
  };
  return insertRequests(
    db,
    periodsDue(plan, today, series.madeThrough).map((period) => ({
      tenantId: series.tenant_id,
      seriesId: series.id,
      title: series.title,
      description: series.description,
      kind: series.kind,
      period: { start: period.start, end: period.end },
      dueOn: period.dueOn,
      createdBy,
    })),
  );
}
