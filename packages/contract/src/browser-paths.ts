/**
 * Every browser path of the app, relative to the router's basename (/app). The spec's paths are the
 * user-facing contract (bookmarks, e-mailed links): change none of them. The web's router and the server's
 * e-mail and notification links both build from here, so a link in a message always opens a real screen.
 */
export const APP_BASENAME = '/app';

export const paths = {
  login: '/login',
  logout: '/logout',
  register: '/register',
  forgotPassword: '/forgot-password',
  otpValidation: '/otp/validation',
  resetPassword: '/reset-password',
  /** Not in the spec as a page: the terms of use the registration screen links to. */
  terms: '/terms',
  dashboard: '/dashboard',
  profile: '/profile',
  /** Not in the spec: the user's second factors and remembered devices (issue 13). */
  twoStep: '/profile/two-step',
  /** Not in the spec: enrolment the firm requires before anything else (staff by default). */
  twoStepSetup: '/two-step/setup',
  /** Not in the spec: the "this wasn't me" link of a new-device e-mail. */
  notMe: '/not-me',
  users: '/users',
  userCreate: '/users/create',
  userEdit: (id: string) => `/users/${encodeURIComponent(id)}`,
  roles: '/role',
  roleCreate: '/create/role',
  roleEdit: (id: number) => `/roles/${id}`,
  tenants: '/tenant/info',
  tenantCreate: '/create/tenant/info',
  /** The tenant edit page without its query, as the router matches it. */
  tenantEditPage: '/tenant/edit',
  tenantEdit: (tenantUuid: string) => `/tenant/edit?${new URLSearchParams({ company_uuid: tenantUuid })}`,
  /** The tenant user list and setup form without their query, as the router matches them. */
  tenantUsersPage: '/tenant/user/info',
  tenantUsers: (tenantUuid: string) => `/tenant/user/info?${new URLSearchParams({ company_uuid: tenantUuid })}`,
  tenantUserCreatePage: '/create/tenant/user',
  tenantUserCreate: (tenantUuid: string) => `/create/tenant/user?${new URLSearchParams({ company_uuid: tenantUuid })}`,
  internalUsers: '/internal/user/info',
  internalUserCreate: '/create/internal/user',
  /** Not in the spec: every e-mail sent, for a SuperAdmin (invitation links when no SMTP server is set). */
  outbox: '/outbox',
  /** Not in the spec: who listed, previewed, downloaded or uploaded which client file (issue 4). */
  audit: '/audit',
  accessReview: '/access-review',
  /** Not in the spec: staff search the files of every company they may see (issue 15). */
  fileSearch: '/files/search',
  /** A company's folders and files without its query, as the router matches it. */
  companyPage: '/index/company',
  /** A company's folders and files; the tenant list also passes the name (and the folder view the open folder). */
  company: (tenantUuid: string, tenantName?: string) => {
    const query = new URLSearchParams({ company_uuid: tenantUuid });
    if (tenantName !== undefined) query.set('company_name', tenantName);
    return `/index/company?${query}`;
  },
  /**
   * Not in the spec (issue 30): one file of a company, where an e-mail, the client's list of asks and a Find
   * files result send them: its folder, opened at the file (`file=`: the folder view scrolls to it and highlights
   * it, with its review status and the firm's note).
   */
  companyFile: (tenantUuid: string, folder: string, fileName: string, tenantName?: string) => {
    const query = new URLSearchParams({ company_uuid: tenantUuid });
    if (tenantName !== undefined) query.set('company_name', tenantName);
    if (folder) query.set('path', folder);
    query.set('file', folder ? `${folder}/${fileName}` : fileName);
    return `/index/company?${query}`;
  },
  uploadFilesPage: '/upload/company/files',
  /** Upload Files for a company; the name, when known, spares the screen a lookup (it is not in the spec's query). */
  uploadFiles: (tenantUuid: string, tenantName?: string) => {
    const query = new URLSearchParams({ company_uuid: tenantUuid });
    if (tenantName !== undefined) query.set('company_name', tenantName);
    return `/upload/company/files?${query}`;
  },
  /**
   * Files shared into the installed app from another app (Web Share Target, issue 32): choose the company, then
   * Upload Files opens with them queued (`shared=1`). The service worker redirects here after receiving them.
   */
  sharedFiles: '/shared',
  uploadSharedFiles: (tenantUuid: string) =>
    `/upload/company/files?${new URLSearchParams({ company_uuid: tenantUuid, shared: '1' })}`,
  /** A tenant's sales-tax list and the form sending sales-tax information to the firm (spec §2, issue 5). */
  tenantSalesTaxPage: '/tenant/get/sales/tax/list',
  tenantSalesTax: (tenantUuid: string) =>
    `/tenant/get/sales/tax/list?${new URLSearchParams({ company_uuid: tenantUuid })}`,
  salesTaxSubmitPage: '/tenant/send/sale/tax/notification/to/cpa',
  salesTaxSubmit: (tenantUuid: string) =>
    `/tenant/send/sale/tax/notification/to/cpa?${new URLSearchParams({ company_uuid: tenantUuid })}`,
  /** Every tenant's sales tax, for the firm's staff. */
  adminSalesTax: '/admin/get/sales/tax/list',
  /**
   * The spec's route for sending a sales-tax update to a tenant: that is the admin list's Edit dialog ("Send Update
   * Info to Tenant"), so this path opens the list (spec-deviations.md).
   */
  adminSalesTaxNotify: '/admin/send/sale/tax/notification/to/tenant',
  /** A tenant's payroll list and the form sending payroll information to the firm. */
  tenantPayrollPage: '/tenant/get/payroll/list',
  tenantPayroll: (tenantUuid: string) =>
    `/tenant/get/payroll/list?${new URLSearchParams({ company_uuid: tenantUuid })}`,
  payrollSubmitPage: '/tenant/submit/payroll/list',
  payrollSubmit: (tenantUuid: string) =>
    `/tenant/submit/payroll/list?${new URLSearchParams({ company_uuid: tenantUuid })}`,
  /** Not in the spec: every tenant's payroll for the firm's staff (issue 5), beside the admin sales-tax list. */
  adminPayroll: '/admin/get/payroll/list',
  /** Bulk work from spreadsheets (issue 6): each notification kind's upload and result screens. */
  bulkSalesTaxUpload: '/upload/send/bulk/sale/tax/notification',
  bulkSalesTaxResults: '/index/send/bulk/sale/tax/notification',
  bulkPayrollTaxUpload: '/upload/send/bulk/payroll/tax/notification',
  bulkPayrollTaxResults: '/index/send/bulk/payroll/tax/notification',
  bulkPushUpload: '/upload/send/bulk/push/notification',
  bulkPushList: '/index/send/bulk/push/notification',
  /** A result screen showing one batch: the batch is in the address, so a reload or a shared link keeps it. */
  bulkBatch: (resultsPage: string, batchUuid: string) => `${resultsPage}?${new URLSearchParams({ batch: batchUuid })}`,
  bulkTenantCreate: '/tenant/bulk/upload/create',
  /** The firm's on/off switches for features (spec §2). */
  featureSettings: '/featureSettings',
  /** Not in the spec: the firm's name, logo, colour and e-mail sender (issue 15). */
  firmSettings: '/settings/firm',
  /** Not in the spec: every in-app notification of the signed-in user, which the header bell previews. */
  notifications: '/notifications',
  /** Not in the spec (issue 16): what the firm asks of a company, for its users; `request` opens one of them. */
  clientRequestsPage: '/requests',
  clientRequests: (tenantUuid: string, requestUuid?: string) => {
    const query = new URLSearchParams({ company_uuid: tenantUuid });
    if (requestUuid !== undefined) query.set('request', requestUuid);
    return `/requests?${query}`;
  },
  /**
   * Not in the spec (issue 30): "What your firm needs from you", one list across the client's companies, and
   * their first page. `clientAsksOnArrival` is that page as the landing after sign-in: a client of one company
   * with nothing asked goes on to its documents from there.
   */
  clientAsks: '/asks',
  clientAsksOnArrival: '/asks?arrival=1',
  /** Not in the spec (issue 16): one tenant's requests as the firm's staff manage them. */
  tenantRequestsPage: '/tenant/requests',
  tenantRequests: (tenantUuid: string, requestUuid?: string) => {
    const query = new URLSearchParams({ company_uuid: tenantUuid });
    if (requestUuid !== undefined) query.set('request', requestUuid);
    return `/tenant/requests?${query}`;
  },
  /** Not in the spec (issue 16): named sets of requests the firm applies to many tenants at once. */
  requestTemplates: '/request-templates',
  /** Not in the spec (issue 16): tenants × periods, what was expected and what came in. */
  completeness: '/completeness',
  /** Not in the spec (issue 16): when clients are reminded of what they owe. */
  reminderSettings: '/settings/reminders',
  /** Not in the spec (issue 31): every envelope sent for signature, firm-wide, for staff. */
  signatures: '/signatures',
  /** Not in the spec (issue 32): e-mails held in the quarantine, every company, for staff who review files. */
  emailQuarantine: '/email/quarantine',
  /** One company's envelopes, for staff. */
  /** Not in the spec (issue 35): the firm's retention schedule, and a company's own rules and legal holds. */
  records: '/records',
  /** Not in the spec (issue 35): the compliance centre, the incident register and one incident. */
  compliance: '/compliance',
  complianceIncidents: '/compliance/incidents',
  complianceIncidentPage: '/compliance/incidents/:incidentId',
  complianceIncident: (incidentUuid: string) => `/compliance/incidents/${encodeURIComponent(incidentUuid)}`,
  /** The access review showing only accounts with no sign-in for 90 days (the compliance centre links it). */
  accessReviewInactive: '/access-review?inactive=1',
  companyRecordsPage: '/tenant/records',
  companyRecords: (tenantUuid: string) => `/tenant/records?${new URLSearchParams({ company_uuid: tenantUuid })}`,
  /** Issue 35: the disposal reviews (what is past its retention, approved, then destroyed) and one of them. */
  disposals: '/records/disposals',
  disposalReviewPage: '/records/disposals/:reviewId',
  disposalReview: (reviewUuid: string) => `/records/disposals/${encodeURIComponent(reviewUuid)}`,
  tenantSignaturesPage: '/tenant/signatures',
  tenantSignatures: (tenantUuid: string) => `/tenant/signatures?${new URLSearchParams({ company_uuid: tenantUuid })}`,
  /** Preparing one draft envelope of a company: signers, fields, send. */
  signaturePreparePage: '/signatures/prepare',
  signaturePrepare: (tenantUuid: string, envelopeUuid: string) =>
    `/signatures/prepare?${new URLSearchParams({ company_uuid: tenantUuid, envelope: envelopeUuid })}`,
  /** One envelope once sent, for staff: its signers, its timeline, downloads, and a paper copy for a signer. */
  signatureEnvelopePage: '/signatures/envelope',
  signatureEnvelope: (tenantUuid: string, envelopeUuid: string) =>
    `/signatures/envelope?${new URLSearchParams({ company_uuid: tenantUuid, envelope: envelopeUuid })}`,
  /** Where a signed-in client signs one envelope (the e-mail's link). */
  signEnvelopePage: '/sign',
  signEnvelope: (envelopeUuid: string) => `/sign?${new URLSearchParams({ envelope: envelopeUuid })}`,
  /** Where a person without an account signs by a signing-only link (public: the token is the key). */
  signLinkPage: '/sign/link',
  /** Issue 32: where a person without an account uploads through an upload link (public: the token is the key). */
  uploadLinkPage: '/upload/link',
  /** Issue 32: the target of an e-mailed sign-in link (public). */
  signInLinkPage: '/sign-in/link',
  /**
   * Issue 33: one organizer (questionnaire) of a company. The client answers it here; `organizerReviewPage`
   * is where the firm's staff review, return and accept it. An organizer's id is its request's uuid.
   */
  organizerPage: '/organizers/:organizerId',
  organizer: (tenantUuid: string, organizerUuid: string) =>
    `/organizers/${encodeURIComponent(organizerUuid)}?${new URLSearchParams({ company_uuid: tenantUuid })}`,
  organizerReviewPage: '/tenant/organizers/:organizerId',
  organizerReview: (tenantUuid: string, organizerUuid: string) =>
    `/tenant/organizers/${encodeURIComponent(organizerUuid)}?${new URLSearchParams({ company_uuid: tenantUuid })}`,
  /** Issue 33: the firm's organizer templates, and the builder of one of them. */
  organizerTemplates: '/organizer-templates',
  organizerTemplatePage: '/organizer-templates/:templateId',
  organizerTemplate: (templateUuid: string) => `/organizer-templates/${encodeURIComponent(templateUuid)}`,
  /**
   * Issue 34: one company's conversations with the firm. `link_kind` + `link_uuid` open the new-conversation
   * dialog tied to that request, file, envelope or organizer (the "Message the firm about this" actions).
   */
  companyMessagesPage: '/messages',
  companyMessages: (tenantUuid: string, link?: { kind: string; uuid: string }) => {
    const query = new URLSearchParams({ company_uuid: tenantUuid });
    if (link) {
      query.set('link_kind', link.kind);
      query.set('link_uuid', link.uuid);
    }
    return `/messages?${query}`;
  },
  messageThreadPage: '/messages/:threadId',
  messageThread: (tenantUuid: string, threadUuid: string) =>
    `/messages/${encodeURIComponent(threadUuid)}?${new URLSearchParams({ company_uuid: tenantUuid })}`,
  /** Issue 34: the firm's inbox of conversations waiting for an answer (staff), and its saved replies. */
  messageInbox: '/inbox',
  savedReplies: '/inbox/saved-replies',
} as const;

/** Reachable without a session. */
export const PUBLIC_PATHS: readonly string[] = [
  paths.login,
  paths.logout,
  paths.register,
  paths.forgotPassword,
  paths.otpValidation,
  paths.resetPassword,
  paths.terms,
  paths.notMe,
  paths.signLinkPage,
  paths.uploadLinkPage,
  paths.signInLinkPage,
];

/** The "this wasn't me" page for one new-device e-mail. */
export const notMePath = (token: string) => `${paths.notMe}?${new URLSearchParams({ token })}`;

/** The registration screen for one invitation: the link every invitation e-mail carries. */
export const invitationPath = (token: string) =>
  `${paths.register}?${new URLSearchParams({ user_verification_uuid: token })}`;

/** The password-reset screen for one e-mailed link. */
export const passwordResetPath = (token: string) => `${paths.resetPassword}?${new URLSearchParams({ token })}`;

/** The signing screen for one signing-only link (e-mailed to a signer without an account). */
export const signLinkPath = (token: string) => `${paths.signLinkPage}?${new URLSearchParams({ token })}`;

/** The upload page of one upload link (its address is shown to staff once, at creation). */
export const uploadLinkPath = (token: string) => `${paths.uploadLinkPage}?${new URLSearchParams({ token })}`;
/** The page an e-mailed sign-in link opens. */
export const signInLinkPath = (token: string) => `${paths.signInLinkPage}?${new URLSearchParams({ token })}`;

/** An absolute address of a browser path, as e-mails and texts carry it: `https://portal.example/app/…`. */
export function appUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${APP_BASENAME}${path}`;
}
