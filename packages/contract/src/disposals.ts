import { z } from 'zod';
import { ZRecordClass, ZRetentionBasis } from './records.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

/**
 * Disposal (issue 35, item 4). A daily job lists what is past its retention in a review; staff with
 * 'dispose records' keep (exclude) items and approve, a second approver when the firm asks for one; then the
 * files, every version and trash entry are removed and a signed certificate (JSON and PDF) says what went.
 */
export const DISPOSAL_REVIEW_STATUSES = ['OPEN', 'AWAITING_SECOND', 'DISPOSING', 'DONE'] as const;
export const ZDisposalReviewStatus = z.enum(DISPOSAL_REVIEW_STATUSES);
/** DUE: to be disposed of on approval; EXCLUDED: kept by staff; HELD: came under legal hold, kept; DISPOSED: gone. */
export const DISPOSAL_ITEM_STATUSES = ['DUE', 'EXCLUDED', 'HELD', 'DISPOSING', 'DISPOSED'] as const;
export const ZDisposalItemStatus = z.enum(DISPOSAL_ITEM_STATUSES);

export const ZDisposalReview = z.object({
  uuid: z.uuid(),
  review_day: z.string(),
  status: ZDisposalReviewStatus,
  listed_at: z.string(),
  first_approver: z.uuid().nullable(),
  first_approved_at: z.string().nullable(),
  second_approver: z.uuid().nullable(),
  second_approved_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  certificate_json_sha256: z.string().nullable(),
  certificate_pdf_sha256: z.string().nullable(),
});
export type TDisposalReview = z.infer<typeof ZDisposalReview>;

export const ZDisposalItem = z.object({
  uuid: z.uuid(),
  review_uuid: z.uuid(),
  document_uuid: z.uuid(),
  tenant_uuid: z.uuid(),
  company_name: z.string(),
  folder: z.string(),
  name: z.string(),
  record_class: ZRecordClass,
  tax_year: z.number().int().nullable(),
  sha256: z.string(),
  basis: ZRetentionBasis,
  years: z.number().int(),
  status: ZDisposalItemStatus,
  note: z.string().nullable(),
  disposed_at: z.string().nullable(),
});
export type TDisposalItem = z.infer<typeof ZDisposalItem>;

export const ZInactiveCompany = z.object({
  tenant_uuid: z.uuid(),
  company_name: z.string(),
  last_activity_at: z.string(),
});
export type TInactiveCompany = z.infer<typeof ZInactiveCompany>;

/**
 * Keyset pages (a review may list a great many items; nothing is counted): `after` is the last uuid of the
 * page before, `next_after` the one to pass for the next page (null at the end).
 */
export const ZDisposalPageQuery = z.strictObject({
  after: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type TDisposalPageQuery = z.infer<typeof ZDisposalPageQuery>;

export const ZDisposalReviewList = z.object({ data: z.array(ZDisposalReview), next_after: z.uuid().nullable() });
export type TDisposalReviewList = z.infer<typeof ZDisposalReviewList>;
export const ZDisposalItemList = z.object({ data: z.array(ZDisposalItem), next_after: z.uuid().nullable() });
export type TDisposalItemList = z.infer<typeof ZDisposalItemList>;
export const ZInactiveCompanyList = z.object({ data: z.array(ZInactiveCompany) });
export type TInactiveCompanyList = z.infer<typeof ZInactiveCompanyList>;

/** Keeping an item out of the disposal: why (on the trail). */
export const ZDisposalExcludeRequest = z.strictObject({
  reason: z
    .string(VALIDATION_MESSAGES.reasonRequired)
    .trim()
    .min(1, VALIDATION_MESSAGES.reasonRequired)
    .max(500, VALIDATION_MESSAGES.reasonTooLong),
});
export type TDisposalExcludeRequest = z.input<typeof ZDisposalExcludeRequest>;

/** The firm's disposal setting (SuperAdmin). */
export const ZDisposalSettings = z.object({ disposal_second_approver: z.boolean() });
export type TDisposalSettings = z.infer<typeof ZDisposalSettings>;
export const ZDisposalSettingsRequest = z.strictObject({ disposal_second_approver: z.boolean() });
export type TDisposalSettingsRequest = z.infer<typeof ZDisposalSettingsRequest>;

/** POST /disposals/review-now: the review of the firm's day, run at once (what the daily job does). */
export const ZDisposalReviewRun = z.object({ review: ZDisposalReview, listed: z.number().int() });
export type TDisposalReviewRun = z.infer<typeof ZDisposalReviewRun>;
