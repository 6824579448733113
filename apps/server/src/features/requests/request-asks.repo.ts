import { dayText, nullableDayText } from '../../platform/db/exact-values.ts';
import type { Db } from '../../platform/db/schema.ts';

/**
 * A tenant's OPEN requests in due order, at most `limit`: read in the order of the (tenant_id, status, due_on,
 * id) index, so a company with years of requests costs `limit` rows, not all of them.
 */
export const openRequestsOf = (db: Db, tenantId: string, limit: number) =>
  db
    .selectFrom('document_requests')
    .select([
      'id',
      'title',
      'kind',
      dayText('due_on').as('due_on'),
      nullableDayText('period_start').as('period_start'),
      nullableDayText('period_end').as('period_end'),
      'return_note',
    ])
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'OPEN')
    // Qualified: the bare name is the day as text selected above, which no index holds.
    .orderBy('document_requests.due_on')
    .orderBy('document_requests.id')
    .limit(limit)
    .execute();
