import type { Locator, Page } from 'playwright-core';
import en from '../../apps/web/src/locales/en.json' with { type: 'json' };
import type { TScreenData } from './screen-data.ts';
import { paths } from '@ledgerport/contract';

/** Who opens the screen: nobody signed in, the e2e SuperAdmin, or the seeded tenant's owner. */
export type TWho = 'public' | 'staff' | 'client';

export type TScreen = {
  /** Names the test and its screenshot (test-results/screens/<name>-<width>.png, see checkScreen). */
  name: string;
  who: TWho;
  /** The screen's key in paths.ts (the coverage check below reads it). */
  key: keyof typeof paths | 'notFound';
  /** Relative to /app. */
  path: (d: TScreenData) => string;
  /** What shows once the screen has its data; by default its heading and no spinner. */
  ready?: (page: Page, d: TScreenData) => Locator;
  /** Columns (locale keys of their headings) that must show at 1280 px beside the open sidebar, in every language. */
  namedColumns?: string[];
  /** Names that must be readable whole at 375 px: drawn whole, or drawn whole once tapped (a long file name). */
  fullNames?: (d: TScreenData) => string[];
  /** What must show on a phone's first screen (375 × 667), before any scrolling. */
  firstScreen?: (page: Page, d: TScreenData) => Locator;
};

const row = (text: (d: TScreenData) => string) => (page: Page, d: TScreenData) =>
  page
    .getByRole('row')
    .filter({ hasText: text(d) })
    .first();
/** The folder view is a table on a desktop and a list of cards on a phone: the file's name shows in both. */
const fileShown = (text: (d: TScreenData) => string) => (page: Page, d: TScreenData) =>
  page.getByText(text(d), { exact: true }).first();
const tenantRow = row((d) => d.tenant.name);
const withSearch = (path: string, search: string) => `${path}?${new URLSearchParams({ search })}`;

/** Every screen of paths.ts, one line each, for the role that can see it. */
export const SCREENS: TScreen[] = [
  // Before signing in.
  { name: 'login', who: 'public', key: 'login', path: () => paths.login },
  {
    name: 'register',
    who: 'public',
    key: 'register',
    path: (d) => `${paths.register}?user_verification_uuid=${d.invitationToken}`,
    ready: (page) => page.getByRole('button', { name: en.registration.submit }),
  },
  {
    name: 'otp-validation',
    who: 'public',
    key: 'otpValidation',
    path: (d) => `${paths.otpValidation}?${new URLSearchParams({ username: d.inviteeEmail, sent: '1' })}`,
  },
  { name: 'forgot-password', who: 'public', key: 'forgotPassword', path: () => paths.forgotPassword },
  {
    name: 'reset-password',
    who: 'public',
    key: 'resetPassword',
    path: (d) => d.resetPath,
    ready: (page) => page.getByRole('button', { name: en.passwordReset.save }),
  },
  { name: 'terms', who: 'public', key: 'terms', path: () => paths.terms },
  {
    name: 'not-me',
    who: 'public',
    key: 'notMe',
    path: () => `${paths.notMe}?token=an-unused-link-token`,
    ready: (page) => page.getByRole('button', { name: en.auth.notMe.confirm }),
  },

  // The firm (SuperAdmin).
  { name: 'staff-dashboard', who: 'staff', key: 'dashboard', path: () => paths.dashboard },
  { name: 'staff-profile', who: 'staff', key: 'profile', path: () => paths.profile },
  { name: 'staff-two-step', who: 'staff', key: 'twoStep', path: () => paths.twoStep },
  { name: 'users', who: 'staff', key: 'users', path: () => paths.users, ready: row(() => '@') },
  { name: 'user-create', who: 'staff', key: 'userCreate', path: () => paths.userCreate },
  { name: 'user-edit', who: 'staff', key: 'userEdit', path: (d) => paths.userEdit(d.processorId) },
  { name: 'roles', who: 'staff', key: 'roles', path: () => paths.roles, ready: row(() => 'Processor') },
  { name: 'role-create', who: 'staff', key: 'roleCreate', path: () => paths.roleCreate },
  { name: 'role-edit', who: 'staff', key: 'roleEdit', path: (d) => paths.roleEdit(d.processorRoleId) },
  {
    name: 'tenants',
    who: 'staff',
    key: 'tenants',
    path: (d) => withSearch(paths.tenants, d.tenant.name),
    ready: tenantRow,
  },
  { name: 'tenant-create', who: 'staff', key: 'tenantCreate', path: () => paths.tenantCreate },
  { name: 'tenant-edit', who: 'staff', key: 'tenantEdit', path: (d) => paths.tenantEdit(d.tenant.uuid) },
  {
    name: 'tenant-users',
    who: 'staff',
    key: 'tenantUsers',
    path: (d) => paths.tenantUsers(d.tenant.uuid),
    ready: row((d) => d.client.email),
  },
  {
    name: 'tenant-user-create',
    who: 'staff',
    key: 'tenantUserCreate',
    path: (d) => paths.tenantUserCreate(d.tenant.uuid),
  },
  {
    name: 'internal-users',
    who: 'staff',
    key: 'internalUsers',
    path: () => paths.internalUsers,
    ready: row(() => '@'),
  },
  { name: 'internal-user-create', who: 'staff', key: 'internalUserCreate', path: () => paths.internalUserCreate },
  { name: 'outbox', who: 'staff', key: 'outbox', path: () => paths.outbox, ready: row(() => '@') },
  // Any signed-in person's event: the seed writes more than a page of events after its PDF's upload.
  { name: 'audit', who: 'staff', key: 'audit', path: () => paths.audit, ready: row(() => '@') },
  { name: 'access-review', who: 'staff', key: 'accessReview', path: () => paths.accessReview, ready: row(() => '@') },
  {
    name: 'records',
    who: 'staff',
    key: 'records',
    path: () => paths.records,
    // '8879': the row of Form 8879 in every language (the named columns are checked in German and Russian too).
    ready: row(() => '8879'),
    namedColumns: ['records.columns.class', 'records.columns.rule'],
  },
  {
    name: 'compliance',
    who: 'staff',
    key: 'compliance',
    path: () => paths.compliance,
    ready: (page) => page.getByRole('region', { name: en.compliance.summary.mfaStaff }),
  },
  {
    name: 'compliance-incidents',
    who: 'staff',
    key: 'complianceIncidents',
    path: () => paths.complianceIncidents,
    ready: row((d) => d.incident.title),
  },
  {
    name: 'compliance-incident',
    who: 'staff',
    key: 'complianceIncident',
    path: (d) => paths.complianceIncident(d.incident.uuid),
    ready: (page, d) => page.getByRole('heading', { name: d.incident.title }),
    fullNames: (d) => [d.incident.title],
  },
  {
    name: 'company-records',
    who: 'staff',
    key: 'companyRecords',
    path: (d) => paths.companyRecords(d.tenant.uuid),
    ready: row(() => en.records.classes.SOURCE_DOCUMENTS),
  },
  // Disposal (issue 35): the reviews with the day's run at seeding, and that review.
  {
    name: 'disposals',
    who: 'staff',
    key: 'disposals',
    path: () => paths.disposals,
    ready: (page) => page.getByRole('button', { name: en.records.disposals.runNow }),
  },
  {
    name: 'disposal-review',
    who: 'staff',
    key: 'disposalReview',
    path: (d) => paths.disposalReview(d.disposalReviewUuid),
    ready: (page) => page.getByRole('heading', { name: en.records.disposals.itemsTitle }),
  },
  {
    name: 'completeness',
    who: 'staff',
    key: 'completeness',
    path: (d) => withSearch(paths.completeness, d.tenant.name),
    ready: tenantRow,
  },
  {
    name: 'file-search',
    who: 'staff',
    key: 'fileSearch',
    // Both of the tenant's statements, the long-named one among them.
    path: (d) => `${paths.fileSearch}?${new URLSearchParams({ q: d.suffix })}`,
    ready: fileShown((d) => d.pdfName),
    fullNames: (d) => [d.longFileName],
  },
  {
    name: 'staff-company-files',
    who: 'staff',
    key: 'company',
    path: (d) => `${paths.company(d.tenant.uuid, d.tenant.name)}&path=Bank%20Statements`,
    ready: fileShown((d) => d.pdfName),
    fullNames: (d) => [d.longFileName],
    // The folder's buttons and filters wait in a menu: its first file is on the first screen.
    firstScreen: (page) => page.getByRole('list', { name: en.files.folderContents }).getByRole('listitem').first(),
  },
  { name: 'staff-upload-files', who: 'staff', key: 'uploadFiles', path: (d) => paths.uploadFiles(d.tenant.uuid) },
  {
    name: 'staff-tenant-requests',
    who: 'staff',
    key: 'tenantRequests',
    path: (d) => paths.tenantRequests(d.tenant.uuid),
    ready: row((d) => d.requestTitle),
    namedColumns: ['requests.columns.kind', 'requests.columns.period'],
  },
  {
    name: 'staff-tenant-sales-tax',
    who: 'staff',
    key: 'tenantSalesTax',
    path: (d) => paths.tenantSalesTax(d.tenant.uuid),
    ready: row(() => '12,345.67'),
  },
  {
    name: 'staff-sales-tax-submit',
    who: 'staff',
    key: 'salesTaxSubmit',
    path: (d) => paths.salesTaxSubmit(d.tenant.uuid),
  },
  {
    name: 'admin-sales-tax',
    who: 'staff',
    key: 'adminSalesTax',
    path: (d) => withSearch(paths.adminSalesTax, d.tenant.name),
    ready: tenantRow,
    namedColumns: ['salesTax.columns.collectedTaxAmount', 'salesTax.columns.submittedDate'],
  },
  {
    name: 'staff-tenant-payroll',
    who: 'staff',
    key: 'tenantPayroll',
    path: (d) => paths.tenantPayroll(d.tenant.uuid),
    ready: row(() => '8,100.50'),
  },
  { name: 'staff-payroll-submit', who: 'staff', key: 'payrollSubmit', path: (d) => paths.payrollSubmit(d.tenant.uuid) },
  {
    name: 'admin-payroll',
    who: 'staff',
    key: 'adminPayroll',
    path: (d) => withSearch(paths.adminPayroll, d.tenant.name),
    ready: tenantRow,
  },
  { name: 'bulk-sales-tax-upload', who: 'staff', key: 'bulkSalesTaxUpload', path: () => paths.bulkSalesTaxUpload },
  {
    name: 'bulk-sales-tax-results',
    who: 'staff',
    key: 'bulkSalesTaxResults',
    path: (d) => paths.bulkBatch(paths.bulkSalesTaxResults, d.batchUuid),
    ready: row(() => 'Acme Bakery'),
  },
  {
    name: 'bulk-payroll-tax-upload',
    who: 'staff',
    key: 'bulkPayrollTaxUpload',
    path: () => paths.bulkPayrollTaxUpload,
  },
  {
    name: 'bulk-payroll-tax-results',
    who: 'staff',
    key: 'bulkPayrollTaxResults',
    path: () => paths.bulkPayrollTaxResults,
  },
  { name: 'bulk-push-upload', who: 'staff', key: 'bulkPushUpload', path: () => paths.bulkPushUpload },
  { name: 'bulk-push-list', who: 'staff', key: 'bulkPushList', path: () => paths.bulkPushList },
  { name: 'bulk-tenant-create', who: 'staff', key: 'bulkTenantCreate', path: () => paths.bulkTenantCreate },
  {
    name: 'feature-settings',
    who: 'staff',
    key: 'featureSettings',
    path: () => paths.featureSettings,
    ready: (page) => page.getByRole('row').nth(1),
  },
  {
    name: 'firm-settings',
    who: 'staff',
    key: 'firmSettings',
    path: () => paths.firmSettings,
    ready: (page) => page.getByRole('button', { name: en.firmSettings.save, exact: true }),
  },
  {
    name: 'reminder-settings',
    who: 'staff',
    key: 'reminderSettings',
    path: () => paths.reminderSettings,
    ready: (page) => page.getByRole('button', { name: en.reminders.save }),
  },
  {
    name: 'request-templates',
    who: 'staff',
    key: 'requestTemplates',
    path: () => paths.requestTemplates,
    ready: (page) => page.getByRole('button', { name: en.requestTemplates.list.create }),
  },
  // Organizers (issue 33): the firm's templates and the builder of a new one.
  {
    name: 'organizer-templates',
    who: 'staff',
    key: 'organizerTemplates',
    path: () => paths.organizerTemplates,
    ready: (page) => page.getByRole('button', { name: en.organizers.templates.copyStarter }),
  },
  {
    name: 'organizer-template-new',
    who: 'staff',
    key: 'organizerTemplate',
    path: () => paths.organizerTemplate('new'),
  },
  // The client's submissions notified the firm: the staff list has entries.
  { name: 'staff-notifications', who: 'staff', key: 'notifications', path: () => paths.notifications },
  { name: 'not-found', who: 'staff', key: 'notFound', path: () => '/no-such-screen' },

  // The tenant's owner.
  { name: 'client-dashboard', who: 'client', key: 'dashboard', path: () => paths.dashboard },
  { name: 'client-profile', who: 'client', key: 'profile', path: () => paths.profile },
  { name: 'client-two-step', who: 'client', key: 'twoStep', path: () => paths.twoStep },
  {
    name: 'client-company-files',
    who: 'client',
    key: 'company',
    path: (d) => paths.company(d.tenant.uuid, d.tenant.name),
    ready: (page) => page.getByRole('link', { name: en.files.openFolder.replace('{{name}}', 'Bank Statements') }),
  },
  { name: 'client-upload-files', who: 'client', key: 'uploadFiles', path: (d) => paths.uploadFiles(d.tenant.uuid) },
  {
    name: 'client-requests',
    who: 'client',
    key: 'clientRequests',
    // As a reminder's link opens it: the named request shown first, the open list below.
    path: (d) => paths.clientRequests(d.tenant.uuid, d.requestUuid),
    ready: (page, d) => page.getByRole('article').filter({ hasText: d.requestTitle }).first(),
  },
  {
    name: 'client-sales-tax',
    who: 'client',
    key: 'tenantSalesTax',
    path: (d) => paths.tenantSalesTax(d.tenant.uuid),
    ready: row(() => '12,345.67'),
  },
  {
    name: 'client-sales-tax-submit',
    who: 'client',
    key: 'salesTaxSubmit',
    path: (d) => paths.salesTaxSubmit(d.tenant.uuid),
  },
  {
    name: 'client-payroll',
    who: 'client',
    key: 'tenantPayroll',
    path: (d) => paths.tenantPayroll(d.tenant.uuid),
    ready: row(() => '8,100.50'),
  },
  {
    name: 'client-payroll-submit',
    who: 'client',
    key: 'payrollSubmit',
    path: (d) => paths.payrollSubmit(d.tenant.uuid),
  },
  { name: 'client-notifications', who: 'client', key: 'notifications', path: () => paths.notifications },
  {
    name: 'client-asks',
    who: 'client',
    key: 'clientAsks',
    path: () => paths.clientAsks,
    ready: (page, d) => page.getByRole('article').filter({ hasText: d.requestTitle }).first(),
  },
  // Signing (issue 31): the lists, preparing a draft, a sent envelope, and signing as a client and by link.
  {
    name: 'signatures',
    who: 'staff',
    key: 'signatures',
    path: () => paths.signatures,
    ready: row((d) => d.signing.sentTitle),
  },
  {
    name: 'tenant-signatures',
    who: 'staff',
    key: 'tenantSignatures',
    path: (d) => paths.tenantSignatures(d.tenant.uuid),
    ready: row((d) => d.signing.sentTitle),
  },
  {
    name: 'signature-prepare',
    who: 'staff',
    key: 'signaturePrepare',
    path: (d) => paths.signaturePrepare(d.tenant.uuid, d.signing.draftUuid),
  },
  {
    name: 'signature-envelope',
    who: 'staff',
    key: 'signatureEnvelope',
    path: (d) => paths.signatureEnvelope(d.tenant.uuid, d.signing.sentUuid),
    ready: (page) => page.getByRole('list', { name: en.signing.envelope.timeline }),
  },
  {
    name: 'sign-envelope',
    who: 'client',
    key: 'signEnvelope',
    path: (d) => paths.signEnvelope(d.signing.sentUuid),
  },
  { name: 'sign-link', who: 'public', key: 'signLinkPage', path: (d) => d.signing.linkPath },
  // E-mail in (issue 32): the quarantine of held e-mails, empty on the seeded firm.
  { name: 'email-quarantine', who: 'staff', key: 'emailQuarantine', path: () => paths.emailQuarantine },
  // An e-mailed sign-in link (issue 32) opened without its token: it says the link cannot be used.
  { name: 'sign-in-link', who: 'public', key: 'signInLinkPage', path: () => paths.signInLinkPage },
  // Files shared into the installed app (issue 32): with nothing shared, it says so.
  { name: 'client-shared-files', who: 'client', key: 'sharedFiles', path: () => paths.sharedFiles },
  { name: 'upload-link', who: 'public', key: 'uploadLinkPage', path: (d) => d.uploadLinkPath },
  // Organizers (issue 33): the client's answer screen of the one sent, and the firm's review of it.
  {
    name: 'client-organizer',
    who: 'client',
    key: 'organizer',
    path: (d) => paths.organizer(d.tenant.uuid, d.organizerUuid),
    ready: (page) => page.getByRole('heading', { name: 'Welcome questionnaire' }),
  },
  {
    name: 'organizer-review',
    who: 'staff',
    key: 'organizerReview',
    path: (d) => paths.organizerReview(d.tenant.uuid, d.organizerUuid),
    ready: (page) => page.getByRole('heading', { name: 'Welcome questionnaire' }),
  },
  // Messages (issue 34): the company's conversations and one of them, for the client and the firm; the firm's
  // inbox and its saved replies.
  {
    name: 'client-company-messages',
    who: 'client',
    key: 'companyMessages',
    path: (d) => paths.companyMessages(d.tenant.uuid),
    ready: (page, d) => page.getByText(d.thread.subject).first(),
  },
  {
    name: 'client-message-thread',
    who: 'client',
    key: 'messageThread',
    path: (d) => paths.messageThread(d.tenant.uuid, d.thread.uuid),
    ready: (page) => page.getByText('The checking account, please.'),
  },
  {
    name: 'staff-message-thread',
    who: 'staff',
    key: 'messageThread',
    path: (d) => paths.messageThread(d.tenant.uuid, d.thread.uuid),
    ready: (page) => page.getByText('Ask about the savings one too.'),
  },
  {
    name: 'message-inbox',
    who: 'staff',
    key: 'messageInbox',
    path: () => `${paths.messageInbox}?waiting=false`,
    ready: (page, d) => page.getByText(d.thread.subject).first(),
  },
  { name: 'saved-replies', who: 'staff', key: 'savedReplies', path: () => paths.savedReplies },
];

/** Entries of paths.ts that are not screens of their own. */
export const NOT_SCREENS: Partial<Record<keyof typeof paths, string>> = {
  accessReviewInactive:
    'the access review (access-review) with its inactive filter on, linked from the compliance centre',
  logout: 'signs out and goes to the login screen (visited by the user-menu check)',
  twoStepSetup:
    'shown only while the firm requires a second factor the user lacks (these servers do not): e2e/mfa.spec.ts goes through it',
  bulkBatch: 'builds the address of a result screen showing one batch (bulk-sales-tax-results uses it)',
  clientAsksOnArrival: 'client-asks as a client lands on it after signing in (client-asks.spec follows it)',
  companyFile: 'the folder view (client-company-files) at one file, as e-mails link it (client-asks.spec opens one)',
  adminSalesTaxNotify: "the spec's route, sent on to adminSalesTax, whose Edit dialog does its job",
  uploadSharedFiles: 'Upload Files (client-upload-files) with shared files queued: e2e/phone-app.spec.ts follows it',
};

/**
 * The keys of paths.ts that no screen above visits. `<name>Page` (the router's pattern) counts as visited with
 * `<name>`, the same screen with its query.
 */
export function unvisitedPaths(): string[] {
  const visited = new Set<string>(SCREENS.map((screen) => screen.key));
  return Object.keys(paths).filter(
    (key) => !visited.has(key) && !visited.has(key.replace(/Page$/, '')) && !(key in NOT_SCREENS),
  );
}
