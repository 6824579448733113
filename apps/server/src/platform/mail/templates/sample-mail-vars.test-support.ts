import type { TNotificationContent } from '@ledgerport/contract';
import type { MailVars } from './render-mail.ts';

/** Variables for every template: markup and quotes everywhere, so escaping and translation can be checked. */
export const hostile = `<script>alert("x")</script> & 'Co'`;
const uuid = '6f1c1f5e-8f9b-4c1e-9d1a-2b3c4d5e6f70';
const request = { tenant_name: hostile, request_uuid: uuid, title: hostile };
const envelope = { tenant_name: hostile, envelope_uuid: uuid, title: hostile };
const attention = { tenant_name: hostile, document_uuid: uuid, file_name: hostile, folder: 'Bank', note: hostile };
const at = (notification: TNotificationContent) => ({
  notification,
  link: 'https://portal.example.test/app/x?a=1&b=2',
});
/** Every kind a digest may list, so each one's wording is checked in every language. */
const digestItems = [
  at({ kind: 'SALES_TAX_SUBMITTED', params: { tenant_name: hostile, sale_month_date: '2026-03-01' } }),
  at({
    kind: 'SALES_TAX_PROCESSED',
    params: {
      tenant_name: hostile,
      sale_month_date: '2026-03-01',
      payable_tax_amount: '1234.50',
      process_date: '2026-04-15',
    },
  }),
  at({
    kind: 'PAYROLL_SUBMITTED',
    params: {
      tenant_name: hostile,
      payroll_period_type: 'MONTHLY',
      payroll_period_date_from: '2026-03-01',
      payroll_period_date_to: '2026-03-31',
    },
  }),
  at({ kind: 'PUSH_MESSAGE', params: { subject: hostile, body_text: hostile } }),
  at({ kind: 'REQUEST_CREATED', params: { ...request, due_on: '2026-04-10', count: 1 } }),
  at({ kind: 'REQUEST_SUBMITTED', params: request }),
  at({ kind: 'REQUEST_RETURNED', params: { ...request, note: hostile } }),
  at({ kind: 'REQUEST_ACCEPTED', params: request }),
  at({ kind: 'REQUEST_RECEIVED', params: { ...request, note: hostile } }),
  at({ kind: 'FILE_NEEDS_ATTENTION', params: { ...attention, count: 3 } }),
  at({ kind: 'SIGNING_REQUESTED', params: { ...envelope, reminder: false } }),
  at({ kind: 'SIGNING_COMPLETED', params: envelope }),
  at({ kind: 'ENVELOPE_COMPLETED', params: envelope }),
  at({ kind: 'FILES_UPLOADED', params: { tenant_name: hostile, file_type: 'OTHERS', file_name: hostile, count: 4 } }),
];
export const sample: MailVars = {
  invitation: {
    name: hostile,
    companyName: `Dunn <i>&</i> Co`,
    inviterName: `Jane <b>Roe</b>`,
    link: 'https://portal.example.test/app/invite?t=a&b=1',
    expiresInDays: 7,
  },
  'signup-code': { name: hostile, code: '<481516>', expiresInMinutes: 10 },
  'upload-link-code': { companyName: hostile, code: '<481516>', expiresInMinutes: 10 },
  'new-device-sign-in': {
    name: hostile,
    device: hostile,
    ip: '203.0.113.7',
    at: '2026-03-01T15:04:05Z',
    timeZone: 'America/New_York',
    link: 'https://portal.example.test/app/not-me?token=a&b=1',
  },
  'mfa-reset': { name: hostile, link: 'https://portal.example.test/app/login' },
  'password-reset': { name: hostile, link: 'https://portal.example.test/app/reset?t=x&y="z"', expiresInMinutes: 60 },
  'sales-tax-submitted': {
    name: hostile,
    tenantName: 'Dunn <i>&</i> Co',
    saleMonth: '2026-03-01',
    link: 'https://portal.example.test/app/admin/get/sales/tax/list',
  },
  'sales-tax-processed': {
    name: hostile,
    tenantName: 'Dunn <i>&</i> Co',
    saleMonth: '2026-03-01',
    payableTaxAmount: '9999999999999.99',
    processDate: '2026-04-15',
    link: 'https://portal.example.test/app/tenant/get/sales/tax/list?company_uuid=x',
  },
  'payroll-submitted': {
    name: hostile,
    tenantName: 'Dunn <i>&</i> Co',
    periodType: 'BI_WEEKLY',
    periodFrom: '2026-03-01',
    periodTo: '2026-03-14',
    withFile: true,
    link: 'https://portal.example.test/app/tenant/get/payroll/list?company_uuid=x',
  },
  'bulk-sales-tax': {
    clientName: hostile,
    amount: '1234.5',
    link: 'https://portal.example.test/app/tenant/get/sales/tax/list?company_uuid=x',
  },
  'bulk-payroll-tax': {
    clientName: hostile,
    amount: '$ 980 (estimate)',
    link: 'https://portal.example.test/app/tenant/get/payroll/list?company_uuid=x',
  },
  'bulk-push': { clientName: hostile, subject: 'Office closed <b>Friday</b>', body: 'We are closed.\nSee you Monday.' },
  'request-reminder': {
    name: hostile,
    nudge: false,
    items: [
      {
        title: hostile,
        tenantName: 'Dunn <i>&</i> Co',
        dueOn: '2026-03-31',
        overdue: true,
        link: 'https://portal.example.test/app/requests?company_uuid=x&request=y',
      },
    ],
  },
  'request-event': {
    name: hostile,
    event: 'returned',
    tenantName: 'Dunn <i>&</i> Co',
    title: hostile,
    dueOn: '2026-03-31',
    count: 1,
    note: hostile,
    link: 'https://portal.example.test/app/requests?company_uuid=x&request=y',
  },
  'file-needs-attention': {
    name: hostile,
    tenantName: 'Dunn <i>&</i> Co',
    files: [
      { name: hostile, link: 'https://portal.example.test/app/index/company?company_uuid=x&search=a' },
      { name: 'march <b>.pdf', link: 'https://portal.example.test/app/index/company?company_uuid=x&search=b' },
    ],
    count: 3,
    note: hostile,
    link: 'https://portal.example.test/app/asks',
  },
  'signing-request': {
    name: hostile,
    title: hostile,
    tenantName: 'Dunn <i>&</i> Co',
    message: hostile,
    dueOn: '2026-04-10',
    reminder: false,
    link: 'https://portal.example.test/app/sign/link?token=a&b=1',
  },
  'signing-code': { name: hostile, title: hostile, code: '<481516>', expiresInMinutes: 10 },
  'inbound-bounce': { subject: hostile, refused: [{ name: hostile, reason: 'TOO_LARGE' }], maxFileMegabytes: 20 },
  'email-sign-in': {
    name: hostile,
    link: 'https://portal.example.test/app/sign-in/link?token=a&b=1',
    code: '<481516>',
    expiresInMinutes: 15,
  },
  'sign-in-code': { name: hostile, code: '<481516>', enrolment: false, expiresInMinutes: 5 },
  'signing-staff-notice': {
    name: hostile,
    what: 'declined',
    title: hostile,
    tenantName: 'Dunn <i>&</i> Co',
    signerName: hostile,
    reason: hostile,
    link: 'https://portal.example.test/app/tenant/signatures?company_uuid=x',
  },
  'signing-completed': {
    name: hostile,
    title: hostile,
    tenantName: 'Dunn <i>&</i> Co',
    link: 'https://portal.example.test/app/sign/link?token=a&b=1',
    linkDays: 30,
  },
  'notification-digest': {
    name: hostile,
    groups: [
      {
        tenantName: 'Dunn <i>&</i> Co',
        items: [
          ...digestItems,
          {
            notification: { kind: 'REQUEST_CREATED', params: { ...request, due_on: '2026-04-10', count: 3 } },
            link: 'https://portal.example.test/app/requests?a=1&b=2',
          },
          {
            notification: { kind: 'FILE_NEEDS_ATTENTION', params: { ...attention, count: 1 } },
            link: 'https://portal.example.test/app/index/company?company_uuid=x',
          },
          {
            notification: { kind: 'SIGNING_REQUESTED', params: { ...envelope, reminder: true } },
            link: 'https://portal.example.test/app/sign?envelope=x',
          },
        ],
      },
      {
        tenantName: null,
        items: [
          {
            notification: {
              kind: 'FILES_UPLOADED',
              params: { tenant_name: hostile, file_type: 'OTHERS', file_name: hostile, count: 1 },
            },
            link: 'https://portal.example.test/app/notifications',
          },
        ],
      },
    ],
    more: 12,
    allLink: 'https://portal.example.test/app/notifications',
  },
  'staff-digest': {
    name: hostile,
    sent: [
      {
        tenantName: 'Dunn <i>&</i> Co',
        uploads: 3,
        submissions: 1,
        signatures: 2,
        link: 'https://portal.example.test/app/index/company?company_uuid=x',
      },
      {
        tenantName: hostile,
        uploads: 1,
        submissions: 0,
        signatures: 0,
        link: 'https://portal.example.test/app/index/company?company_uuid=y',
      },
    ],
    overdue: [
      {
        tenantName: 'Dunn <i>&</i> Co',
        count: 4,
        link: 'https://portal.example.test/app/tenant/requests?company_uuid=x',
      },
    ],
    totals: { uploads: 4, submissions: 1, signatures: 2, overdue: 4 },
    moreSent: 2,
    moreOverdue: 0,
    link: 'https://portal.example.test/app/dashboard',
  },
  'message-received': {
    name: hostile,
    tenantName: 'Dunn <i>&</i> Co',
    subject: hostile,
    from: 'Ann <b>Dunn</b>',
    text: 'Here are the <b>March</b> statements.\nThanks',
    internal: false,
    attachments: 2,
    link: 'https://portal.example.test/app/companies/x/messages/y',
    replyByEmail: true,
  },
};
