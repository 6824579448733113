import type { FastifyBaseLogger } from 'fastify';
import { recordAlongside } from '../../platform/audit/audited.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { Clock } from '../../platform/time/clock.ts';
import { firmDateOf } from '../../platform/time/firm-day.ts';
import { disposalDue } from './disposal-due.repo.ts';
import { flagInactiveCompanies, insertDueItems, reviewById, reviewOfDay } from './disposals.repo.ts';

export const DISPOSAL_REVIEW_QUEUE = 'records-disposal-review';
/** Daily at 03:17 UTC, a quiet hour for US firms. */
const DAILY = '17 3 * * *';
/** Due documents recorded per step: each page is one short transaction. */
const PAGE = 500;
/** The FTC Safeguards Rule: customer information disposed of within two years of its last use (16 CFR 314.4(c)(6)). */
const INACTIVE_YEARS = 2;

/**
 * Lists what is past its retention on the firm's day of `now` in that day's review: page after page of
 * `disposalDue`, each page recorded before the next is asked for (the due query skips what a review lists), so a
 * second run the same day, or a run after a crash, adds only what is new. A review already approved is left as
 * it is (what is due from then on goes to the next day's). Companies quiet for two years are flagged in it.
 */
export async function runDisposalReview(deps: { db: Db; now: Date; timeZone: string }) {
  const { db, now } = deps;
  const review = await reviewOfDay(db, firmDateOf(now, deps.timeZone), now);
  let listed = 0;
  let flagged = 0;
  if (review.status === 'OPEN') {
    for (;;) {
      const due = await disposalDue(db, now, PAGE);
      const added = await insertDueItems(db, review.id, due);
      listed += added;
      // Nothing new although something is due: another run recorded it meanwhile; never loop on it.
      if (due.length < PAGE || added === 0) break;
    }
    const before = new Date(now);
    before.setUTCFullYear(before.getUTCFullYear() - INACTIVE_YEARS);
    flagged = await flagInactiveCompanies(db, review.id, before);
  }
  return { review: (await reviewById(db, review.id))!, listed, flagged };
}

/** Daily; reads the firm's clock, so a test server (TEST_CLOCK) can move past a retention and run it at once. */
export async function startDisposalReview(deps: { db: Db; jobs: Jobs; clock: Clock; log: FastifyBaseLogger }) {
  const { db, jobs, clock, log } = deps;
  await jobs.defineQueue(DISPOSAL_REVIEW_QUEUE, {
    retryLimit: 3,
    retryDelay: 300,
    retryBackoff: true,
    expireInSeconds: 3600,
  });
  await jobs.work(DISPOSAL_REVIEW_QUEUE, async () => {
    const { review, listed, flagged } = await runDisposalReview({ db, now: clock.now(), timeZone: clock.timeZone });
    // No one acted: the schedule did.
    await recordAlongside(db, { userId: null, ip: null }, listEvent(review.id, listed, flagged));
    if (listed > 0) log.info({ review: review.id, listed }, 'disposal review listed documents past retention');
  });
  await jobs.schedule(DISPOSAL_REVIEW_QUEUE, DAILY);
}

/** The trail's record of a run: which review, what it added. */
export const listEvent = (reviewId: string, listed: number, flagged: number) => ({
  action: 'DISPOSAL_REVIEW_LIST' as const,
  tenantId: null,
  target: `disposal-review:${reviewId}`,
  detail: `${listed} documents listed, ${flagged} inactive companies flagged`,
});
