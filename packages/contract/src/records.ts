import { z } from 'zod';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

/**
 * Records and retention (issue 35, first slice). Every document has a record class, set by rules when it is
 * filed (apps/server/src/platform/records/record-class.ts) and changeable by staff; each class is kept for a
 * number of years after the end of its tax year or after the company's last activity (the firm's schedule, a
 * company may have its own); a legal hold on a company or one document stops any deletion, purge or disposal.
 */
export const RECORD_CLASSES = [
  'TAX_RETURN',
  'FORM_8879',
  'WORKPAPERS',
  'SOURCE_DOCUMENTS',
  'CORRESPONDENCE',
  'OTHER',
] as const;
export const ZRecordClass = z.enum(RECORD_CLASSES);
export type TRecordClass = z.infer<typeof ZRecordClass>;

/** From when a class's years run: the end (Dec 31) of the document's tax year, or the company's last activity. */
export const RETENTION_BASES = ['TAX_YEAR_END', 'LAST_ACTIVITY'] as const;
export const ZRetentionBasis = z.enum(RETENTION_BASES);
export type TRetentionBasis = z.infer<typeof ZRetentionBasis>;

export const RETENTION_YEARS = { min: 1, max: 100 } as const;
/** A tax year a document may name (a smallint in the database). */
export const TAX_YEARS = { min: 1900, max: 2200 } as const;

const reason = z
  .string(VALIDATION_MESSAGES.reasonRequired)
  .trim()
  .min(1, VALIDATION_MESSAGES.reasonRequired)
  .max(500, VALIDATION_MESSAGES.reasonTooLong);

const years = z
  .number(VALIDATION_MESSAGES.retentionYearsRange)
  .int(VALIDATION_MESSAGES.retentionYearsRange)
  .min(RETENTION_YEARS.min, VALIDATION_MESSAGES.retentionYearsRange)
  .max(RETENTION_YEARS.max, VALIDATION_MESSAGES.retentionYearsRange);

const taxYear = z
  .number(VALIDATION_MESSAGES.taxYearRange)
  .int(VALIDATION_MESSAGES.taxYearRange)
  .min(TAX_YEARS.min, VALIDATION_MESSAGES.taxYearRange)
  .max(TAX_YEARS.max, VALIDATION_MESSAGES.taxYearRange);

/** PATCH /tenants/{tenantId}/documents/{id}/record (staff with 'manage files'): either or both. */
export const ZDocumentRecordRequest = z
  .strictObject({ record_class: ZRecordClass.optional(), tax_year: taxYear.nullable().optional() })
  .refine((v) => v.record_class !== undefined || v.tax_year !== undefined, VALIDATION_MESSAGES.recordChangeEmpty);
export type TDocumentRecordRequest = z.input<typeof ZDocumentRecordRequest>;

export const ZDocumentRecord = z.object({
  uuid: z.uuid(),
  record_class: ZRecordClass,
  tax_year: z.number().int().nullable(),
});
export type TDocumentRecord = z.infer<typeof ZDocumentRecord>;

/** GET /tenants/{tenantId}/documents/{id}/record (staff): the record, and whether a hold keeps it (its own or its company's). */
export const ZDocumentRecordView = ZDocumentRecord.extend({ held: z.boolean() });
export type TDocumentRecordView = z.infer<typeof ZDocumentRecordView>;

/** One class of the firm's schedule; `source` says where its number comes from. */
export const ZRetentionRule = z.object({
  record_class: ZRecordClass,
  basis: ZRetentionBasis,
  years: z.number().int(),
  source: z.string(),
  updated_at: z.string(),
});
export type TRetentionRule = z.infer<typeof ZRetentionRule>;
export const ZRetentionSchedule = z.object({ data: z.array(ZRetentionRule) });
export type TRetentionSchedule = z.infer<typeof ZRetentionSchedule>;

/** PUT /retention-schedule/{class} (SuperAdmin: 'manage retention'): the new rule and why. */
export const ZRetentionRuleRequest = z.strictObject({
  basis: ZRetentionBasis,
  years,
  source: z.string().trim().max(1000).optional(),
  reason,
});
export type TRetentionRuleRequest = z.input<typeof ZRetentionRuleRequest>;

/** PUT /tenants/{tenantId}/retention-overrides/{class} ('manage retention'): this company's own rule. */
export const ZRetentionOverrideRequest = z.strictObject({ basis: ZRetentionBasis, years, reason });
export type TRetentionOverrideRequest = z.input<typeof ZRetentionOverrideRequest>;
/** DELETE …/retention-overrides/{class}: the reason, in the body. */
export const ZReasonRequest = z.strictObject({ reason });
export type TReasonRequest = z.input<typeof ZReasonRequest>;

export const ZRetentionOverride = z.object({
  tenant_uuid: z.uuid(),
  record_class: ZRecordClass,
  basis: ZRetentionBasis,
  years: z.number().int(),
  reason: z.string(),
  created_at: z.string(),
});
export type TRetentionOverride = z.infer<typeof ZRetentionOverride>;
/** GET /tenants/{tenantId}/retention-overrides (staff): the company's own rules, by class. */
export const ZRetentionOverrideList = z.object({ data: z.array(ZRetentionOverride) });
export type TRetentionOverrideList = z.infer<typeof ZRetentionOverrideList>;

/** POST /tenants/{tenantId}/legal-holds ('manage retention'): the whole company, or one of its documents. */
export const ZLegalHoldRequest = z.strictObject({ document_uuid: z.uuid().optional(), reason });
export type TLegalHoldRequest = z.input<typeof ZLegalHoldRequest>;

export const ZLegalHold = z.object({
  uuid: z.uuid(),
  tenant_uuid: z.uuid(),
  document_uuid: z.uuid().nullable(),
  /** The held document's name (null for a hold on the whole company). */
  document_name: z.string().nullable(),
  reason: z.string(),
  held_by: z.uuid().nullable(),
  held_at: z.string(),
  released_at: z.string().nullable(),
  released_by: z.uuid().nullable(),
  release_reason: z.string().nullable(),
});
export type TLegalHold = z.infer<typeof ZLegalHold>;

/** GET /tenants/{tenantId}/legal-holds: newest first; `active` only the holds not released. */
export const ZLegalHoldQuery = z.strictObject({
  active: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const ZLegalHoldList = z.object({ data: z.array(ZLegalHold) });
export type TLegalHoldList = z.infer<typeof ZLegalHoldList>;
