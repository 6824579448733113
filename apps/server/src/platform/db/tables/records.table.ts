import type { ColumnType, Generated } from 'kysely';
import type { TRecordClass, TRetentionBasis } from '@ledgerport/contract';
import type { CreatedAt, UpdatedAt } from './columns.ts';

/** The firm's retention schedule (issue 35): one row per record class (migration 2026_12_08_0100). */
export interface RetentionScheduleTable {
  record_class: TRecordClass;
  basis: TRetentionBasis;
  years: number;
  /** Where the number comes from (the law or the firm's reason). */
  source: string;
  updated_at: UpdatedAt;
  updated_by: string | null;
}

/** A company's own rule for one class, in place of the firm's. */
export interface RetentionOverridesTable {
  tenant_id: string;
  record_class: TRecordClass;
  basis: TRetentionBasis;
  years: number;
  reason: string;
  created_by: string | null;
  created_at: UpdatedAt;
}

/** A legal hold on a company (document_id null) or one of its documents; active while released_at is null. */
export interface LegalHoldsTable {
  id: Generated<string>;
  tenant_id: string;
  document_id: string | null;
  reason: string;
  held_by: string | null;
  held_at: CreatedAt;
  released_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  released_by: string | null;
  release_reason: string | null;
}

export interface RecordsTables {
  retention_schedule: RetentionScheduleTable;
  retention_overrides: RetentionOverridesTable;
  legal_holds: LegalHoldsTable;
}
