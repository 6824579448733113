import type { TAssignTenantsRequest, TAssignTenantsResult } from '@ledgerport/contract';
import type { Kysely } from 'kysely';
import { auditActorOf, auditBatch, requireFirmPermission, type Audited } from '../../platform/audit/audited.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import type { DB } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { assignTenants, lockAssignments } from './tenants.repo.ts';
import { assertAssignable } from './tenants.service.ts';

/**
 * Bulk assignment (issue 16, item 5): one staff member (or nobody) for many tenants at once, with the
 * permission the tenant form needs ('update tenant'). One TENANT_ASSIGNED event per tenant that changed
 * hands (before → after), beside the TENANT_BULK_ASSIGN event of the action; all in one transaction.
 */
export function createTenantAssignmentService(deps: { db: Kysely<DB>; audited: Audited }) {
  const { db, audited } = deps;
  return {
    assign: (actor: Principal, input: TAssignTenantsRequest): Promise<TAssignTenantsResult> =>
      audited(
        auditActorOf(actor),
        {
          action: 'TENANT_BULK_ASSIGN',
          tenantId: null,
          target: input.staff_id ? `user:${input.staff_id}` : 'user:none',
        },
        async (scope) => {
          requireFirmPermission(actor, 'update tenant');
          await assertAssignable(db, input.staff_id, 'staff_id');
          const ids = [...new Set(input.tenant_ids)];
          return db.transaction().execute(async (trx) => {
            const current = await lockAssignments(trx, ids);
            if (current.length !== ids.length) throw notFound('Tenant');
            const changing = current.filter((t) => t.responsible_staff_id !== input.staff_id);
            await assignTenants(
              trx,
              changing.map((t) => t.id),
              input.staff_id,
            );
            const events = auditBatch(auditActorOf(actor));
            for (const t of changing) {
              events.add({
                action: 'TENANT_ASSIGNED',
                tenantId: t.id,
                target: `tenant:${t.id}`,
                changes: { responsible_staff_uuid: { from: t.responsible_staff_id, to: input.staff_id } },
              });
            }
            await events.flush(trx);
            const result = { assigned: changing.length, unchanged: ids.length - changing.length };
            scope.changes = { tenants: { from: null, to: result.assigned } };
            await scope.recordIn(trx);
            return result;
          });
        },
      ),
  };
}
export type TenantAssignmentService = ReturnType<typeof createTenantAssignmentService>;
