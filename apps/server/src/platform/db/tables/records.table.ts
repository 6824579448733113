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
  disposal_reviews: DisposalReviewsTable;
  disposal_items: DisposalItemsTable;
  disposal_inactive_companies: DisposalInactiveCompaniesTable;
}

export type DisposalReviewStatus = 'OPEN' | 'AWAITING_SECOND' | 'DISPOSING' | 'DONE';
export type DisposalItemStatus = 'DUE' | 'EXCLUDED' | 'HELD' | 'DISPOSING' | 'DISPOSED';
type MaybeMoment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** One day's disposal review (migration 2026_12_09_0100), with its approvals and, once done, its certificate. */
export interface DisposalReviewsTable {
  id: Generated<string>;
  review_day: ColumnType<string, string, string>;
  status: ColumnType<DisposalReviewStatus, DisposalReviewStatus | undefined, DisposalReviewStatus>;
  listed_at: ColumnType<Date, Date | string, Date | string>;
  first_approver: string | null;
  first_approved_at: MaybeMoment;
  second_approver: string | null;
  second_approved_at: MaybeMoment;
  completed_at: MaybeMoment;
  certificate_json: Buffer | null;
  certificate_json_sha256: string | null;
  certificate_pdf: Buffer | null;
  certificate_pdf_sha256: string | null;
}

/** A document past its retention as it was when listed: kept after the document row is gone. */
export interface DisposalItemsTable {
  id: Generated<string>;
  review_id: string;
  document_id: string;
  tenant_id: string;
  company_name: string;
  folder: string;
  name: string;
  record_class: TRecordClass;
  tax_year: number | null;
  sha256: string;
  basis: TRetentionBasis;
  years: number;
  status: ColumnType<DisposalItemStatus, DisposalItemStatus | undefined, DisposalItemStatus>;
  note: string | null;
  changed_by: string | null;
  disposed_at: MaybeMoment;
}

/** A company the FTC two-year rule flags in a review: no activity on its records for two years. */
export interface DisposalInactiveCompaniesTable {
  review_id: string;
  tenant_id: string;
  company_name: string;
  last_activity_at: Date;
}
