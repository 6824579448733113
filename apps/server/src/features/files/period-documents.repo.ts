import type { TUploadType } from '@ledgerport/contract';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/schema.ts';

/**
 * The tenant's live files of `type` uploaded from the start of day `from` to the end of day `through` in
 * `timeZone`, newest first: a range of documents_recent_idx (tenant_id, uploaded_at DESC) WHERE live.
 */
export const documentsUploadedIn = (
  db: Db,
  query: { tenantId: string; type: TUploadType; from: string; through: string; timeZone: string; limit: number },
) =>
  db
    .selectFrom('documents')
    .select(['id', 'name', 'folder', 'uploaded_at'])
    .where('tenant_id', '=', query.tenantId)
    .where('deleted_at', 'is', null)
    .where('type', '=', query.type)
    .where('uploaded_at', '>=', sql<Date>`(${query.from}::date)::timestamp AT TIME ZONE ${query.timeZone}`)
    .where('uploaded_at', '<', sql<Date>`(${query.through}::date + 1)::timestamp AT TIME ZONE ${query.timeZone}`)
    .orderBy('uploaded_at', 'desc')
    .orderBy('id')
    .limit(query.limit)
    .execute();
