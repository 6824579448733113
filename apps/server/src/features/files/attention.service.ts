import type { TenantRecord } from '../../platform/auth/tenant-scope.ts';
import type { Db } from '../../platform/db/schema.ts';
import { documentsNeedingAttention } from './attention.repo.ts';

/** A document the firm marked Needs attention, with its note and when it was marked. */
export type MarkedDocument = { id: string; folder: string; name: string; note: string | null; markedAt: Date };

/**
 * The documents the firm is waiting on a client to correct, for the client's "What your firm needs from you"
 * (issue 30). Takes the tenant `requireTenant` returned: the caller has checked the boundary and 'view files'.
 */
export function createAttentionReader(deps: { db: Db }) {
  return {
    async markedIn(tenant: TenantRecord, limit: number): Promise<MarkedDocument[]> {
      const rows = await documentsNeedingAttention(deps.db, tenant.id, limit);
      return rows.map((row) => ({
        id: row.id,
        folder: row.folder,
        name: row.name,
        note: row.review_note,
        // A mark always has its time; a row marked before reviews were timed falls back to its upload.
        markedAt: row.reviewed_at ?? row.uploaded_at,
      }));
    },
  };
}
export type AttentionReader = ReturnType<typeof createAttentionReader>;
