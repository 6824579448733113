import type { TRequestKind } from '@ledgerport/contract';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/schema.ts';

/** The tenant's OPEN requests of `kind` whose period holds `month`, marked SUBMITTED; answers their ids. */
export async function markSubmittedForMonth(
  db: Db,
  by: { tenantId: string; kind: TRequestKind; month: string; userId: string },
): Promise<string[]> {
  const moved = await db
    .updateTable('document_requests')
    .set({
      status: 'SUBMITTED',
      submitted_at: sql<Date>`now()`,
      submitted_by: by.userId,
      revision: sql<number>`revision + 1`,
      updated_at: sql<Date>`now()`,
    })
    .where('tenant_id', '=', by.tenantId)
    .where('kind', '=', by.kind)
    .where('status', '=', 'OPEN')
    .where('period_start', '<=', by.month)
    .where('period_end', '>=', by.month)
    .returning('id')
    .execute();
  return moved.map((r) => r.id);
}
