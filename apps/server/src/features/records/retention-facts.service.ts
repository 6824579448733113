import type { TRecordClass, TRetentionBasis } from '@ledgerport/contract';
import type { Db } from '../../platform/db/schema.ts';
import { disposalDue } from './disposal-due.repo.ts';

export type EffectiveRule = { basis: TRetentionBasis; years: number; source: string; own: boolean };

/**
 * What other features ask of the retention schedule (issue 35): how many documents are past their retention
 * (the compliance centre's "disposals due", counted up to a cap through the disposal review's own query), and
 * the rule each class follows in given companies (a person's erasure keeps what a rule still requires).
 */
export function createRetentionFacts(db: Db) {
  return {
    /** Listed in a review and not yet disposed of or kept, then those past retention no review lists yet. */
    dueUpTo: async (asOf: Date, cap: number): Promise<number> => {
      const listed = await db
        .selectFrom(
          db
            .selectFrom('disposal_items')
            .select('id')
            .where('status', 'in', ['DUE', 'DISPOSING'])
            .limit(cap)
            .as('listed'),
        )
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const listedCount = Number(listed.n);
      if (listedCount >= cap) return cap;
      return listedCount + (await disposalDue(db, asOf, cap - listedCount)).length;
    },

    /** Per company and class: the company's own rule, else the firm's. Key `${tenantId}:${class}`. */
    rulesFor: async (tenantIds: string[]): Promise<(tenantId: string, recordClass: TRecordClass) => EffectiveRule> => {
      const firm = await db
        .selectFrom('retention_schedule')
        .select(['record_class', 'basis', 'years', 'source'])
        .execute();
      const own =
        tenantIds.length === 0
          ? []
          : await db
              .selectFrom('retention_overrides')
              .select(['tenant_id', 'record_class', 'basis', 'years', 'reason'])
              .where('tenant_id', 'in', tenantIds)
              .execute();
      return (tenantId, recordClass) => {
        const override = own.find((o) => o.tenant_id === tenantId && o.record_class === recordClass);
        if (override) return { basis: override.basis, years: override.years, source: override.reason, own: true };
        const rule = firm.find((r) => r.record_class === recordClass)!;
        return { basis: rule.basis, years: rule.years, source: rule.source, own: false };
      };
    },
  };
}
export type RetentionFacts = ReturnType<typeof createRetentionFacts>;
