import { z } from 'zod';
import { PAYROLL_PERIOD_TYPES } from './payroll.ts';
import { ZPageQuery, zPage } from './pagination.ts';

/** In-app notifications, 20 per page (the header bell reads them; issue 5 stores them, a later issue shows them). */
export const NOTIFICATIONS_PER_PAGE = 20;

/**
 * What happened. SALES_TAX_SUBMITTED and PAYROLL_SUBMITTED go to the firm's active staff holding 'view sales
 * tax' / 'view payroll'; SALES_TAX_PROCESSED goes to every active user of the tenant.
 */
export const NOTIFICATION_KINDS = ['SALES_TAX_SUBMITTED', 'SALES_TAX_PROCESSED', 'PAYROLL_SUBMITTED'] as const;
export const ZNotificationKind = z.enum(NOTIFICATION_KINDS);
export type TNotificationKind = z.infer<typeof ZNotificationKind>;

/**
 * The facts a notification is written from, as they were when it was sent (the tenant may be renamed
 * later). Amounts are decimal strings ("1234.50"), days 'YYYY-MM-DD', months their first day.
 */
const ZSalesTaxSubmittedParams = z.object({ tenant_name: z.string(), sale_month_date: z.string() });
const ZSalesTaxProcessedParams = ZSalesTaxSubmittedParams.extend({
  payable_tax_amount: z.string(),
  process_date: z.string(),
});
const ZPayrollSubmittedParams = z.object({
  tenant_name: z.string(),
  payroll_period_type: z.enum(PAYROLL_PERIOD_TYPES),
  payroll_period_date_from: z.string(),
  payroll_period_date_to: z.string(),
});

const salesTaxSubmitted = { kind: z.literal('SALES_TAX_SUBMITTED'), params: ZSalesTaxSubmittedParams };
const salesTaxProcessed = { kind: z.literal('SALES_TAX_PROCESSED'), params: ZSalesTaxProcessedParams };
const payrollSubmitted = { kind: z.literal('PAYROLL_SUBMITTED'), params: ZPayrollSubmittedParams };

/** Each kind with the params it carries: the web picks its translated text by `kind` and fills in `params`. */
export const ZNotificationContent = z.discriminatedUnion('kind', [
  z.object(salesTaxSubmitted),
  z.object(salesTaxProcessed),
  z.object(payrollSubmitted),
]);
export type TNotificationContent = z.infer<typeof ZNotificationContent>;

const ZNotificationMeta = z.object({
  uuid: z.uuid(),
  /** The tenant it is about, with its current name; null if it is about none. */
  tenant_uuid: z.uuid().nullable(),
  tenant_name: z.string().nullable(),
  created_at: z.iso.datetime(),
  /** When the user marked it read; null while unread. */
  read_at: z.iso.datetime().nullable(),
});
export const ZNotification = z.discriminatedUnion('kind', [
  ZNotificationMeta.extend(salesTaxSubmitted),
  ZNotificationMeta.extend(salesTaxProcessed),
  ZNotificationMeta.extend(payrollSubmitted),
]);
export type TNotification = z.infer<typeof ZNotification>;

/**
 * GET /notifications — the caller's own notifications, newest first (20 per page), with `unread`: how many
 * of ALL theirs are unread (the bell's badge), not only on this page.
 */
export const ZNotificationsQuery = ZPageQuery.omit({ search: true });
export type TNotificationsQuery = z.infer<typeof ZNotificationsQuery>;
export const ZNotificationPage = zPage(ZNotification).extend({ unread: z.number().int() });
export type TNotificationPage = z.infer<typeof ZNotificationPage>;

/**
 * POST /notifications/read — marks the caller's own notifications read: those listed in `ids` (ids that
 * are not theirs are ignored), or every one of them when `ids` is left out (an empty list marks none).
 * Answers how many it marked and how many stay unread.
 */
export const ZMarkNotificationsReadRequest = z.strictObject({ ids: z.array(z.uuid()).max(100).optional() });
export type TMarkNotificationsReadRequest = z.infer<typeof ZMarkNotificationsReadRequest>;
export const ZMarkNotificationsReadResult = z.object({ marked: z.number().int(), unread: z.number().int() });
export type TMarkNotificationsReadResult = z.infer<typeof ZMarkNotificationsReadResult>;
