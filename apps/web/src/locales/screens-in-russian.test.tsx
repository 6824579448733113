import {
  ALL_PERMISSIONS,
  BUILT_IN_ROLES,
  ERROR_CODES,
  type TAccessReviewEntry,
  type TAuditEvent,
  type TSessionUser,
} from '@ledgerport/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { someDailyOverview } from '../test/dashboard-fixtures.ts';
import { fileEntry, folderEntry } from '../test/files-test-support.ts';
import { AUDIT_DETAIL_WORDS, AUDIT_TARGET_KINDS } from '../features/audit/components/audit-words.ts';
import { someInternalUser } from '../features/internal-users/internal-user-fixtures.ts';
import { somePayroll } from '../features/payroll/payroll-fixtures.ts';
import { someSession } from '../features/profile/routes/profile-test-support.ts';
import { someMfaStatus } from '../features/mfa/routes/mfa-test-support.ts';
import { someSalesTax } from '../features/sales-tax/sales-tax-fixtures.ts';
import { someTenantUser } from '../test/tenant-user-fixtures.ts';
import { someTenant } from '../test/tenant-fixtures.ts';
import { i18n } from '../lib/i18n/i18n.ts';
import { json } from '../test/fake-api.ts';
import { clientUser, seedSession, staffUser } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { envelope, firmRoles, someUser } from '../test/users-and-roles.ts';

/**
 * Whole screens rendered in Russian. Russian is written in Cyrillic, so any Latin word left on a screen is
 * either data (names, e-mails, file names the API sent) or English that escaped translation: a literal in a
 * component, a missing key falling back to English, a library's default label. This finds the second kind
 * in the text and in what assistive technology reads (labels, placeholders, titles, alt texts).
 */

/**
 * Latin words that are right in Russian too: the product's name, the language switcher's codes, what Russian
 * writes in Latin letters itself ("ID пользователя", "IP-адрес", "push-уведомления", "e-mail"), technical names
 * (AWS S3, SMTP, CSV, ZIP and the spreadsheet extensions) and the example folder name of the tenant form
 * ("acme-bakery").
 */
const NAMES = new Set([
  ...['Ledgerport', 'RU'],
  ...['ID', 'IP', 'Push', 'mail', 'AWS', 'SMTP', 'CSV', 'ZIP', 'csv', 'xlsx', 'xls', 'acme', 'bakery'],
  // A device's PIN, as Russian writes it ("PIN-код").
  'PIN',
]);

const acme = clientUser.tenants[0]!;

/** The audit trail as the server stores it: targets, refusals and changes in its own terms. */
const auditEvent = (n: number, overrides: Partial<TAuditEvent>): TAuditEvent => ({
  id: `60000000-0000-4000-8000-00000000000${n}`,
  at: '2026-05-04T14:30:00.000Z',
  action: 'SIGN_IN',
  result: 'OK',
  actor: { uuid: staffUser.uuid, name: 'Sue Super', email: 'sue@firm.example' },
  tenant: null,
  target: `user:${staffUser.uuid}`,
  target_name: 'Sue Super (sue@firm.example)',
  ip: '198.51.100.7',
  user_agent: null,
  detail: 'PASSWORD REMEMBER_ME',
  changes: null,
  ...overrides,
});
const auditEvents = [
  auditEvent(1, {}),
  auditEvent(2, {
    action: 'TENANT_USER_ADD',
    result: 'DENIED',
    detail: 'FORBIDDEN',
    target: 'user:new',
    target_name: null,
  }),
  auditEvent(3, { action: 'SIGN_IN', result: 'DENIED', detail: 'WRONG_PASSWORD' }),
  auditEvent(4, { action: 'FILE_REVIEW', target: '2 files', target_name: null, detail: null }),
  auditEvent(5, { action: 'FEATURE_SETTING_CHANGE', target: 'feature:SMS_SENDING', target_name: null, detail: null }),
];
const reviewEntries: TAccessReviewEntry[] = [
  {
    uuid: '7d1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a41',
    name: 'Nina Never',
    email: 'nina@acme.example',
    kind: 'client',
    status: 'ACTIVE',
    roles: [`TenantOwner at ${acme.tenant_name}`],
    tenants: [acme.tenant_name],
    memberships: [{ role: 'TenantOwner', tenant: acme.tenant_name }],
    last_sign_in_at: null,
    inactive: true,
    mfa: false,
  },
  {
    uuid: '7d1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a42',
    name: 'Quinn Qualified',
    email: 'quinn@firm.example',
    kind: 'staff',
    status: 'ACTIVE',
    roles: ['SuperAdmin', 'Processor'],
    tenants: [],
    memberships: [],
    last_sign_in_at: '2026-11-20T09:00:00.000Z',
    inactive: false,
    mfa: true,
  },
];
const staff: TSessionUser = { ...staffUser, locale: 'ru' };
const client: TSessionUser = { ...clientUser, locale: 'ru' };

type TScreen = {
  path: string;
  user: TSessionUser | null;
  /** What the API answers, by "METHOD /api/v1/path"; anything else is a 404. */
  answers?: Record<string, unknown>;
  /** What shows once the screen's data has loaded; a form or an empty list is ready with its heading. */
  loaded?: string | RegExp;
  /** Other data the screen rightly shows as it is. */
  data?: readonly string[];
};

const SCREENS: Record<string, TScreen> = {
  login: { path: '/login', user: null, loaded: 'Ledgerport' },
  'forgot password': { path: '/forgot-password', user: null, loaded: 'Ledgerport' },
  dashboard: {
    path: '/dashboard',
    user: staff,
    answers: { 'GET /api/v1/dashboard/daily-overview': someDailyOverview },
    loaded: 'America/New_York',
  },
  users: {
    path: '/users',
    user: staff,
    answers: { 'GET /api/v1/users': envelope([someUser(1), someUser(2, { status: 'INVITED' })], 1, 15) },
    loaded: 'user2@firm.example',
  },
  tenants: {
    path: '/tenant/info',
    user: staff,
    answers: { 'GET /api/v1/tenants': envelope([someTenant(1)], 1, 15) },
    loaded: 'Tenant 1',
  },
  'admin sales tax': {
    path: '/admin/get/sales/tax/list',
    user: staff,
    answers: {
      'GET /api/v1/sales-tax': envelope(
        [someSalesTax(1), someSalesTax(2, { sale_tax_status: 'PROCESSED', payable_tax_amount: '50.00' })],
        1,
        15,
      ),
    },
    loaded: /2\s000,50/,
  },
  'folder view': {
    path: `/index/company?company_uuid=${acme.tenant_uuid}&company_name=${encodeURIComponent(acme.tenant_name)}`,
    user: staff,
    answers: {
      // Staff are shown a company only once it is found.
      [`GET /api/v1/tenants/${acme.tenant_uuid}`]: someTenant(9, { uuid: acme.tenant_uuid, name: acme.tenant_name }),
      [`GET /api/v1/tenants/${acme.tenant_uuid}/files`]: {
        path: '',
        entries: [folderEntry('Bank Statements'), fileEntry('notes.txt', 1536)],
        next_cursor: null,
      },
    },
    loaded: 'notes.txt',
  },
  profile: {
    path: '/profile',
    user: staff,
    answers: { 'GET /api/v1/auth/sessions': { data: [someSession(1, { current: true }), someSession(2)] } },
    loaded: '203.0.113.2',
  },
  'client sales tax': {
    path: `/tenant/get/sales/tax/list?company_uuid=${acme.tenant_uuid}`,
    user: client,
    answers: { [`GET /api/v1/tenants/${acme.tenant_uuid}/sales-tax`]: envelope([someSalesTax(1)], 1, 15) },
    loaded: /1\s000,50/,
  },
  'client payroll': {
    path: `/tenant/get/payroll/list?company_uuid=${acme.tenant_uuid}`,
    user: client,
    answers: { [`GET /api/v1/tenants/${acme.tenant_uuid}/payroll`]: envelope([somePayroll(1)], 1, 15) },
    loaded: /1\s500,00/,
  },
  'what your firm needs': {
    path: '/asks',
    user: client,
    answers: {
      'GET /api/v1/asks': {
        data: [
          {
            type: 'request',
            tenant_uuid: acme.tenant_uuid,
            tenant_name: acme.tenant_name,
            urgency: 'OVERDUE',
            request_uuid: '60000000-0000-4000-8000-000000000001',
            title: 'Bank statements',
            kind: 'BANK_STATEMENT',
            due_on: '2026-10-31',
            period_start: '2026-10-01',
            period_end: '2026-10-31',
            return_note: 'Page 2 is missing',
          },
          {
            type: 'document',
            tenant_uuid: acme.tenant_uuid,
            tenant_name: acme.tenant_name,
            urgency: 'NEEDS_ATTENTION',
            document_uuid: '60000000-0000-4000-8000-000000000002',
            name: 'march.pdf',
            folder: 'Bank Statements',
            note: 'Unsigned',
            marked_at: '2026-11-20T10:00:00.000Z',
          },
        ],
        truncated: true,
      },
    },
    loaded: 'Требует внимания',
  },
  'create user': { path: '/users/create', user: staff, answers: { 'GET /api/v1/roles': envelope(firmRoles, 1, 100) } },
  roles: {
    path: '/role',
    user: staff,
    answers: { 'GET /api/v1/roles': envelope(firmRoles, 1, 15) },
    loaded: 'Исполнитель',
  },
  'internal users': {
    path: '/internal/user/info',
    user: staff,
    answers: { 'GET /api/v1/internal-users': envelope([someInternalUser(1, { fin_state: 'INVITED' })], 1, 15) },
    loaded: 'staff1@firm.example',
  },
  // Time zones are offered by their IANA names ("Europe/Moscow"), the same in every language.
  'add tenant': { path: '/create/tenant/info', user: staff, data: Intl.supportedValuesOf('timeZone') },
  'tenant users': {
    path: `/tenant/user/info?company_uuid=${acme.tenant_uuid}`,
    user: staff,
    answers: {
      [`GET /api/v1/tenants/${acme.tenant_uuid}`]: someTenant(9, { uuid: acme.tenant_uuid, name: acme.tenant_name }),
      [`GET /api/v1/tenants/${acme.tenant_uuid}/users`]: envelope([someTenantUser(1)], 1, 15),
    },
    loaded: 'member1@client.example',
  },
  'request templates': {
    path: '/request-templates',
    user: staff,
    answers: {
      'GET /api/v1/request-templates': envelope(
        [
          {
            uuid: '30000000-0000-4000-8000-000000000001',
            name: 'Ежемесячная бухгалтерия',
            description: '',
            item_count: 3,
            revision: 1,
            created_at: '2026-11-20T10:00:00.000Z',
            updated_at: '2026-11-21T10:00:00.000Z',
          },
        ],
        1,
        20,
      ),
    },
    loaded: 'Ежемесячная бухгалтерия',
  },
  'admin payroll': {
    path: '/admin/get/payroll/list',
    user: staff,
    answers: { 'GET /api/v1/payroll': envelope([somePayroll(2)], 1, 15) },
    loaded: /2\s500,00/,
  },
  'bulk sales tax': {
    path: '/upload/send/bulk/sale/tax/notification',
    user: staff,
    answers: { 'GET /api/v1/bulk/notifications': envelope([], 1, 10) },
  },
  outbox: { path: '/outbox', user: staff, answers: { 'GET /api/v1/outbox': envelope([], 1, 15) } },
  audit: {
    path: '/audit',
    user: staff,
    answers: { 'GET /api/v1/audit': envelope(auditEvents, 1, 15) },
    loaded: '198.51.100.7',
  },
  'access review': {
    path: '/access-review',
    user: staff,
    answers: {
      'GET /api/v1/access-review': envelope(reviewEntries, 1, 20),
      'GET /api/v1/firm-settings/mfa': { staff_mfa_required: true, client_mfa_required: false },
    },
    loaded: 'nina@acme.example',
  },
  // A client with one company may still open the dashboard: it names their role there.
  'client dashboard': { path: '/dashboard', user: client, loaded: acme.tenant_name },
  'two-step sign-in': {
    path: '/profile/two-step',
    user: staff,
    answers: { 'GET /api/v1/auth/mfa': someMfaStatus() },
    loaded: 'Phone',
    // Browsers and systems go by their own names.
    data: ['Chrome', 'Windows', 'Firefox', 'Linux'],
  },
  'not me': { path: '/not-me?token=report-token-123', user: null, loaded: 'Ledgerport' },
  'sales tax form': {
    path: `/tenant/send/sale/tax/notification/to/cpa?company_uuid=${acme.tenant_uuid}`,
    user: client,
  },
  'payroll form': { path: `/tenant/submit/payroll/list?company_uuid=${acme.tenant_uuid}`, user: client },
  'upload files': {
    path: `/upload/company/files?company_uuid=${acme.tenant_uuid}&company_name=${encodeURIComponent(acme.tenant_name)}`,
    user: client,
    loaded: 'Банковские выписки',
  },
};

function answer(answers: Record<string, unknown>) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://x');
    const body = answers[`${init?.method ?? 'GET'} ${url.pathname}`];
    return body === undefined ? json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } }) : json(200, body);
  });
}

/** Everything a reader or a screen reader gets from the page: its text, labels, placeholders, titles. */
function everythingShown(): string {
  // The measuring copy an auto-sizing text area keeps in the page is never shown.
  const unseen = 'style, script, textarea[aria-hidden="true"]';
  const attributes = ['aria-label', 'placeholder', 'title', 'alt', 'aria-description', 'aria-valuetext'];
  const labels = [...document.querySelectorAll(attributes.map((name) => `[${name}]`).join(','))]
    .filter((element) => !element.closest(unseen))
    .flatMap((element) => attributes.map((name) => element.getAttribute(name) ?? ''));
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    if (!walker.currentNode.parentElement?.closest(unseen)) texts.push(walker.currentNode.nodeValue ?? '');
  }
  return [document.title, ...texts, ...labels].join('\n');
}

const latinWords = (text: string) => new Set(text.match(/[A-Za-z]{2,}/g) ?? []);

/**
 * What the server sends as codes, never as data, though it comes in the answers: a built-in role's name, an
 * error code, an audit target ("user:<uuid>") or detail word, and the English "at" of a client's role in a
 * company. Shown as they came, they would pass the check above as data; none may show in a Russian screen.
 */
const whole = (words: readonly string[]) => words.map((word) => `\\b${word}\\b`).join('|');
const CODES = new RegExp(
  [
    whole([...BUILT_IN_ROLES, ...ERROR_CODES, ...AUDIT_DETAIL_WORDS]),
    `\\b(?:${AUDIT_TARGET_KINDS.join('|')}):\\S+`,
    '\\S \\bat\\b \\S',
  ].join('|'),
  'g',
);
const codesShown = (text: string) => [...new Set(text.match(CODES) ?? [])];

describe('every screen in Russian', () => {
  it.each(Object.entries(SCREENS))(
    '%s keeps no English',
    async (_name, { path, user, answers = {}, loaded, data = [] }) => {
      await i18n.changeLanguage('ru');
      if (user) seedSession(user, [...ALL_PERMISSIONS]);
      const everyAnswer = user
        ? { 'GET /api/v1/auth/me': { user, permissions: ALL_PERMISSIONS, mfa_enrolment_required: false }, ...answers }
        : answers;
      answer(everyAnswer);
      renderApp(path);

      expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeVisible();
      if (loaded) await waitFor(() => expect(document.body).toHaveTextContent(loaded));
      await waitFor(() => expect(document.title).toMatch(/Ledgerport$/));

      // Data: what the API and the address gave, and the avatar's initials of the user's name.
      const initials = user?.name.replace(/(\p{L})\p{L}*\s*/gu, '$1') ?? '';
      const shownAsIs = latinWords(JSON.stringify([everyAnswer, user, decodeURIComponent(path), initials, data]));
      const english = [...latinWords(everythingShown())].filter((word) => !shownAsIs.has(word) && !NAMES.has(word));
      expect(english).toEqual([]);
      expect(codesShown(everythingShown())).toEqual([]);
    },
  );
});
