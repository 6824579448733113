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

/** Of `ids`, the OPEN sales-tax and payroll requests with a period (the ones a submission can fulfil). */
export const openSubmissionRequests = (db: Db, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('document_requests')
        .select([
          'id',
          'tenant_id',
          'kind',
          sql<string>`to_char(period_start, 'YYYY-MM-DD')`.as('period_start'),
          sql<string>`to_char(period_end, 'YYYY-MM-DD')`.as('period_end'),
        ])
        .where(sql<boolean>`id = any(${ids}::uuid[])`)
        .where('status', '=', 'OPEN')
        .where('kind', 'in', ['SALES_TAX', 'PAYROLL'])
        .where('period_start', 'is not', null)
        .execute();

/** Marks each request DONE, fulfilled by its submission, if still OPEN: one UPDATE for all of them. */
export async function markDoneBySubmission(db: Db, matched: { id: string; ref: string }[]) {
  if (matched.length === 0) return [];
  const { rows } = await sql<{ id: string; tenant_id: string }>`
    UPDATE document_requests AS r
    SET status = 'DONE', fulfilled_by = v.ref, decided_at = now(), revision = r.revision + 1, updated_at = now()
    FROM unnest(${matched.map((m) => m.id)}::uuid[], ${matched.map((m) => m.ref)}::text[]) AS v(id, ref)
    WHERE r.id = v.id AND r.status = 'OPEN'
    RETURNING r.id, r.tenant_id`.execute(db);
  return rows;
}
