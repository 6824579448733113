import type {
  TDisposalExcludeRequest,
  TDisposalItem,
  TDisposalItemList,
  TDisposalPageQuery,
  TDisposalReview,
  TDisposalReviewList,
  TDisposalReviewRun,
  TDisposalSettings,
  TInactiveCompanyList,
} from '@ledgerport/contract';
import { auditActorOf, requireFirmPermission, type Audited } from '../../platform/audit/audited.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import type { Db } from '../../platform/db/schema.ts';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { Clock } from '../../platform/time/clock.ts';
import { DISPOSAL_EXECUTION_QUEUE } from './disposal-execution.job.ts';
import { listEvent, runDisposalReview } from './disposal-review.job.ts';
import { presentInactive, presentItem, presentReview } from './disposals.presenter.ts';
import {
  certificateOf,
  inactiveCompaniesOf,
  itemsPage,
  lockFirmBranding,
  lockItem,
  lockReview,
  reviewById,
  reviewsPage,
  secondApproverSetting,
  setItemStatus,
  setReview,
  setSecondApproverSetting,
} from './disposals.repo.ts';

const sameApprover = () =>
  new AppError(409, 'SAME_APPROVER', 'The second approval must come from someone other than the first approver');
const notOpen = () => conflict('This disposal review was approved already: its items can no longer change');

/** Staff with 'dispose records' (SuperAdmin and Admin by default); a client never, whatever their roles. */
function requireDisposer(actor: Principal) {
  if (actor.access.staffRoles.length === 0) throw forbidden();
  requireFirmPermission(actor, 'dispose records');
}

const nextAfter = <T extends { id: string }>(rows: T[], limit: number) =>
  rows.length === limit ? (rows.at(-1)?.id ?? null) : null;

/**
 * The disposal review (issue 35): the day's list of what is past its retention, items kept out by staff, the
 * approval (by two different people when the firm's setting asks), the certificate's download, and the setting
 * itself. Each change is one audited action; the removal itself is the execution job's (disposal-execution.ts).
 */
export function createDisposalsService(deps: { db: Db; audited: Audited; jobs: Jobs; clock: Clock }) {
  const { db, audited, jobs, clock } = deps;

  const reviewOrThrow = async (id: string) => {
    const review = await reviewById(db, id);
    if (!review) throw notFound('Disposal review');
    return review;
  };

  return {
    async reviews(actor: Principal, query: TDisposalPageQuery): Promise<TDisposalReviewList> {
      requireDisposer(actor);
      const rows = await reviewsPage(db, query.after, query.limit);
      return { data: rows.map(presentReview), next_after: nextAfter(rows, query.limit) };
    },

    async review(actor: Principal, id: string): Promise<TDisposalReview> {
      requireDisposer(actor);
      return presentReview(await reviewOrThrow(id));
    },

    async items(actor: Principal, id: string, query: TDisposalPageQuery): Promise<TDisposalItemList> {
      requireDisposer(actor);
      await reviewOrThrow(id);
      const rows = await itemsPage(db, id, query.after, query.limit);
      return { data: rows.map(presentItem), next_after: nextAfter(rows, query.limit) };
    },

    async inactiveCompanies(actor: Principal, id: string): Promise<TInactiveCompanyList> {
      requireDisposer(actor);
      await reviewOrThrow(id);
      return { data: (await inactiveCompaniesOf(db, id)).map(presentInactive) };
    },

    /** What the daily job does, now, on the firm's clock (a test clock moves it): today's review. */
    reviewNow: (actor: Principal): Promise<TDisposalReviewRun> =>
      audited(
        auditActorOf(actor),
        { action: 'DISPOSAL_REVIEW_LIST', tenantId: null, target: 'disposal-review' },
        async (scope) => {
          requireDisposer(actor);
          const run = await runDisposalReview({ db, now: clock.now(), timeZone: clock.timeZone });
          const event = listEvent(run.review.id, run.listed, run.flagged);
          scope.target = event.target;
          scope.detail = event.detail;
          return { review: presentReview(run.review), listed: run.listed };
        },
      ),

    exclude: (
      actor: Principal,
      reviewId: string,
      itemId: string,
      request: TDisposalExcludeRequest,
    ): Promise<TDisposalItem> =>
      audited(
        auditActorOf(actor),
        { action: 'DISPOSAL_ITEM_EXCLUDE', tenantId: null, target: `disposal-item:${itemId}` },
        async (scope) => {
          requireDisposer(actor);
          const reason = request.reason.trim();
          scope.detail = reason;
          return db.transaction().execute(async (trx) => {
            const review = await lockReview(trx, reviewId);
            if (!review) throw notFound('Disposal review');
            const item = await lockItem(trx, reviewId, itemId);
            if (!item) throw notFound('Disposal item');
            scope.tenantId = item.tenant_id;
            if (review.status !== 'OPEN') throw notOpen();
            if (item.status !== 'DUE') throw conflict('This item is not due for disposal (kept or held already)');
            await setItemStatus(trx, itemId, { status: 'EXCLUDED', note: reason, changed_by: actor.access.userId });
            scope.changes = { status: { from: 'DUE', to: 'EXCLUDED' } };
            await scope.recordIn(trx);
            return presentItem({ ...item, status: 'EXCLUDED', note: reason, changed_by: actor.access.userId });
          });
        },
      ),

    /**
     * The first approval, or the second one when the firm asks for two people (a second by the first approver is
     * 409 SAME_APPROVER). The final one starts the disposal: its job is sent in the same transaction.
     */
    async approve(actor: Principal, reviewId: string): Promise<TDisposalReview> {
      const seen = await reviewById(db, reviewId);
      const second = seen?.status === 'AWAITING_SECOND';
      const result = await audited(
        auditActorOf(actor),
        {
          action: second ? 'DISPOSAL_SECOND_APPROVE' : 'DISPOSAL_APPROVE',
          tenantId: null,
          target: `disposal-review:${reviewId}`,
        },
        async (scope) => {
          requireDisposer(actor);
          if (!seen) throw notFound('Disposal review');
          const userId = actor.access.userId;
          return db.transaction().execute(async (trx) => {
            const review = await lockReview(trx, reviewId);
            if (!review || review.status !== seen.status) throw conflict('This disposal review changed meanwhile');
            const now = clock.now();
            if (review.status === 'OPEN') {
              const needsSecond = await secondApproverSetting(trx);
              const status = needsSecond ? 'AWAITING_SECOND' : 'DISPOSING';
              await setReview(trx, reviewId, { status, first_approver: userId, first_approved_at: now });
              scope.changes = { status: { from: 'OPEN', to: status } };
            } else if (review.status === 'AWAITING_SECOND') {
              if (review.first_approver === userId) throw sameApprover();
              await setReview(trx, reviewId, { status: 'DISPOSING', second_approver: userId, second_approved_at: now });
              scope.changes = { status: { from: 'AWAITING_SECOND', to: 'DISPOSING' } };
            } else {
              throw conflict('This disposal review was approved already');
            }
            const after = (await lockReview(trx, reviewId))!;
            if (after.status === 'DISPOSING') await jobs.send(trx, DISPOSAL_EXECUTION_QUEUE, { review_id: reviewId });
            await scope.recordIn(trx);
            return presentReview(after);
          });
        },
      );
      if (result.status === 'DISPOSING') jobs.wake(DISPOSAL_EXECUTION_QUEUE);
      return result;
    },

    async certificate(actor: Principal, reviewId: string, format: 'json' | 'pdf') {
      requireDisposer(actor);
      const row = await certificateOf(db, reviewId);
      const bytes = format === 'json' ? row.json : row.pdf;
      if (!bytes) throw notFound('Disposal certificate');
      return bytes;
    },

    async settings(actor: Principal): Promise<TDisposalSettings> {
      requireDisposer(actor);
      return { disposal_second_approver: await secondApproverSetting(db) };
    },

    /** SuperAdmin only, on the trail as a firm setting change (before/after). */
    changeSettings: (actor: Principal, value: boolean): Promise<TDisposalSettings> =>
      audited(
        auditActorOf(actor),
        { action: 'FIRM_SETTING_CHANGE', tenantId: null, target: 'firm:disposal' },
        async (scope) => {
          if (!actor.access.staffRoles.includes('SuperAdmin')) throw forbidden();
          await db.transaction().execute(async (trx) => {
            const before = (await lockFirmBranding(trx)).disposal_second_approver;
            await setSecondApproverSetting(trx, value);
            scope.changes = before === value ? null : { disposal_second_approver: { from: before, to: value } };
            await scope.recordIn(trx);
          });
          return { disposal_second_approver: value };
        },
      ),
  };
}
export type DisposalsService = ReturnType<typeof createDisposalsService>;
