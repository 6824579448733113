import { z } from 'zod';
import { ZLocale } from './locales.ts';
import { ZPageQuery, zPage } from './pagination.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

/**
 * Bulk work from spreadsheets (issue 6): tenant import, and sales-tax / payroll-tax / push notification
 * batches. The browser parses the sheet for the preview (editable cells, row selection); on submit it sends
 * the ORIGINAL FILE again, with the selected row numbers and the cells the user edited. The server parses the
 * file itself (after its zip-bomb and size checks), applies those edits to its own rows, and validates
 * everything again: it never takes row contents from the browser except as explicit edits.
 */

/** Spec §5: only these names are accepted ('Invalid file type. Please upload an Excel or CSV file.'). */
export const SPREADSHEET_EXTENSIONS = ['.xlsx', '.xls', '.csv'] as const;
export const isSpreadsheetName = (name: string) =>
  SPREADSHEET_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension));

/** Header cells are matched ignoring case, spaces, '_' and '-' ("PHONE_NUMBER" = "Phone Number"). */
export const headerKey = (header: unknown) =>
  String(header ?? '')
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

/** The notification batch kinds (spec §7 bulk submit `type`: SaleTax, PayrollTax, PushNotification). */
export const BULK_NOTIFICATION_KINDS = ['SALES_TAX', 'PAYROLL_TAX', 'PUSH'] as const;
export const ZBulkNotificationKind = z.enum(BULK_NOTIFICATION_KINDS);
export type TBulkNotificationKind = z.infer<typeof ZBulkNotificationKind>;

/** A notification row's cells (spec §3 bulk notification row). Push rows have no amount. */
export const NOTIFICATION_ROW_FIELDS = ['client_name', 'email', 'phone_number', 'amount'] as const;
export type TNotificationRowField = (typeof NOTIFICATION_ROW_FIELDS)[number];

/** The sheet's header for each cell, per kind (spec §3: Client Name, Email, Phone Number, Sales Tax / 941 Pmt). */
export const NOTIFICATION_SHEET_HEADERS: Record<
  TBulkNotificationKind,
  Partial<Record<TNotificationRowField, string>>
> = {
  SALES_TAX: { client_name: 'Client Name', email: 'Email', phone_number: 'Phone Number', amount: 'Sales Tax' },
  PAYROLL_TAX: { client_name: 'Client Name', email: 'Email', phone_number: 'Phone Number', amount: '941 Pmt' },
  PUSH: { client_name: 'Client Name', email: 'Email', phone_number: 'Phone Number' },
};

/**
 * The bulk tenant sheet's columns (ours: the spec shows none; the sample CSV lists them). Name, Root Directory
 * and Primary Contact Email are required per row, as in the Create Tenant form; Root Directory Type defaults
 * to LOCAL_FOLDER.
 */
export const TENANT_SHEET_HEADERS = {
  name: 'Name',
  root_directory: 'Root Directory',
  root_directory_type: 'Root Directory Type',
  primary_contact_name: 'Primary Contact Name',
  primary_contact_email: 'Primary Contact Email',
  primary_contact_phone_mobile: 'Primary Contact Mobile',
  address_line_1: 'Address Line 1',
  address_line_2: 'Address Line 2',
  city: 'City',
  state: 'State',
  country: 'Country',
  zipcode: 'Zip Code',
  timezone: 'Time Zone',
} as const;
export type TTenantSheetField = keyof typeof TENANT_SHEET_HEADERS;

/** A missing amount or name is sent as 'N/A' (spec §3). */
export const NOT_AVAILABLE = 'N/A';

/** Numbers without a country code are read as this country's (libphonenumber-js), then stored in E.164. */
export const DEFAULT_PHONE_COUNTRY = 'US';

/** Rows per sheet accepted by default (the server's BULK_MAX_ROWS). */
export const DEFAULT_BULK_MAX_ROWS = 10_000;

/** Spec §5 / §9: a push body is at most 160 characters (one text message). */
export const PUSH_BODY_MAX = 160;

/** One cell the user changed in the preview. `row_number` is the sheet's own (the header is row 1). */
export const ZCellEdit = z.strictObject({
  row_number: z.number().int().min(2),
  field: z.string().min(1).max(64),
  value: z.string().max(1000),
});
export type TCellEdit = z.infer<typeof ZCellEdit>;

/**
 * The `batch` part of POST /bulk/notifications (multipart/form-data: `batch` = this JSON first, then `file`,
 * the same sheet the preview showed). 'send bulk notifications' firm-wide. No row selected →
 * 'No rows selected' (the spec's message). Row problems answer 400 VALIDATION_ERROR with details whose field is
 * `rows.<row_number>.<field>` and nothing is created. Otherwise 202 with the batch, sent in the background.
 */
export const ZBulkNotificationRequest = z
  .strictObject({
    kind: ZBulkNotificationKind,
    selected_rows: z.array(z.number().int().min(2)).max(100_000),
    edits: z.array(ZCellEdit).max(100_000).default([]),
    /** Push only: both required, the body at most 160 characters (spec §5 messages). */
    email_subject: z.string().trim().max(200).optional(),
    email_body: z.string().trim().optional(),
  })
  .superRefine((request, ctx) => {
    if (request.selected_rows.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['selected_rows'], message: VALIDATION_MESSAGES.noRowsSelected });
    }
    if (request.kind !== 'PUSH') return;
    if (!request.email_subject) {
      ctx.addIssue({ code: 'custom', path: ['email_subject'], message: VALIDATION_MESSAGES.pushSubjectRequired });
    }
    if (!request.email_body) {
      ctx.addIssue({ code: 'custom', path: ['email_body'], message: VALIDATION_MESSAGES.pushBodyRequired });
    } else if (request.email_body.length > PUSH_BODY_MAX) {
      ctx.addIssue({ code: 'custom', path: ['email_body'], message: VALIDATION_MESSAGES.pushBodyTooLong });
    }
  });
export type TBulkNotificationRequest = z.input<typeof ZBulkNotificationRequest>;

/** QUEUED → SENDING → DONE (every row settled, some may have failed: see the counts). */
export const BULK_BATCH_STATES = ['QUEUED', 'SENDING', 'DONE'] as const;
export const ZBulkBatchState = z.enum(BULK_BATCH_STATES);

/**
 * Per channel and row: PENDING until tried; SKIPPED when the row has no address for it (or, for texts, when
 * the firm had SMS_SENDING switched off as the batch went out); FAILED after retries.
 */
export const BULK_DELIVERY_STATES = ['PENDING', 'SENT', 'FAILED', 'SKIPPED'] as const;
export const ZBulkDeliveryState = z.enum(BULK_DELIVERY_STATES);

export const ZBulkBatch = z.object({
  uuid: z.uuid(),
  kind: ZBulkNotificationKind,
  state: ZBulkBatchState,
  initiator_name: z.string().nullable(),
  initiator_email: z.string().nullable(),
  file_name: z.string(),
  /** Push only. The body is stored sanitised and shown as HTML (spec §2). */
  email_subject: z.string().nullable(),
  email_body: z.string().nullable(),
  /** Spec §3 push mechanism: 'PushNotification' for push batches, null otherwise. */
  mechanism: z.string().nullable(),
  total_rows: z.number().int(),
  email_sent: z.number().int(),
  text_sent: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
  created_at: z.iso.datetime(),
  finished_at: z.iso.datetime().nullable(),
});
export type TBulkBatch = z.infer<typeof ZBulkBatch>;
export const ZBulkBatchPage = zPage(ZBulkBatch);
export type TBulkBatchPage = z.infer<typeof ZBulkBatchPage>;

/** GET /bulk/notifications?kind=&search= — recent batches, newest first (push: search by subject, 10 per page). */
export const ZBulkBatchQuery = ZPageQuery.extend({ kind: ZBulkNotificationKind });
export const ZBulkBatchParams = z.strictObject({ batchId: z.uuid() });

/** One recipient row of a batch (spec §2 result list: Tenant Name, Email Sent Yes/No, Text Sent Yes/No). */
export const ZBulkBatchRow = z.object({
  row_number: z.number().int(),
  client_name: z.string(),
  email: z.string().nullable(),
  /** E.164, e.g. +15550100123. */
  phone_number: z.string().nullable(),
  amount: z.string().nullable(),
  /** The tenant whose primary contact or user has this e-mail, when one does. */
  tenant_name: z.string().nullable(),
  email_state: ZBulkDeliveryState,
  text_state: ZBulkDeliveryState,
  last_error: z.string().nullable(),
});
export type TBulkBatchRow = z.infer<typeof ZBulkBatchRow>;
/** GET /bulk/notifications/{batchId}/rows — paged (20), in sheet order; the screen polls it for progress. */
export const ZBulkBatchRowPage = zPage(ZBulkBatchRow);
export type TBulkBatchRowPage = z.infer<typeof ZBulkBatchRowPage>;

/**
 * The `import` part of POST /bulk/tenants (multipart: `import` = this JSON first, then `file`). 'create
 * tenant' firm-wide. Every selected row becomes a tenant in ONE transaction, or none does: row problems answer
 * 400 VALIDATION_ERROR with details `rows.<row_number>.<field>` (duplicates within the sheet and against
 * existing tenants included). `invite_owners`: each row's primary contact is invited as TenantOwner.
 * 201 with the number created.
 */
export const ZBulkTenantImportRequest = z
  .strictObject({
    selected_rows: z.array(z.number().int().min(2)).max(100_000),
    edits: z.array(ZCellEdit).max(100_000).default([]),
    invite_owners: z.boolean().default(false),
    /**
     * The language the owners are invited in; left out, the firm's. A row's own "Language" cell (an optional
     * column of the sheet) wins over both.
     */
    owner_locale: ZLocale.optional(),
  })
  .superRefine((request, ctx) => {
    if (request.selected_rows.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['selected_rows'], message: VALIDATION_MESSAGES.noRowsSelected });
    }
  });
export type TBulkTenantImportRequest = z.input<typeof ZBulkTenantImportRequest>;
export const ZBulkTenantImportResult = z.object({ created: z.number().int(), invited: z.number().int() });
export type TBulkTenantImportResult = z.infer<typeof ZBulkTenantImportResult>;
