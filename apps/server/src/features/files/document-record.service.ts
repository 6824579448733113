import type { TDocumentRecord, TDocumentRecordRequest, TDocumentRecordView } from '@ledgerport/contract';
import { auditActorOf, type Audited } from '../../platform/audit/audited.ts';
import { diffChanges } from '../../platform/audit/changes.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { requireTenant } from '../../platform/auth/tenant-scope.ts';
import type { Db } from '../../platform/db/schema.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { heldAmong } from '../../platform/records/legal-hold-check.ts';
import { documentRecordOf, lockDocumentRecord, setDocumentRecord } from './documents.repo.ts';

/**
 * A document's record class and tax year as staff correct them (issue 35): 'review files', the staff's own
 * permission over a company's documents (a client's 'manage files' does not reach it), and a staff role, since a
 * client must not shorten what the firm keeps. One event with from/to; nothing changed is still recorded (OK,
 * no changes), a document of another company or in the trash is 404.
 */
export function createDocumentRecordService(deps: { db: Db; audited: Audited }) {
  const { db, audited } = deps;
  return {
    /** The record and whether a hold keeps the document (staff with 'review files', as for a change). */
    view: async (actor: Principal, tenantId: string, id: string): Promise<TDocumentRecordView> => {
      await requireTenant(db, actor.access, tenantId, 'review files');
      if (actor.access.audience !== 'staff') throw forbidden();
      const record = await documentRecordOf(db, tenantId, id);
      if (!record) throw notFound('File');
      const held = await heldAmong(db, [{ id, tenant_id: tenantId }]);
      return { uuid: id, ...record, held: held.size > 0 };
    },

    change: (
      actor: Principal,
      tenantId: string,
      id: string,
      request: TDocumentRecordRequest,
    ): Promise<TDocumentRecord> =>
      audited(
        auditActorOf(actor),
        { action: 'RECORD_CLASS_CHANGE', tenantId, target: `document:${id}` },
        async (scope) => {
          await requireTenant(db, actor.access, tenantId, 'review files');
          if (actor.access.audience !== 'staff') throw forbidden();
          return db.transaction().execute(async (trx) => {
            const before = await lockDocumentRecord(trx, tenantId, id);
            if (!before) throw notFound('File');
            const after = {
              record_class: request.record_class ?? before.record_class,
              tax_year: request.tax_year === undefined ? before.tax_year : request.tax_year,
            };
            await setDocumentRecord(trx, id, after);
            scope.changes = diffChanges(before, after, ['record_class', 'tax_year']);
            await scope.recordIn(trx);
            return { uuid: id, ...after };
          });
        },
      ),
  };
}
export type DocumentRecordService = ReturnType<typeof createDocumentRecordService>;
