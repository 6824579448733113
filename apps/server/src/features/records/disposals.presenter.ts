import type { TDisposalItem, TDisposalReview, TInactiveCompany } from '@ledgerport/contract';
import type { ItemRow, ReviewRow } from './disposals.repo.ts';

const iso = (value: Date | null) => value?.toISOString() ?? null;
/** A `date` column: PGlite and pg answer it differently (a Date at UTC midnight, or the text itself). */
const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));

export const presentReview = (row: ReviewRow): TDisposalReview => ({
  uuid: row.id,
  review_day: day(row.review_day),
  status: row.status,
  listed_at: row.listed_at.toISOString(),
  first_approver: row.first_approver,
  first_approved_at: iso(row.first_approved_at),
  second_approver: row.second_approver,
  second_approved_at: iso(row.second_approved_at),
  completed_at: iso(row.completed_at),
  certificate_json_sha256: row.certificate_json_sha256,
  certificate_pdf_sha256: row.certificate_pdf_sha256,
});

export const presentItem = (row: ItemRow): TDisposalItem => ({
  uuid: row.id,
  review_uuid: row.review_id,
  document_uuid: row.document_id,
  tenant_uuid: row.tenant_id,
  company_name: row.company_name,
  folder: row.folder,
  name: row.name,
  record_class: row.record_class,
  tax_year: row.tax_year,
  sha256: row.sha256,
  basis: row.basis,
  years: row.years,
  status: row.status,
  note: row.note,
  disposed_at: iso(row.disposed_at),
});

export const presentInactive = (row: {
  tenant_id: string;
  company_name: string;
  last_activity_at: Date;
}): TInactiveCompany => ({
  tenant_uuid: row.tenant_id,
  company_name: row.company_name,
  last_activity_at: row.last_activity_at.toISOString(),
});
