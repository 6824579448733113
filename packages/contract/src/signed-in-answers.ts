// Checks of the answers the signed-in shell (the bell, the requests badge) and the dashboard read on their first
// render, written without zod (issue 17, item 4): with their zod schemas, the shell's chunk carried zod (≈ 23 KiB
// of brotli) and built every schema of six contract modules as it loaded, ≈ 0.3 s of main thread at Lighthouse's
// 4× slower CPU before the first signed-in screen could render. As in signed-out-answers.ts, each check accepts
// what its zod schema (named beside it) accepts and rejects what it rejects, and signed-in-answers.test.ts holds
// the two side by side; unlike zod, a check hands the value back as it came.
import {
  answerCheck,
  isOneOf,
  isRecord,
  isString,
  isStringOrNull,
  isUuid,
  ISO_UTC,
  type TRecord,
} from './answer-checks.ts';
import type { TDailyOverview } from './files.ts';
import type { TReviewQueue } from './file-catalog.ts';
import type { TMarkNotificationsReadResult, TNotificationPage } from './notifications.ts';
import type { TOverdueRequests } from './request-assignment.ts';
import type { TRequestSummary } from './requests.ts';
import { PAYROLL_PERIOD_TYPES, REQUEST_KINDS, UPLOAD_TYPES } from './signed-in-constants.ts';

/** `z.number().int()`: a whole number within the safe integer range. */
const isInt = (value: unknown): value is number => Number.isSafeInteger(value);
const isIntOrNull = (value: unknown) => value === null || isInt(value);
/** `z.number().int().min(1)` */
const isCount = (value: unknown) => isInt(value) && value >= 1;
const isUuidOrNull = (value: unknown) => value === null || isUuid(value);
const isDateTime = (value: unknown): value is string => isString(value) && ISO_UTC.test(value);
const isDateTimeOrNull = (value: unknown) => value === null || isDateTime(value);
/** zod's `z.iso.date()`: a real calendar day, 'YYYY-MM-DD' (leap days included). */
const ISO_DATE =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$/;

/** `z.object({ a: z.string(), ... })` of string fields only. */
const hasStrings = (value: TRecord, keys: readonly string[]) => keys.every((key) => isString(value[key]));

/** The params of each notification kind (notifications.ts, Z…Params). */
const isRequestParams = (params: TRecord) =>
  hasStrings(params, ['tenant_name', 'title']) && isUuid(params.request_uuid);
const isEnvelopeParams = (params: TRecord) =>
  hasStrings(params, ['tenant_name', 'title']) && isUuid(params.envelope_uuid);
const NOTIFICATION_PARAMS: Record<string, (params: TRecord) => boolean> = {
  SALES_TAX_SUBMITTED: (params) => hasStrings(params, ['tenant_name', 'sale_month_date']),
  SALES_TAX_PROCESSED: (params) =>
    hasStrings(params, ['tenant_name', 'sale_month_date', 'payable_tax_amount', 'process_date']),
  PAYROLL_SUBMITTED: (params) =>
    hasStrings(params, ['tenant_name', 'payroll_period_date_from', 'payroll_period_date_to']) &&
    isOneOf(PAYROLL_PERIOD_TYPES)(params.payroll_period_type),
  FILES_UPLOADED: (params) =>
    hasStrings(params, ['tenant_name', 'file_name']) &&
    isOneOf(UPLOAD_TYPES)(params.file_type) &&
    isCount(params.count),
  PUSH_MESSAGE: (params) => hasStrings(params, ['subject', 'body_text']),
  REQUEST_CREATED: (params) => isRequestParams(params) && isString(params.due_on) && isCount(params.count),
  REQUEST_SUBMITTED: isRequestParams,
  REQUEST_RETURNED: (params) => isRequestParams(params) && isString(params.note),
  REQUEST_ACCEPTED: isRequestParams,
  REQUEST_RECEIVED: (params) => isRequestParams(params) && isString(params.note),
  FILE_NEEDS_ATTENTION: (params) =>
    hasStrings(params, ['tenant_name', 'file_name', 'folder', 'note']) &&
    isUuid(params.document_uuid) &&
    isCount(params.count),
  SIGNING_REQUESTED: (params) => isEnvelopeParams(params) && typeof params.reminder === 'boolean',
  SIGNING_COMPLETED: isEnvelopeParams,
  ENVELOPE_COMPLETED: isEnvelopeParams,
  EMAIL_RECEIVED: (params) =>
    hasStrings(params, ['tenant_name', 'sender']) &&
    isInt(params.count) &&
    (params.count as number) >= 0 &&
    isStringOrNull(params.request_title) &&
    typeof params.closed_request === 'boolean',
  EMAIL_HELD: (params) =>
    hasStrings(params, ['tenant_name', 'sender', 'reason']) && isInt(params.count) && (params.count as number) >= 0,
  MESSAGE_RECEIVED: (params) =>
    hasStrings(params, ['tenant_name', 'subject', 'from']) &&
    isUuid(params.thread_uuid) &&
    typeof params.from_client === 'boolean' &&
    typeof params.internal === 'boolean',
};

/** ZNotification: its meta and, by `kind`, its params. */
const isNotification = (value: unknown) => {
  if (!isRecord(value) || !isString(value.kind) || !isRecord(value.params)) return false;
  const paramsFit = Object.hasOwn(NOTIFICATION_PARAMS, value.kind) ? NOTIFICATION_PARAMS[value.kind] : undefined;
  return (
    paramsFit !== undefined &&
    paramsFit(value.params) &&
    isUuid(value.uuid) &&
    isUuidOrNull(value.tenant_uuid) &&
    isStringOrNull(value.tenant_name) &&
    isDateTime(value.created_at) &&
    isDateTimeOrNull(value.read_at)
  );
};

/** zPage(item): the spec's paged envelope. */
const isPage = (value: unknown, isItem: (item: unknown) => boolean): value is TRecord =>
  isRecord(value) &&
  Array.isArray(value.data) &&
  value.data.every(isItem) &&
  isInt(value.current_page) &&
  isInt(value.last_page) &&
  isInt(value.total) &&
  isIntOrNull(value.from) &&
  isIntOrNull(value.to) &&
  (value.total_capped === undefined || typeof value.total_capped === 'boolean');

/** ZNotificationPage */
const isNotificationPage = (value: unknown): value is TNotificationPage =>
  isPage(value, isNotification) && isInt(value.unread);

/** ZMarkNotificationsReadResult */
const isMarkReadResult = (value: unknown): value is TMarkNotificationsReadResult =>
  isRecord(value) && isInt(value.marked) && isInt(value.unread);

/** ZRequestSummary */
const isRequestSummary = (value: unknown): value is TRequestSummary =>
  isRecord(value) && isInt(value.open) && isInt(value.overdue) && isInt(value.submitted);

/** ZDailyOverview */
const isDailyOverview = (value: unknown): value is TDailyOverview =>
  isRecord(value) &&
  isString(value.date) &&
  ISO_DATE.test(value.date) &&
  isString(value.time_zone) &&
  isInt(value.total) &&
  isRecord(value.by_type) &&
  UPLOAD_TYPES.every((type) => isInt((value.by_type as TRecord)[type])) &&
  isInt(value.sales_tax);

/** ZOverdueRequest */
const isOverdueRequest = (value: unknown) =>
  isRecord(value) &&
  isUuid(value.uuid) &&
  isUuid(value.tenant_uuid) &&
  hasStrings(value, ['tenant_name', 'title', 'due_on']) &&
  isOneOf(REQUEST_KINDS)(value.kind);

/** ZOverdueRequests */
const isOverdueRequests = (value: unknown): value is TOverdueRequests =>
  isRecord(value) && Array.isArray(value.data) && value.data.every(isOverdueRequest) && isInt(value.total);

/** ZReviewQueueRow */
const isReviewQueueRow = (value: unknown) =>
  isRecord(value) && isUuid(value.tenant_uuid) && isString(value.tenant_name) && isInt(value.new_files);

/** ZReviewQueue */
const isReviewQueue = (value: unknown): value is TReviewQueue =>
  isRecord(value) && Array.isArray(value.data) && value.data.every(isReviewQueueRow);

export const NOTIFICATION_PAGE_ANSWER = answerCheck('a page of notifications', isNotificationPage);
export const MARK_NOTIFICATIONS_READ_ANSWER = answerCheck('the notifications marked read', isMarkReadResult);
export const REQUEST_SUMMARY_ANSWER = answerCheck('the requests summary', isRequestSummary);
export const DAILY_OVERVIEW_ANSWER = answerCheck('the daily overview', isDailyOverview);
export const OVERDUE_REQUESTS_ANSWER = answerCheck('the overdue requests', isOverdueRequests);
export const REVIEW_QUEUE_ANSWER = answerCheck('the review queue', isReviewQueue);
