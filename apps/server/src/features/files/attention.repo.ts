import type { Db } from '../../platform/db/schema.ts';

/**
 * A company's live documents marked Needs attention, the oldest mark first, at most `limit`: the partial index
 * documents_attention_idx (tenant_id, reviewed_at, id) holds exactly these, in this order.
 */
export const documentsNeedingAttention = (db: Db, tenantId: string, limit: number) =>
  db
    .selectFrom('documents')
    .select(['id', 'folder', 'name', 'review_note', 'reviewed_at', 'uploaded_at'])
    .where('tenant_id', '=', tenantId)
    .where('review_status', '=', 'NEEDS_ATTENTION')
    .where('deleted_at', 'is', null)
    .orderBy('reviewed_at')
    .orderBy('id')
    .limit(limit)
    .execute();
