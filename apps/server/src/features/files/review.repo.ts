import { sql } from 'kysely';
import type { TReviewStatus } from '@ledgerport/contract';
import type { Db } from '../../platform/db/schema.ts';

/** The live documents among `ids` in this company, locked until the transaction ends (what a review changes). */
export function lockLiveDocuments(db: Db, tenantId: string, ids: string[]) {
  return db
    .selectFrom('documents')
    .select(['id', 'folder', 'name', 'review_status', 'review_note', 'revision'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .execute();
}

/** One verdict for the given documents; their revision moves on, so an open rename dialog sees it changed. */
export function setReview(
  db: Db,
  ids: string[],
  review: { status: TReviewStatus; note: string | null; reviewerId: string },
) {
  return db
    .updateTable('documents')
    .set({
      review_status: review.status,
      review_note: review.note,
      reviewed_by: review.reviewerId,
      reviewed_at: sql<Date>`now()`,
      revision: sql<number>`revision + 1`,
    })
    .where('id', 'in', ids)
    .execute();
}
