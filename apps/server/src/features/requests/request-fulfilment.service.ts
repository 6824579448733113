import type { TRequestKind } from '@ledgerport/contract';
import { recordAlongside, type AuditActor } from '../../platform/audit/audited.ts';
import type { Db } from '../../platform/db/schema.ts';
import { markSubmittedForMonth } from './request-fulfilment.repo.ts';

/**
 * For the sales-tax and payroll features: a submission of `kind` for the month starting `month` ('YYYY-MM-01')
 * fulfils the tenant's OPEN requests of that kind whose period holds that month (marked SUBMITTED, for the
 * firm to accept). Runs in the caller's transaction, so the request moves only if the submission commits;
 * each request moved is on the audit trail. Answers the ids of the requests fulfilled.
 */
export async function fulfilRequestsForMonth(
  trx: Db,
  actor: AuditActor & { userId: string },
  fulfilment: { tenantId: string; kind: Extract<TRequestKind, 'SALES_TAX' | 'PAYROLL'>; month: string },
): Promise<string[]> {
  const { tenantId, kind, month } = fulfilment;
  const moved = await markSubmittedForMonth(trx, { tenantId, kind, month, userId: actor.userId });
  for (const id of moved) {
    await recordAlongside(trx, actor, {
      action: 'REQUEST_SUBMIT',
      tenantId,
      target: `request:${id}`,
      changes: { status: { from: 'OPEN', to: 'SUBMITTED' } },
      detail: `${kind} for ${month.slice(0, 7)}`,
    });
  }
  return moved;
}
