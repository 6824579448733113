import { z } from 'zod';
import { zCalendarDay, zMoney, ZMonthFirstDay } from './money.ts';
import { ZPageQuery, zPage } from './pagination.ts';
import { ZResponsibleFilter } from './tenants.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

/** Admin and tenant sales-tax lists, 20 per page (spec §9). */
export const SALES_TAX_PER_PAGE = 20;

/**
 * SUBMITTED: sent by the tenant, waiting for the firm. PROCESSED: the firm set the payable amount and process
 * date and the tenant was told. SUPERSEDED: a later submission for the same tenant and month replaced it; it
 * stays listed so nothing is lost, and can no longer be updated.
 */
export const SALES_TAX_STATUSES = ['SUBMITTED', 'PROCESSED', 'SUPERSEDED'] as const;
export const ZSalesTaxStatus = z.enum(SALES_TAX_STATUSES);
export type TSalesTaxStatus = z.infer<typeof ZSalesTaxStatus>;

/** Spec §3 sale tax record ("payble" spelt "payable", as DESIGN asks), plus who sent it and what replaced it. */
export const ZSalesTax = z.object({
  uuid: z.uuid(),
  tenant_uuid: z.uuid(),
  tenant_name: z.string(),
  sale_amount: z.string(),
  collected_tax_amount: z.string(),
  /** Set by the firm when it processes the record; null until then. */
  payable_tax_amount: z.string().nullable(),
  /** 'YYYY-MM-01' */
  sale_month_date: z.string(),
  /** 'YYYY-MM-DD' as the tenant entered it. */
  submitted_date: z.string(),
  /** 'YYYY-MM-DD'; null until processed. */
  process_date: z.string().nullable(),
  sale_tax_status: ZSalesTaxStatus,
  /** The submission that replaced this one (status SUPERSEDED), else null. */
  superseded_by: z.uuid().nullable(),
  submitted_by_name: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type TSalesTax = z.infer<typeof ZSalesTax>;
export const ZSalesTaxPage = zPage(ZSalesTax);
export type TSalesTaxPage = z.infer<typeof ZSalesTaxPage>;

/**
 * GET /sales-tax (staff: every tenant; 'view sales tax' held firm-wide) and GET /tenants/{tenantId}/sales-tax
 * (that tenant's records; 'view sales tax' in the tenant). `search` matches the tenant name (admin list) and
 * the month ('2026-03'); `status` narrows to one status. Newest sale month first, then newest submission.
 */
/** `responsible` (the firm-wide list only): whose clients' records, see ZResponsibleFilter. */
export const ZSalesTaxQuery = ZPageQuery.extend({
  status: ZSalesTaxStatus.optional(),
  responsible: ZResponsibleFilter.optional(),
});
export type TSalesTaxQuery = z.infer<typeof ZSalesTaxQuery>;

/**
 * POST /tenants/{tenantId}/sales-tax — spec §4/§5 'Add Sale Tax Information': both amounts, the sale month
 * and the submitted date required ('Amount is required', 'Collected is required'). 'submit sales tax' in the
 * tenant. An earlier SUBMITTED or PROCESSED record of the same month becomes SUPERSEDED. The firm's staff
 * are e-mailed and notified in the app. 201 with the record.
 */
export const ZSubmitSalesTaxRequest = z.strictObject({
  sale_amount: zMoney(VALIDATION_MESSAGES.amountRequired),
  collected_tax_amount: zMoney(VALIDATION_MESSAGES.collectedRequired),
  sale_month_date: ZMonthFirstDay,
  submitted_date: zCalendarDay(VALIDATION_MESSAGES.submittedDateRequired),
});
export type TSubmitSalesTaxRequest = z.input<typeof ZSubmitSalesTaxRequest>;

/**
 * PATCH /sales-tax/{salesTaxId} — the 'Send Update Info to Tenant' modal (spec §5: both required). 'update
 * sales tax' firm-wide. Sets the payable amount and process date, moves the record to PROCESSED (a PROCESSED
 * record may be corrected; the tenant is told again) and e-mails the tenant's active users in their own
 * language. A SUPERSEDED record → 409 SALES_TAX_SUPERSEDED. 200 with the record.
 */
export const ZUpdateSalesTaxRequest = z.strictObject({
  payable_tax_amount: zMoney(VALIDATION_MESSAGES.payableTaxRequired),
  process_date: zCalendarDay(VALIDATION_MESSAGES.processDateRequired),
});
export type TUpdateSalesTaxRequest = z.input<typeof ZUpdateSalesTaxRequest>;
export const ZSalesTaxParams = z.strictObject({ salesTaxId: z.uuid() });
