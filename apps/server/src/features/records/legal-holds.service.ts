import type { TLegalHold, TLegalHoldList, TLegalHoldRequest, TReasonRequest } from '@ledgerport/contract';
import { auditActorOf, type Audited } from '../../platform/audit/audited.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { requireTenant } from '../../platform/auth/tenant-scope.ts';
import { lockCompanyForHold } from '../../platform/records/legal-hold-check.ts';
import type { Db } from '../../platform/db/schema.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import { presentHold } from './records.presenter.ts';
import {
  disposalInFlight,
  documentNameOf,
  insertLegalHold,
  legalHoldsOf,
  lockLegalHold,
  releaseLegalHold,
} from './records.repo.ts';

const alreadyReleased = () => new AppError(409, 'CONFLICT', 'This legal hold was already released');
const disposalRunning = () =>
  new AppError(409, 'DISPOSAL_RUNNING', 'A disposal is removing these files right now: try again in a moment');

/**
 * Legal holds (issue 35) on a whole company or one of its documents (live or in the trash). Placing and releasing
 * take 'manage retention' and a reason, each on the trail (`legal-hold:<uuid>`, the reason in detail). What a hold
 * does is enforced where documents are removed, through platform/records/legal-hold-check.ts.
 */
export function createLegalHoldsService(deps: { db: Db; audited: Audited }) {
  const { db, audited } = deps;

  return {
    list: async (
      actor: Principal,
      tenantId: string,
      query: { active?: 'true' | 'false' | undefined; limit: number },
    ) => {
      await requireTenant(db, actor.access, tenantId, 'review files');
      if (actor.access.audience !== 'staff') throw forbidden();
      const rows = await legalHoldsOf(db, tenantId, { activeOnly: query.active === 'true', limit: query.limit });
      return { data: rows.map(presentHold) } satisfies TLegalHoldList;
    },

    place: (actor: Principal, tenantId: string, request: TLegalHoldRequest): Promise<TLegalHold> =>
      audited(
        auditActorOf(actor),
        { action: 'LEGAL_HOLD_PLACE', tenantId, target: `tenant:${tenantId}` },
        async (scope) => {
          await requireTenant(db, actor.access, tenantId, 'manage retention');
          const reason = request.reason.trim();
          scope.detail = reason;
          const documentId = request.document_uuid ?? null;
          return db.transaction().execute(async (trx) => {
            // Waits for deletes in flight in this company, so none removes what this hold is about to cover.
            await lockCompanyForHold(trx, tenantId);
            const documentName = documentId === null ? null : await documentNameOf(trx, tenantId, documentId);
            if (documentName === undefined) throw notFound('File');
            // Claimed items' bytes are going: a hold now would stand over files already gone (defined outcome).
            if (await disposalInFlight(trx, tenantId, documentId)) throw disposalRunning();
            const hold = await insertLegalHold(trx, {
              tenant_id: tenantId,
              document_id: documentId,
              reason,
              held_by: actor.access.userId,
            });
            scope.target = `legal-hold:${hold.id}`;
            scope.changes = { held: { from: null, to: documentId === null ? 'company' : `document:${documentId}` } };
            await scope.recordIn(trx);
            return presentHold({ ...hold, document_name: documentName });
          });
        },
      ),

    release: (actor: Principal, tenantId: string, holdId: string, request: TReasonRequest): Promise<TLegalHold> =>
      audited(
        auditActorOf(actor),
        { action: 'LEGAL_HOLD_RELEASE', tenantId, target: `legal-hold:${holdId}` },
        async (scope) => {
          await requireTenant(db, actor.access, tenantId, 'manage retention');
          const reason = request.reason.trim();
          scope.detail = reason;
          return db.transaction().execute(async (trx) => {
            const hold = await lockLegalHold(trx, tenantId, holdId);
            if (!hold) throw notFound('Legal hold');
            if (hold.released_at) throw alreadyReleased();
            const released = await releaseLegalHold(trx, holdId, {
              released_by: actor.access.userId,
              release_reason: reason,
            });
            scope.changes = { released: { from: false, to: true } };
            await scope.recordIn(trx);
            const documentName =
              hold.document_id === null ? null : await documentNameOf(trx, tenantId, hold.document_id);
            return presentHold({ ...released, document_name: documentName ?? null });
          });
        },
      ),
  };
}
export type LegalHoldsService = ReturnType<typeof createLegalHoldsService>;
