import type { MailVars } from './render-mail.ts';

/** Variables for every template: markup and quotes everywhere, so escaping and translation can be checked. */
export const hostile = `<script>alert("x")</script> & 'Co'`;
export const sample: MailVars = {
  invitation: {
    name: hostile,
    companyName: `Dunn <i>&</i> Co`,
    inviterName: `Jane <b>Roe</b>`,
    link: 'https://portal.example.test/app/invite?t=a&b=1',
    expiresInDays: 7,
  },
  'signup-code': { name: hostile, code: '<481516>', expiresInMinutes: 10 },
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
};
