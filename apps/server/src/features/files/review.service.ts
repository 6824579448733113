import type { TReviewRequest } from '@ledgerport/contract';
import type { FastifyBaseLogger } from 'fastify';
import { auditActorOf, auditBatch, createAudited } from '../../platform/audit/audited.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { requireTenant } from '../../platform/auth/tenant-scope.ts';
import type { Db } from '../../platform/db/schema.ts';
import { diffChanges } from '../../platform/audit/changes.ts';
import { notFound } from '../../platform/errors.ts';
import { joinPath } from './catalog-paths.ts';
import type { ReviewNews } from './review-news.ts';
import { lockLiveDocuments, setReview } from './review.repo.ts';

/**
 * Staff's verdict on a company's documents ('review files'): one status for one or many files, each file's own
 * event on the trail (who reviewed which document, the note the client reads). A file not found live in this
 * company makes the whole request a 404: nothing is half-marked. A file newly marked Needs attention (or given
 * another note) is told to the company's users in the same transaction (review-news.ts); one marked again with
 * the same note is not told twice.
 */
export function createReviewService(deps: { db: Db; log: FastifyBaseLogger; news: ReviewNews }) {
  const { db, news } = deps;
  const audited = createAudited(db, deps.log);

  return {
    review: (actor: Principal, tenantId: string, request: TReviewRequest) =>
      audited(
        auditActorOf(actor),
        { action: 'FILE_REVIEW', tenantId, target: `${request.ids.length} files` },
        async (scope) => {
          const tenant = await requireTenant(db, actor.access, tenantId, 'review files');
          const note = request.status === 'NEEDS_ATTENTION' ? (request.note ?? null) : null;
          const ids = [...new Set(request.ids)];
          return db.transaction().execute(async (trx) => {
            const before = await lockLiveDocuments(trx, tenantId, ids);
            if (before.length !== ids.length) throw notFound('File');
            await setReview(trx, ids, { status: request.status, note, reviewerId: actor.access.userId });
            const changesOf = (file: (typeof before)[number]) =>
              diffChanges(file, { review_status: request.status, review_note: note }, ['review_status', 'review_note']);
            scope.detail = request.status;
            if (before.length === 1) {
              // One file: its own event is the request's.
              scope.target = joinPath(before[0]!.folder, before[0]!.name);
              scope.changes = changesOf(before[0]!);
            } else {
              // Many: one event per document beside the request's, so the trail answers "who reviewed this file".
              const batch = auditBatch(auditActorOf(actor));
              for (const file of before) {
                batch.add({
                  action: 'FILE_REVIEW',
                  tenantId,
                  target: joinPath(file.folder, file.name),
                  detail: request.status,
                  changes: changesOf(file),
                });
              }
              await batch.flush(trx);
            }
            if (note !== null) {
              const changed = before.filter((f) => f.review_status !== 'NEEDS_ATTENTION' || f.review_note !== note);
              await news.needsAttention(trx, tenant, changed, note);
            }
            await scope.recordIn(trx);
            return { updated: before.length };
          });
        },
      ),
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;
