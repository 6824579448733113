import { z } from 'zod';
import { ZPageQuery, zPage } from './pagination.ts';
import { NOTIFICATION_KINDS, PAYROLL_PERIOD_TYPES, UPLOAD_TYPES } from './signed-in-constants.ts';

/** In-app notifications, 20 per page on /notifications; the header bell shows the newest few and polls. */
export const NOTIFICATIONS_PER_PAGE = 20;

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

const ZFilesUploadedParams = z.object({
  tenant_name: z.string(),
  file_type: z.enum(UPLOAD_TYPES),
  /** The latest file's name, and how many files this notification counts (1 or more). */
  file_name: z.string(),
  count: z.number().int().min(1),
});
/** The push's subject and its body as plain text (the sanitised HTML's text). */
const ZPushMessageParams = z.object({ subject: z.string(), body_text: z.string() });

/**
 * Document requests (issue 16): REQUEST_CREATED (to the tenant's active users; `count` > 1 when a recurring
 * request made several periods at once, `due_on` the earliest), REQUEST_SUBMITTED (to staff holding 'manage
 * requests', or only the tenant's responsible staff member when it has one), REQUEST_RETURNED with the firm's
 * note and REQUEST_ACCEPTED (to the tenant's active users). `request_uuid` opens the request.
 */
const ZRequestParams = z.object({ tenant_name: z.string(), request_uuid: z.uuid(), title: z.string() });
const ZRequestCreatedParams = ZRequestParams.extend({ due_on: z.string(), count: z.number().int().min(1) });
const ZRequestReturnedParams = ZRequestParams.extend({ note: z.string() });

/**
 * The firm marked documents of the tenant Needs attention (issue 30): the first of them (its id, name and
 * folder: the link opens the folder at it), how many were marked together, and the firm's note.
 */
const ZFileNeedsAttentionParams = z.object({
  tenant_name: z.string(),
  document_uuid: z.uuid(),
  file_name: z.string(),
  folder: z.string(),
  count: z.number().int().min(1),
  note: z.string(),
});

/**
 * An envelope (issue 31): its title and uuid (the signer's link opens /sign?envelope=…; staff's the company's
 * signatures). SIGNING_REQUESTED says whether it is a reminder.
 */
const ZEnvelopeParams = z.object({ tenant_name: z.string(), envelope_uuid: z.uuid(), title: z.string() });
const ZSigningRequestedParams = ZEnvelopeParams.extend({ reminder: z.boolean() });

/**
 * E-mail in (issue 32), to staff holding 'view files' (or the company's responsible staff member): files arrived
 * by e-mail (`count` files from `sender`; `request_title` when they fulfilled a request or replied to a closed
 * one, `closed_request` then true), or a message was held in the quarantine (`reason`).
 */
const ZEmailReceivedParams = z.object({
  tenant_name: z.string(),
  sender: z.string(),
  count: z.number().int().min(0),
  request_title: z.string().nullable(),
  closed_request: z.boolean(),
});
const ZEmailHeldParams = z.object({
  tenant_name: z.string(),
  sender: z.string(),
  count: z.number().int().min(0),
  reason: z.string(),
});

/**
 * Messages (issue 34): a message arrived in a thread the person may read: its subject, who wrote it (the person,
 * or for a client the firm's name when staff wrote), and whether it is a staff-only note. `from_client`: a client
 * wrote it (the link then opens the staff's thread; otherwise a firm message opens the client's). Never the text:
 * the notification list is no place for it.
 */
const ZMessageReceivedParams = z.object({
  tenant_name: z.string(),
  thread_uuid: z.uuid(),
  subject: z.string(),
  from: z.string(),
  from_client: z.boolean(),
  internal: z.boolean(),
});

const salesTaxSubmitted = { kind: z.literal('SALES_TAX_SUBMITTED'), params: ZSalesTaxSubmittedParams };
const salesTaxProcessed = { kind: z.literal('SALES_TAX_PROCESSED'), params: ZSalesTaxProcessedParams };
const payrollSubmitted = { kind: z.literal('PAYROLL_SUBMITTED'), params: ZPayrollSubmittedParams };
const filesUploaded = { kind: z.literal('FILES_UPLOADED'), params: ZFilesUploadedParams };
const pushMessage = { kind: z.literal('PUSH_MESSAGE'), params: ZPushMessageParams };
const requestCreated = { kind: z.literal('REQUEST_CREATED'), params: ZRequestCreatedParams };
const requestSubmitted = { kind: z.literal('REQUEST_SUBMITTED'), params: ZRequestParams };
const requestReturned = { kind: z.literal('REQUEST_RETURNED'), params: ZRequestReturnedParams };
const requestAccepted = { kind: z.literal('REQUEST_ACCEPTED'), params: ZRequestParams };
/** Issue 30: the firm marked the request received outside the portal, with its note. */
const requestReceived = { kind: z.literal('REQUEST_RECEIVED'), params: ZRequestReturnedParams };
const fileNeedsAttention = { kind: z.literal('FILE_NEEDS_ATTENTION'), params: ZFileNeedsAttentionParams };
const signingRequested = { kind: z.literal('SIGNING_REQUESTED'), params: ZSigningRequestedParams };
const signingCompleted = { kind: z.literal('SIGNING_COMPLETED'), params: ZEnvelopeParams };
const envelopeCompleted = { kind: z.literal('ENVELOPE_COMPLETED'), params: ZEnvelopeParams };
const emailReceived = { kind: z.literal('EMAIL_RECEIVED'), params: ZEmailReceivedParams };
const emailHeld = { kind: z.literal('EMAIL_HELD'), params: ZEmailHeldParams };
const messageReceived = { kind: z.literal('MESSAGE_RECEIVED'), params: ZMessageReceivedParams };

/** Each kind with the params it carries: the web picks its translated text by `kind` and fills in `params`. */
export const ZNotificationContent = z.discriminatedUnion('kind', [
  z.object(salesTaxSubmitted),
  z.object(salesTaxProcessed),
  z.object(payrollSubmitted),
  z.object(filesUploaded),
  z.object(pushMessage),
  z.object(requestCreated),
  z.object(requestSubmitted),
  z.object(requestReturned),
  z.object(requestAccepted),
  z.object(requestReceived),
  z.object(fileNeedsAttention),
  z.object(signingRequested),
  z.object(signingCompleted),
  z.object(envelopeCompleted),
  z.object(emailReceived),
  z.object(emailHeld),
  z.object(messageReceived),
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
  ZNotificationMeta.extend(filesUploaded),
  ZNotificationMeta.extend(pushMessage),
  ZNotificationMeta.extend(requestCreated),
  ZNotificationMeta.extend(requestSubmitted),
  ZNotificationMeta.extend(requestReturned),
  ZNotificationMeta.extend(requestAccepted),
  ZNotificationMeta.extend(requestReceived),
  ZNotificationMeta.extend(fileNeedsAttention),
  ZNotificationMeta.extend(signingRequested),
  ZNotificationMeta.extend(signingCompleted),
  ZNotificationMeta.extend(envelopeCompleted),
  ZNotificationMeta.extend(emailReceived),
  ZNotificationMeta.extend(emailHeld),
  ZNotificationMeta.extend(messageReceived),
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
