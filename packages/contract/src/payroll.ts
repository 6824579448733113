import { z } from 'zod';
import { zCalendarDay, zMoney } from './money.ts';
import { ZPageQuery, zPage } from './pagination.ts';
import { PAYROLL_PERIOD_TYPES } from './signed-in-constants.ts';
import { ZResponsibleFilter } from './tenants.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

/** Payroll lists, 10 per page (spec §9). */
export const PAYROLL_PER_PAGE = 10;

export const ZPayrollPeriodType = z.enum(PAYROLL_PERIOD_TYPES, VALIDATION_MESSAGES.completeRequiredFields);
export type TPayrollPeriodType = z.infer<typeof ZPayrollPeriodType>;

/**
 * Spec §3 payroll info. The spec's "payroll_period_date_form" is spelt "from" here (docs/spec-deviations.md).
 * `file` is the payroll document stored in the tenant's Payroll Documents folder: its path is what
 * POST /tenants/{tenantId}/files/link takes to download it. null when none was attached.
 */
export const ZPayroll = z.object({
  uuid: z.uuid(),
  tenant_uuid: z.uuid(),
  tenant_name: z.string(),
  payroll_amount: z.string(),
  payroll_period_type: ZPayrollPeriodType,
  /** 'YYYY-MM-DD' */
  payroll_period_date_from: z.string(),
  /** 'YYYY-MM-DD', never before the first day. */
  payroll_period_date_to: z.string(),
  file: z.object({ name: z.string(), path: z.string() }).nullable(),
  submitted_by_name: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type TPayroll = z.infer<typeof ZPayroll>;
export const ZPayrollPage = zPage(ZPayroll);
export type TPayrollPage = z.infer<typeof ZPayrollPage>;

/**
 * GET /payroll (staff: every tenant; 'view payroll' firm-wide) and GET /tenants/{tenantId}/payroll ('view
 * payroll' in the tenant). `search` matches the period type, the file name and (admin list) the tenant name.
 * Newest period first.
 */
/** `responsible` (the firm-wide list only): whose clients' records, see ZResponsibleFilter. */
export const ZPayrollQuery = ZPageQuery.extend({ responsible: ZResponsibleFilter.optional() });
export type TPayrollQuery = z.infer<typeof ZPayrollQuery>;

/**
 * The `payroll_info` part of POST /tenants/{tenantId}/payroll (multipart/form-data: `payroll_info` = this
 * object as JSON, first; then an optional `file` part, streamed into Payroll Documents as an upload of type
 * PAYROLL_DOCUMENT). Spec §5: amount, type and both dates required, else 'Please complete all required fields
 * before proceeding'; the period may not end before it starts. 'submit payroll' in the tenant. The firm's
 * staff are e-mailed and notified in the app. 201 with the record; a file over UPLOAD_MAX_BYTES → 413 and
 * nothing is stored (neither the record nor the file).
 */
export const ZPayrollInfo = z
  .strictObject({
    payroll_amount: zMoney(VALIDATION_MESSAGES.completeRequiredFields),
    payroll_period_type: ZPayrollPeriodType,
    payroll_period_date_from: zCalendarDay(VALIDATION_MESSAGES.completeRequiredFields),
    payroll_period_date_to: zCalendarDay(VALIDATION_MESSAGES.completeRequiredFields),
  })
  .refine((p) => p.payroll_period_date_from <= p.payroll_period_date_to, {
    message: VALIDATION_MESSAGES.periodReversed,
    path: ['payroll_period_date_to'],
  });
export type TPayrollInfo = z.input<typeof ZPayrollInfo>;
