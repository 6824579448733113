import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { TAnswerCheck } from './answer-checks.ts';
import { CLIENT_ASKS_ANSWER } from './client-asks-answer.ts';
import { ZClientAsks } from './client-asks.ts';
import { FEATURE_FLAGS_ANSWER } from './feature-flags-answer.ts';
import { FEATURE_KEYS } from './feature-keys.ts';
import { ZFeatureFlags } from './feature-settings.ts';
import { ZReviewQueue } from './file-catalog.ts';
import { ZDailyOverview } from './files.ts';
import { ZMarkNotificationsReadResult, ZNotificationPage } from './notifications.ts';
import { ZOverdueRequests } from './request-assignment.ts';
import { ZRequestSummary } from './requests.ts';
import {
  DAILY_OVERVIEW_ANSWER,
  MARK_NOTIFICATIONS_READ_ANSWER,
  NOTIFICATION_PAGE_ANSWER,
  OVERDUE_REQUESTS_ANSWER,
  REQUEST_SUMMARY_ANSWER,
  REVIEW_QUEUE_ANSWER,
} from './signed-in-answers.ts';

// The shell and the dashboard check these answers without zod (issue 17, item 4); the zod schemas stay the
// truth: every sample gets the same verdict from both, so a field added to a schema and not to its check fails.
const uuid = '0f8c5b1e-4a7d-4c2e-9b1a-3d5e7f9a1b2c';
const tenantUuid = '7d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a';

const without = (value: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(value).filter(([name]) => name !== key));

const meta = {
  uuid,
  tenant_uuid: tenantUuid,
  tenant_name: 'Acme',
  created_at: '2026-11-26T12:00:00.000Z',
  read_at: null,
};
const requestParams = { tenant_name: 'Acme', request_uuid: uuid, title: 'Bank statements' };
const notifications: Record<string, unknown>[] = [
  { ...meta, kind: 'SALES_TAX_SUBMITTED', params: { tenant_name: 'Acme', sale_month_date: '2026-10-01' } },
  {
    ...meta,
    kind: 'SALES_TAX_PROCESSED',
    params: { tenant_name: 'Acme', sale_month_date: '2026-10-01', payable_tax_amount: '12.50', process_date: 'x' },
  },
  {
    ...meta,
    kind: 'PAYROLL_SUBMITTED',
    params: {
      tenant_name: 'Acme',
      payroll_period_type: 'BI_WEEKLY',
      payroll_period_date_from: '2026-10-01',
      payroll_period_date_to: '2026-10-14',
    },
  },
  {
    ...meta,
    kind: 'FILES_UPLOADED',
    params: { tenant_name: 'Acme', file_type: 'OTHERS', file_name: 'a.pdf', count: 3 },
  },
  { ...meta, tenant_uuid: null, tenant_name: null, kind: 'PUSH_MESSAGE', params: { subject: 's', body_text: 'b' } },
  { ...meta, kind: 'REQUEST_CREATED', params: { ...requestParams, due_on: '2026-12-01', count: 1 } },
  { ...meta, kind: 'REQUEST_SUBMITTED', params: requestParams },
  { ...meta, kind: 'REQUEST_RETURNED', params: { ...requestParams, note: 'Page 2 is missing' } },
  { ...meta, read_at: '2026-11-27T08:00:00Z', kind: 'REQUEST_ACCEPTED', params: requestParams },
  {
    ...meta,
    kind: 'FILE_NEEDS_ATTENTION',
    params: {
      tenant_name: 'Acme',
      document_uuid: uuid,
      file_name: 'march.pdf',
      folder: 'Bank Statements',
      count: 1,
      note: 'Page 2 is missing',
    },
  },
  {
    ...meta,
    kind: 'SIGNING_REQUESTED',
    params: { tenant_name: 'Acme', envelope_uuid: uuid, title: '8879', reminder: true },
  },
  { ...meta, kind: 'SIGNING_COMPLETED', params: { tenant_name: 'Acme', envelope_uuid: uuid, title: '8879' } },
  { ...meta, kind: 'ENVELOPE_COMPLETED', params: { tenant_name: 'Acme', envelope_uuid: uuid, title: '8879' } },
];
const [salesTax, payroll, filesUploaded, requestCreated, requestReturned] = [0, 2, 3, 5, 7].map(
  (index) => notifications[index]!,
) as [
  Record<string, unknown>,
  Record<string, unknown>,
  Record<string, unknown>,
  Record<string, unknown>,
  Record<string, unknown>,
];
const fileNeedsAttention = notifications[9]!;
const [signingRequested, signingCompleted] = [notifications[10]!, notifications[11]!];
const page = { data: notifications, current_page: 1, last_page: 3, total: 25, from: 1, to: 9, unread: 4 };
const notificationVariants = [
  ...notifications,
  { ...salesTax, kind: 'SOMETHING_ELSE' },
  { ...salesTax, kind: 'toString' },
  { ...salesTax, kind: 'PUSH_MESSAGE' },
  { ...salesTax, params: { tenant_name: 'Acme' } },
  { ...salesTax, params: null },
  without(salesTax, 'params'),
  { ...salesTax, uuid: 'x' },
  { ...salesTax, tenant_uuid: 'x' },
  { ...salesTax, tenant_name: 3 },
  { ...salesTax, created_at: '2026-11-26' },
  { ...salesTax, created_at: '2026-11-26T12:00:00+01:00' },
  { ...salesTax, read_at: 'yesterday' },
  without(salesTax, 'read_at'),
  { ...payroll, params: { ...(payroll.params as object), payroll_period_type: 'DAILY' } },
  { ...filesUploaded, params: { ...(filesUploaded.params as object), count: 0 } },
  { ...filesUploaded, params: { ...(filesUploaded.params as object), count: 1.5 } },
  { ...filesUploaded, params: { ...(filesUploaded.params as object), file_type: 'SALES_TAX' } },
  { ...requestCreated, params: { ...(requestCreated.params as object), request_uuid: 'r-1' } },
  { ...requestCreated, params: without(requestCreated.params as Record<string, unknown>, 'due_on') },
  { ...requestReturned, params: requestParams },
  { ...fileNeedsAttention, params: { ...(fileNeedsAttention.params as object), document_uuid: 'd-1' } },
  { ...fileNeedsAttention, params: without(fileNeedsAttention.params as Record<string, unknown>, 'note') },
  { ...fileNeedsAttention, params: { ...(fileNeedsAttention.params as object), count: 0 } },
  { ...signingRequested, params: without(signingRequested.params as Record<string, unknown>, 'reminder') },
  { ...signingRequested, params: { ...(signingRequested.params as object), reminder: 'yes' } },
  { ...signingCompleted, params: { ...(signingCompleted.params as object), envelope_uuid: 'e-1' } },
  {
    ...signingCompleted,
    kind: 'ENVELOPE_COMPLETED',
    params: without(signingCompleted.params as Record<string, unknown>, 'title'),
  },
];
const overview = {
  date: '2026-11-26',
  time_zone: 'America/New_York',
  total: 7,
  by_type: { BANK_STATEMENT: 1, CORPORATION_DOCUMENT: 2, PAYROLL_DOCUMENT: 3, OTHERS: 1 },
  sales_tax: 2,
};
const overdue = {
  uuid,
  tenant_uuid: tenantUuid,
  tenant_name: 'Acme',
  title: 'Bank statements',
  kind: 'SALES_TAX',
  due_on: '2026-11-01',
};
const reviewRow = { tenant_uuid: tenantUuid, tenant_name: 'Acme', new_files: 12 };
const requestAsk = {
  type: 'request',
  tenant_uuid: tenantUuid,
  tenant_name: 'Acme',
  urgency: 'OVERDUE',
  request_uuid: uuid,
  title: 'Bank statements',
  kind: 'BANK_STATEMENT',
  due_on: '2026-11-01',
  period_start: null,
  period_end: null,
  return_note: null,
};
const documentAsk = {
  type: 'document',
  tenant_uuid: tenantUuid,
  tenant_name: 'Acme',
  urgency: 'NEEDS_ATTENTION',
  document_uuid: uuid,
  name: 'march.pdf',
  folder: 'Bank Statements',
  note: 'Page 2 is missing',
  marked_at: '2026-11-26T12:00:00.000Z',
};
const signatureAsk = {
  type: 'signature',
  tenant_uuid: tenantUuid,
  tenant_name: 'Acme',
  urgency: 'OPEN',
  envelope_uuid: uuid,
  title: 'Form 8879 — 2025',
  due_on: '2026-12-15',
  expires_at: '2027-01-05T12:00:00.000Z',
};

const flags = Object.fromEntries(FEATURE_KEYS.map((key, index) => [key, index % 2 === 0]));

const cases: [string, TAnswerCheck<unknown>, z.ZodType, unknown[]][] = [
  [
    '/features',
    FEATURE_FLAGS_ANSWER,
    ZFeatureFlags,
    [
      { flags },
      { flags: { ...flags, SMS_SENDING: 1 } },
      { flags: without(flags, 'SMS_SENDING') },
      { flags: { ...flags, NEW_THING: true } },
      { flags: [] },
      { flags: null },
      {},
    ],
  ],
  [
    '/notifications',
    NOTIFICATION_PAGE_ANSWER,
    ZNotificationPage,
    [
      page,
      { ...page, data: [], from: null, to: null, total_capped: true },
      { ...page, to: '9' },
      without(page, 'from'),
      { ...page, total_capped: 'no' },
      { ...page, unread: 1.5 },
      { ...page, total: 2 ** 53 },
      without(page, 'unread'),
      without(page, 'last_page'),
      { ...page, data: {} },
      ...notificationVariants.map((notification) => ({ ...page, data: [notification] })),
      null,
    ],
  ],
  [
    '/notifications/read',
    MARK_NOTIFICATIONS_READ_ANSWER,
    ZMarkNotificationsReadResult,
    [{ marked: 2, unread: 0 }, { marked: '2', unread: 0 }, { marked: 2 }, []],
  ],
  [
    '/tenants/{id}/requests/summary',
    REQUEST_SUMMARY_ANSWER,
    ZRequestSummary,
    [
      { open: 3, overdue: 1, submitted: 0 },
      { open: 3, overdue: -1, submitted: 0 },
      { open: 3, overdue: 1 },
      { open: 3, overdue: 1, submitted: null },
    ],
  ],
  [
    '/dashboard/daily-overview',
    DAILY_OVERVIEW_ANSWER,

    ZDailyOverview,
    [
      overview,
      { ...overview, date: '2028-02-29' },
      { ...overview, date: '2026-02-29' },
      { ...overview, date: '2026-11-31' },
      { ...overview, date: '2026-11-26T00:00:00Z' },
      { ...overview, total: '7' },
      { ...overview, by_type: without(overview.by_type, 'OTHERS') },
      { ...overview, by_type: { ...overview.by_type, OTHERS: 0.5 } },
      { ...overview, by_type: null },
      without(overview, 'sales_tax'),
      without(overview, 'time_zone'),
    ],
  ],
  [
    '/dashboard/overdue-requests',
    OVERDUE_REQUESTS_ANSWER,
    ZOverdueRequests,
    [
      { data: [overdue], total: 14 },
      { data: [], total: 0 },
      { data: [{ ...overdue, kind: 'PAYROLL_DOCUMENT' }], total: 1 },
      { data: [{ ...overdue, kind: 'PUSH' }], total: 1 },
      { data: [{ ...overdue, uuid: 'x' }], total: 1 },
      { data: [without(overdue, 'due_on')], total: 1 },
      { data: [overdue] },
      { data: null, total: 0 },
    ],
  ],
  [
    '/dashboard/review-queue',
    REVIEW_QUEUE_ANSWER,
    ZReviewQueue,
    [
      { data: [reviewRow] },
      { data: [] },
      { data: [{ ...reviewRow, new_files: '12' }] },
      { data: [{ ...reviewRow, tenant_uuid: 'acme' }] },
      { data: [without(reviewRow, 'tenant_name')] },
      {},
    ],
  ],
  [
    '/asks',
    CLIENT_ASKS_ANSWER,
    ZClientAsks,
    [
      { data: [requestAsk, documentAsk], truncated: false },
      {
        data: [signatureAsk, { ...signatureAsk, urgency: 'OVERDUE', due_on: null, expires_at: null }],
        truncated: false,
      },
      { data: [{ ...signatureAsk, urgency: 'RETURNED' }], truncated: false },
      { data: [{ ...signatureAsk, envelope_uuid: 'e-1' }], truncated: false },
      { data: [{ ...signatureAsk, expires_at: '2027-01-05' }], truncated: false },
      { data: [without(signatureAsk, 'title')], truncated: false },
      { data: [{ ...signatureAsk, type: 'request' }], truncated: false },
      { data: [], truncated: true },
      {
        data: [{ ...requestAsk, urgency: 'RETURNED', return_note: 'Wrong month', period_start: '2026-10-01' }],
        truncated: false,
      },
      { data: [{ ...requestAsk, urgency: 'NEEDS_ATTENTION' }], truncated: false },
      { data: [{ ...requestAsk, kind: 'PUSH' }], truncated: false },
      { data: [without(requestAsk, 'return_note')], truncated: false },
      { data: [{ ...requestAsk, type: 'document' }], truncated: false },
      { data: [{ ...documentAsk, urgency: 'OPEN' }], truncated: false },
      { data: [{ ...documentAsk, marked_at: '2026-11-26' }], truncated: false },
      { data: [{ ...documentAsk, document_uuid: 'd-1' }], truncated: false },
      { data: [{ ...documentAsk, note: null }], truncated: false },
      { data: [without(documentAsk, 'tenant_name')], truncated: false },
      { data: [documentAsk] },
      { data: null, truncated: false },
    ],
  ],
];

describe('the answers the signed-in shell and the dashboard check without zod', () => {
  it.each(cases)('%s: the check and its zod schema agree on every sample', (_name, check, schema, samples) => {
    for (const sample of samples) {
      expect({ sample, accepted: check.safeParse(sample).success }).toEqual({
        sample,
        accepted: schema.safeParse(sample).success,
      });
    }
  });

  it('every sample list holds answers both accept and answers both refuse', () => {
    for (const [name, , schema, samples] of cases) {
      const verdicts = new Set(samples.map((sample) => schema.safeParse(sample).success));
      expect({ name, verdicts: [...verdicts].sort() }).toEqual({ name, verdicts: [false, true] });
    }
  });
});
