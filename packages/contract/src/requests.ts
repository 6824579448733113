import { z } from 'zod';
import { zCalendarDay } from './money.ts';
import { ZPageQuery, zPage } from './pagination.ts';
import { ASKABLE_REQUEST_KINDS, REQUEST_KINDS } from './signed-in-constants.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

/** Document requests (issue 16): REQUEST_KINDS (signed-in-constants.ts) says what a client can owe. */
export const ZRequestKind = z.enum(REQUEST_KINDS);
export type TRequestKind = z.infer<typeof ZRequestKind>;
/** What a request or a request template may ask for directly: an ORGANIZER is made only by sending one. */
export const ZAskableRequestKind = z.enum(ASKABLE_REQUEST_KINDS);
export type TAskableRequestKind = z.infer<typeof ZAskableRequestKind>;

/**
 * OPEN: the client owes it. SUBMITTED: the client sent it, the firm has not looked yet. DONE: the firm accepted
 * it. CANCELLED: no longer wanted. Transitions: OPEN → SUBMITTED (submit), SUBMITTED → DONE (accept),
 * SUBMITTED → OPEN (return, with a note), OPEN|SUBMITTED → CANCELLED (cancel), DONE|CANCELLED → OPEN (reopen).
 * Anything else is 409 REQUEST_STATE.
 */
export const REQUEST_STATUSES = ['OPEN', 'SUBMITTED', 'DONE', 'CANCELLED'] as const;
export const ZRequestStatus = z.enum(REQUEST_STATUSES);
export type TRequestStatus = z.infer<typeof ZRequestStatus>;

export const REQUEST_CADENCES = ['MONTHLY', 'QUARTERLY', 'YEARLY'] as const;
export const ZRequestCadence = z.enum(REQUEST_CADENCES);
export type TRequestCadence = z.infer<typeof ZRequestCadence>;

/**
 * How far back a recurring request may begin, in months before the current one: a series makes every period
 * from its first one at once, and a mistyped year (2006 for 2026) would otherwise flood a client with hundreds.
 */
export const MAX_BACKFILL_MONTHS = 24;
/** How far after a period's end its instance is due, in days. */
export const MAX_DUE_DAYS = 120;
export const REQUEST_TITLE_MAX = 200;
export const REQUEST_DESCRIPTION_MAX = 4000;
export const REQUEST_NOTE_MAX = 2000;
/** Files one submission may attach. */
export const REQUEST_MAX_DOCUMENTS = 50;

/** A request's title, description and due days, as requests and template items both take them. */
export const ZRequestTitle = z
  .string(VALIDATION_MESSAGES.requestTitleRequired)
  .trim()
  .min(1, VALIDATION_MESSAGES.requestTitleRequired)
  .max(REQUEST_TITLE_MAX, VALIDATION_MESSAGES.requestTitleTooLong);
export const ZRequestDescription = z
  .string()
  .trim()
  .max(REQUEST_DESCRIPTION_MAX, VALIDATION_MESSAGES.requestDescriptionTooLong);
export const ZDueDays = z
  .number(VALIDATION_MESSAGES.dueDaysRange)
  .int(VALIDATION_MESSAGES.dueDaysRange)
  .min(0, VALIDATION_MESSAGES.dueDaysRange)
  .max(MAX_DUE_DAYS, VALIDATION_MESSAGES.dueDaysRange);
/** A period's first day, 'YYYY-MM-01'. */
export const zMonthStart = z
  .string(VALIDATION_MESSAGES.firstPeriodRequired)
  .min(1, { message: VALIDATION_MESSAGES.firstPeriodRequired, abort: true })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-01$/, VALIDATION_MESSAGES.monthInvalid);

/**
 * A recurrence: one instance per period from `first_period` (the period's first day: a month's first day; for
 * QUARTERLY a calendar quarter's, e.g. 2026-04-01) through `last_period` (its first day too; none: open-ended).
 * Each instance is due `due_days` after its period's last day.
 */
export const ZRequestRecurrence = z
  .strictObject({
    cadence: ZRequestCadence,
    due_days: ZDueDays,
    first_period: zMonthStart,
    last_period: zMonthStart.optional(),
  })
  .refine((r) => r.cadence !== 'QUARTERLY' || /-(01|04|07|10)-01$/.test(r.first_period), {
    path: ['first_period'],
    message: VALIDATION_MESSAGES.quarterStartRequired,
  })
  .refine((r) => !r.last_period || r.last_period >= r.first_period, {
    path: ['last_period'],
    message: VALIDATION_MESSAGES.periodReversed,
  });
export type TRequestRecurrence = z.infer<typeof ZRequestRecurrence>;

/**
 * POST /tenants/{tenantId}/requests ('manage requests'). One-off: `due_on` required (today or later in the
 * firm's time zone), optionally with the period it is about. Recurring: `recurrence` instead of `due_on`; a
 * series is created with its instances up to and including the current period. 201 with the created requests
 * (one for a one-off) and the series' id. An in-active tenant → 400 TENANT_INACTIVE.
 */
export const ZCreateRequestRequest = z
  .strictObject({
    title: ZRequestTitle,
    description: ZRequestDescription.default(''),
    kind: ZAskableRequestKind,
    due_on: zCalendarDay(VALIDATION_MESSAGES.dueDateRequired).optional(),
    period_start: zCalendarDay(VALIDATION_MESSAGES.dateInvalid).optional(),
    period_end: zCalendarDay(VALIDATION_MESSAGES.dateInvalid).optional(),
    recurrence: ZRequestRecurrence.optional(),
  })
  .refine((r) => r.recurrence !== undefined || r.due_on !== undefined, {
    path: ['due_on'],
    message: VALIDATION_MESSAGES.dueDateRequired,
  })
  .refine((r) => (r.period_start === undefined) === (r.period_end === undefined), {
    path: ['period_end'],
    message: VALIDATION_MESSAGES.periodBothOrNeither,
  })
  .refine((r) => !r.period_start || !r.period_end || r.period_end >= r.period_start, {
    path: ['period_end'],
    message: VALIDATION_MESSAGES.periodReversed,
  });
export type TCreateRequestRequest = z.input<typeof ZCreateRequestRequest>;

export const ZRequestDocument = z.object({ uuid: z.uuid(), name: z.string(), folder: z.string() });

/** Who on the firm's side marked a request received outside the portal, when, and the note the client reads. */
export const ZReceivedOutside = z.object({ note: z.string(), by_name: z.string().nullable(), at: z.iso.datetime() });
export type TReceivedOutside = z.infer<typeof ZReceivedOutside>;

export const ZDocumentRequest = z.object({
  uuid: z.uuid(),
  tenant_uuid: z.uuid(),
  series_uuid: z.uuid().nullable(),
  title: z.string(),
  description: z.string(),
  kind: ZRequestKind,
  /** 'YYYY-MM-DD'; null for a one-off without a period. */
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  due_on: z.string(),
  status: ZRequestStatus,
  /** OPEN and due before today in the firm's time zone. */
  overdue: z.boolean(),
  /** Why the firm returned it (kept for the client until it is returned again). */
  return_note: z.string().nullable(),
  submitted_at: z.iso.datetime().nullable(),
  decided_at: z.iso.datetime().nullable(),
  documents: z.array(ZRequestDocument),
  /**
   * Issue 30: made DONE at its creation because what it asks for was already submitted: `sales-tax:<uuid>`
   * or `payroll:<uuid>`, the submission that fulfilled it. Null otherwise.
   */
  fulfilled_by: z.string().nullable(),
  /** Issue 30: marked received outside the portal by staff (DONE at once), with their note; null otherwise. */
  received_outside: ZReceivedOutside.nullable(),
  /** Send it back with PATCH: a change against an older revision is 409 CHANGED_MEANWHILE. */
  revision: z.number().int(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type TDocumentRequest = z.infer<typeof ZDocumentRequest>;
export const ZDocumentRequestPage = zPage(ZDocumentRequest);
export type TDocumentRequestPage = z.infer<typeof ZDocumentRequestPage>;

export const ZCreatedRequests = z.object({ series_uuid: z.uuid().nullable(), data: z.array(ZDocumentRequest) });
export type TCreatedRequests = z.infer<typeof ZCreatedRequests>;

/**
 * GET /tenants/{tenantId}/requests: the tenant's members ('view files') and staff. Ordered by due date, then
 * id. `overdue=true` keeps OPEN requests due before today (firm's time zone); `search` matches the title.
 */
export const ZRequestQuery = ZPageQuery.extend({
  status: ZRequestStatus.optional(),
  /** One kind only (e.g. ORGANIZER: the company's organizers, issue 33). */
  kind: ZRequestKind.optional(),
  overdue: z.enum(['true', 'false']).optional(),
});
export type TRequestQuery = z.infer<typeof ZRequestQuery>;

/** PATCH /tenants/{tenantId}/requests/{id} ('manage requests'): against `revision`; an OPEN or SUBMITTED one. */
export const ZUpdateRequestRequest = z.strictObject({
  revision: z.number().int().min(1),
  title: ZRequestTitle.optional(),
  description: ZRequestDescription.optional(),
  due_on: zCalendarDay(VALIDATION_MESSAGES.dueDateRequired).optional(),
});
export type TUpdateRequestRequest = z.input<typeof ZUpdateRequestRequest>;

/** POST …/requests/{id}/submit ('upload files' in the tenant): optionally attaches the tenant's live files. */
export const ZSubmitRequestRequest = z.strictObject({
  document_ids: z.array(z.uuid()).max(REQUEST_MAX_DOCUMENTS).default([]),
});
export type TSubmitRequestRequest = z.input<typeof ZSubmitRequestRequest>;

/** POST …/requests/{id}/return ('manage requests'): the note the client reads. */
export const ZReturnRequestRequest = z.strictObject({
  note: z
    .string(VALIDATION_MESSAGES.returnNoteRequired)
    .trim()
    .min(1, VALIDATION_MESSAGES.returnNoteRequired)
    .max(REQUEST_NOTE_MAX, VALIDATION_MESSAGES.returnNoteRequired),
});
export type TReturnRequestRequest = z.input<typeof ZReturnRequestRequest>;

/**
 * POST …/requests/{id}/receive ('manage requests', issue 30): the firm got it outside the portal (by hand, by
 * post, another channel). An OPEN or SUBMITTED request becomes DONE at once with the note, who and when; for a
 * document request, `document_ids` links files of the tenant already uploaded (…/received-candidates).
 */
export const ZMarkReceivedRequest = z.strictObject({
  note: z
    .string(VALIDATION_MESSAGES.receivedNoteRequired)
    .trim()
    .min(1, VALIDATION_MESSAGES.receivedNoteRequired)
    .max(REQUEST_NOTE_MAX, VALIDATION_MESSAGES.receivedNoteRequired),
  document_ids: z.array(z.uuid()).max(REQUEST_MAX_DOCUMENTS).default([]),
});
export type TMarkReceivedRequest = z.input<typeof ZMarkReceivedRequest>;

/**
 * GET …/requests/{id}/received-candidates ('manage requests'): for a document request (the four upload kinds)
 * with a period, the tenant's live files of that kind uploaded within the period's days (firm's time zone),
 * newest first, at most REQUEST_MAX_DOCUMENTS; empty for any other request.
 */
export const ZReceivedCandidate = ZRequestDocument.extend({ uploaded_at: z.iso.datetime() });
export const ZReceivedCandidates = z.object({ data: z.array(ZReceivedCandidate) });
export type TReceivedCandidates = z.infer<typeof ZReceivedCandidates>;

export const ZRequestParams = z.strictObject({ tenantId: z.uuid(), id: z.uuid() });

/** POST /tenants/{tenantId}/request-series/{id}/cancel: its OPEN and SUBMITTED instances are cancelled too. */
export const ZRequestSeriesCancelled = z.object({ series_uuid: z.uuid(), cancelled_requests: z.number().int() });
export type TRequestSeriesCancelled = z.infer<typeof ZRequestSeriesCancelled>;

/**
 * GET /tenants/{tenantId}/requests/summary ('view files' in the tenant): the counts the client's sidebar badge
 * shows. `open` counts every OPEN request (the overdue ones too), `overdue` those of them due before today (the
 * firm's time zone), `submitted` those waiting for the firm.
 */
export const ZRequestSummary = z.object({
  open: z.number().int(),
  overdue: z.number().int(),
  submitted: z.number().int(),
});
export type TRequestSummary = z.infer<typeof ZRequestSummary>;
