import type {
  TReasonRequest,
  TRecordClass,
  TRetentionOverride,
  TRetentionOverrideList,
  TRetentionOverrideRequest,
  TRetentionRule,
  TRetentionRuleRequest,
  TRetentionSchedule,
} from '@ledgerport/contract';
import { auditActorOf, requireFirmPermission, type Audited } from '../../platform/audit/audited.ts';
import { diffChanges } from '../../platform/audit/changes.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { requireTenant } from '../../platform/auth/tenant-scope.ts';
import type { Db } from '../../platform/db/schema.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { presentOverride, presentRule } from './records.presenter.ts';
import {
  deleteRetentionOverride,
  lockRetentionOverride,
  lockRetentionRule,
  retentionOverridesOf,
  retentionSchedule,
  setRetentionRule,
  upsertRetentionOverride,
} from './records.repo.ts';

/** Staff read the schedule (each class's rule and where its number comes from); clients never do. */
function requireStaff(actor: Principal) {
  if (actor.access.audience !== 'staff') throw forbidden();
}

/**
 * The retention schedule (issue 35): the firm's rule per record class, changed only with 'manage retention' (the
 * SuperAdmin's), and a company's own rule for a class. Every change carries a reason (the event's detail) and
 * its before/after (the event's changes), written in the transaction that makes it.
 */
export function createRetentionService(deps: { db: Db; audited: Audited }) {
  const { db, audited } = deps;
  const overrideTarget = (tenantId: string, recordClass: TRecordClass) => `tenant:${tenantId}:retention:${recordClass}`;

  return {
    schedule: async (actor: Principal): Promise<TRetentionSchedule> => {
      requireStaff(actor);
      return { data: (await retentionSchedule(db)).map(presentRule) };
    },

    changeRule: (
      actor: Principal,
      recordClass: TRecordClass,
      request: TRetentionRuleRequest,
    ): Promise<TRetentionRule> =>
      audited(
        auditActorOf(actor),
        { action: 'RETENTION_RULE_CHANGE', tenantId: null, target: `retention:${recordClass}` },
        async (scope) => {
          requireFirmPermission(actor, 'manage retention');
          scope.detail = request.reason.trim();
          return db.transaction().execute(async (trx) => {
            const before = await lockRetentionRule(trx, recordClass);
            if (!before) throw notFound('Record class');
            const after = await setRetentionRule(trx, recordClass, {
              basis: request.basis,
              years: request.years,
              source: request.source?.trim() || before.source,
              updated_by: actor.access.userId,
            });
            scope.changes = diffChanges(before, after, ['basis', 'years', 'source']);
            await scope.recordIn(trx);
            return presentRule(after);
          });
        },
      ),

    /** The company's own rules: staff who may review its files (the same reach as its legal holds). */
    overrides: async (actor: Principal, tenantId: string): Promise<TRetentionOverrideList> => {
      await requireTenant(db, actor.access, tenantId, 'review files');
      requireStaff(actor);
      return { data: (await retentionOverridesOf(db, tenantId)).map(presentOverride) };
    },

    setOverride: (
      actor: Principal,
      tenantId: string,
      recordClass: TRecordClass,
      request: TRetentionOverrideRequest,
    ): Promise<TRetentionOverride> =>
      audited(
        auditActorOf(actor),
        { action: 'RETENTION_OVERRIDE_SET', tenantId, target: overrideTarget(tenantId, recordClass) },
        async (scope) => {
          await requireTenant(db, actor.access, tenantId, 'manage retention');
          const reason = request.reason.trim();
          scope.detail = reason;
          return db.transaction().execute(async (trx) => {
            const before = await lockRetentionOverride(trx, tenantId, recordClass);
            const after = await upsertRetentionOverride(trx, {
              tenant_id: tenantId,
              record_class: recordClass,
              basis: request.basis,
              years: request.years,
              reason,
              created_by: actor.access.userId,
            });
            scope.changes = diffChanges(before ?? null, after, ['basis', 'years']);
            await scope.recordIn(trx);
            return presentOverride(after);
          });
        },
      ),

    removeOverride: (actor: Principal, tenantId: string, recordClass: TRecordClass, request: TReasonRequest) =>
      audited(
        auditActorOf(actor),
        { action: 'RETENTION_OVERRIDE_REMOVE', tenantId, target: overrideTarget(tenantId, recordClass) },
        async (scope) => {
          await requireTenant(db, actor.access, tenantId, 'manage retention');
          scope.detail = request.reason.trim();
          await db.transaction().execute(async (trx) => {
            const before = await lockRetentionOverride(trx, tenantId, recordClass);
            if (!before) throw notFound('Retention rule');
            await deleteRetentionOverride(trx, tenantId, recordClass);
            scope.changes = {
              basis: { from: before.basis, to: null },
              years: { from: before.years, to: null },
            };
            await scope.recordIn(trx);
          });
        },
      ),
  };
}
export type RetentionService = ReturnType<typeof createRetentionService>;
