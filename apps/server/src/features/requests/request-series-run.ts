import { recordAuditEvents } from '../../platform/audit/audit-recorder.ts';
import type { Db } from '../../platform/db/schema.ts';
import { fulfilAlreadySent, type SubmissionLookups } from './request-already-sent.ts';
import { firmDateOf } from '../../platform/time/firm-day.ts';
import type { Clock } from '../../platform/time/clock.ts';
import { liveSeriesIds, lockLiveSeries } from './request-series.repo.ts';
import { makeSeriesInstances } from './request-series.ts';

/**
 * Makes every live series' requests for the periods begun by today (the firm's date), one series per
 * transaction with the series locked (a cancel waits, or goes first and nothing is made). A new period whose
 * sales tax or payroll was already submitted is DONE at once (fulfilAlreadySent). Running it twice,
 * or on two instances at once, makes nothing twice: the unique (series_id, period_start) key skips a period
 * made already. Each request made is on the audit trail (no actor: the schedule made it). Answers how many.
 */
export async function makeDuePeriods(db: Db, clock: Clock, submissions: SubmissionLookups): Promise<number> {
  const today = firmDateOf(clock.now(), clock.timeZone);
  let made = 0;
  for (const seriesId of await liveSeriesIds(db)) {
    made += await db.transaction().execute(async (trx) => {
      const series = await lockLiveSeries(trx, seriesId);
      if (!series) return 0;
      const ids = await makeSeriesInstances(trx, series, today, null);
      await recordAuditEvents(
        trx,
        ids.map((id) => ({
          action: 'REQUEST_CREATE',
          result: 'OK',
          actorUserId: null,
          tenantId: series.tenant_id,
          target: `request:${id}`,
          ip: null,
          detail: `request-series:${seriesId}`,
        })),
      );
      await fulfilAlreadySent(trx, submissions, ids);
      return ids.length;
    });
  }
  return made;
}
