import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer, createRole, createTenant, createUser, tokenFor } from '../../../test/factories.ts';
import { multipartBody } from '../../../test/multipart.ts';

/**
 * Tenant isolation as a test that grows with the routes. The list of routes comes from the server itself (its
 * OpenAPI document, generated from every route's schema); each must be classified below, so a new route fails
 * this test until someone decides how it is reached. For every route acting on a company, three callers use
 * company A's ids — a user of company B, a staff member whose role holds no permission, and no one signed in —
 * and must get 401/403/404 with none of A's data in the answer. Every other route is called by the same three
 * with A's ids wherever an id fits, and may answer, but never with A's data.
 */
const ctx = useTestApp();

type Seed = Awaited<ReturnType<typeof seedCompanyA>>;
type Recipe = (seed: Seed) => {
  body?: unknown;
  multipart?: boolean;
  query?: Record<string, string>;
  /** Ids for this route's placeholders where the seed's default for that name is not the right record. */
  ids?: Record<string, string>;
};

/** Routes that act on one company's data: how to build a valid request with company A's ids. */
const TENANT_ROUTES: Record<string, Recipe> = {
  'GET /api/v1/tenants/{tenantId}': () => ({}),
  'PUT /api/v1/tenants/{tenantId}': () => ({
    body: { name: 'Renamed', root_directory: 'renamed', primary_contact_email: 'x@y.test', status: 1 },
  }),
  'GET /api/v1/tenants/{tenantId}/users': () => ({}),
  'POST /api/v1/tenants/{tenantId}/users': () => ({
    body: { name: 'Intruder', email: 'intruder@evil.test', phone_mobile: '5550100', user_type: 'TenantManager' },
  }),
  'POST /api/v1/tenants/{tenantId}/users/link': () => ({
    body: { email: 'intruder@evil.test', user_type: 'TenantManager' },
  }),
  'POST /api/v1/tenants/{tenantId}/users/{userId}/invitation': () => ({}),
  'GET /api/v1/tenants/{tenantId}/files': () => ({ query: { path: '' } }),
  'POST /api/v1/tenants/{tenantId}/files/link': (seed) => ({ body: { path: seed.filePath } }),
  'POST /api/v1/tenants/{tenantId}/files/zip-link': () => ({ body: { paths: [''] } }),
  'POST /api/v1/tenants/{tenantId}/uploads': () => ({ multipart: true, query: { type: 'BANK_STATEMENT' } }),
  'POST /api/v1/tenants/{tenantId}/resumable-uploads': () => ({}),
  // HEAD (not in the OpenAPI document) is refused by the same check; resumable-uploads.test.ts asks it.
  'PATCH /api/v1/tenants/{tenantId}/resumable-uploads/{id}': (seed) => ({ ids: { id: seed.resumableId } }),
  'DELETE /api/v1/tenants/{tenantId}/resumable-uploads/{id}': (seed) => ({ ids: { id: seed.resumableId } }),
  'POST /api/v1/tenants/{tenantId}/folders': () => ({ body: { parent: '', name: 'Intruder folder' } }),
  'POST /api/v1/tenants/{tenantId}/folder-paths': () => ({ body: { parent: '', path: 'Intruder/folder' } }),
  'PATCH /api/v1/tenants/{tenantId}/documents/{id}': (seed) => ({
    ids: { id: seed.documentId },
    body: { name: 'renamed.pdf', revision: 1 },
  }),
  'DELETE /api/v1/tenants/{tenantId}/documents/{id}': (seed) => ({ ids: { id: seed.documentId } }),
  'PATCH /api/v1/tenants/{tenantId}/folders/{id}': (seed) => ({
    ids: { id: seed.folderId },
    body: { name: 'Renamed folder', revision: 1 },
  }),
  'DELETE /api/v1/tenants/{tenantId}/folders/{id}': (seed) => ({ ids: { id: seed.folderId } }),
  'GET /api/v1/tenants/{tenantId}/trash': () => ({}),
  'POST /api/v1/tenants/{tenantId}/catalog/move': (seed) => ({
    body: { items: [{ kind: 'file', id: seed.documentId, revision: 1 }], to: '' },
  }),
  'POST /api/v1/tenants/{tenantId}/catalog/delete': (seed) => ({
    body: { items: [{ kind: 'folder', id: seed.folderId, revision: 1 }] },
  }),
  'GET /api/v1/tenants/{tenantId}/documents/{id}/versions': (seed) => ({ ids: { id: seed.documentId } }),
  'POST /api/v1/tenants/{tenantId}/documents/{id}/versions/{number}/restore': (seed) => ({
    ids: { id: seed.documentId, number: '1' },
  }),
  'PUT /api/v1/tenants/{tenantId}/documents/review': (seed) => ({
    body: { ids: [seed.documentId], status: 'NEEDS_ATTENTION', note: 'intruder note' },
  }),
  'POST /api/v1/tenants/{tenantId}/trash/{trashId}/restore': (seed) => ({ ids: { trashId: seed.trashedId } }),
  'GET /api/v1/tenants/{tenantId}/sales-tax': () => ({}),
  'POST /api/v1/tenants/{tenantId}/sales-tax': () => ({
    body: {
      sale_amount: '10.00',
      collected_tax_amount: '1.00',
      sale_month_date: '2026-10-01',
      submitted_date: '2026-11-02',
    },
  }),
  'PATCH /api/v1/sales-tax/{salesTaxId}': () => ({ body: { payable_tax_amount: '1.00', process_date: '2026-11-20' } }),
  'GET /api/v1/tenants/{tenantId}/payroll': () => ({}),
  'POST /api/v1/tenants/{tenantId}/payroll': () => ({ multipart: true }),
  'POST /api/v1/tenants/{tenantId}/requests': () => ({
    body: { title: 'Intruder request', kind: 'OTHERS', due_on: '2099-01-01' },
  }),
  'GET /api/v1/tenants/{tenantId}/requests': () => ({}),
  'GET /api/v1/tenants/{tenantId}/requests/summary': () => ({}),
  'GET /api/v1/tenants/{tenantId}/requests/{id}': (seed) => ({ ids: { id: seed.requestId } }),
  'PATCH /api/v1/tenants/{tenantId}/requests/{id}': (seed) => ({
    ids: { id: seed.requestId },
    body: { revision: 1, title: 'Intruder title' },
  }),
  'POST /api/v1/tenants/{tenantId}/requests/{id}/submit': (seed) => ({ ids: { id: seed.requestId }, body: {} }),
  'POST /api/v1/tenants/{tenantId}/requests/{id}/return': (seed) => ({
    ids: { id: seed.requestId },
    body: { note: 'intruder note' },
  }),
  'POST /api/v1/tenants/{tenantId}/requests/{id}/accept': (seed) => ({ ids: { id: seed.requestId } }),
  'POST /api/v1/tenants/{tenantId}/requests/{id}/cancel': (seed) => ({ ids: { id: seed.requestId } }),
  'POST /api/v1/tenants/{tenantId}/requests/{id}/reopen': (seed) => ({ ids: { id: seed.requestId } }),
  'POST /api/v1/tenants/{tenantId}/requests/{id}/receive': (seed) => ({
    ids: { id: seed.requestId },
    body: { note: 'intruder note' },
  }),
  'GET /api/v1/tenants/{tenantId}/requests/{id}/received-candidates': (seed) => ({ ids: { id: seed.requestId } }),
  'POST /api/v1/tenants/{tenantId}/request-series/{id}/cancel': (seed) => ({ ids: { id: seed.seriesId } }),
  'GET /api/v1/tenants/{tenantId}/request-reminders': () => ({}),
  'PUT /api/v1/tenants/{tenantId}/request-reminders': () => ({ body: { enabled: false, cadence: null } }),
  'POST /api/v1/tenants/{tenantId}/requests/nudge': () => ({ body: {} }),
  // Signing (issue 31): A's draft envelope.
  'POST /api/v1/tenants/{tenantId}/signing/envelopes': (seed) => ({ body: { path: seed.filePath } }),
  'GET /api/v1/tenants/{tenantId}/signing/envelopes': () => ({}),
  'GET /api/v1/tenants/{tenantId}/signing/envelopes/{envelopeId}': () => ({}),
  'GET /api/v1/tenants/{tenantId}/signing/envelopes/{envelopeId}/document': () => ({}),
  'GET /api/v1/tenants/{tenantId}/signing/envelopes/{envelopeId}/evidence': () => ({}),
  'GET /api/v1/tenants/{tenantId}/signing/envelopes/{envelopeId}/events': () => ({}),
  'PUT /api/v1/tenants/{tenantId}/signing/envelopes/{envelopeId}': () => ({
    body: { title: 'Intruder', order: 'together', verification: 'signed_in', signers: [], fields: [] },
  }),
  'POST /api/v1/tenants/{tenantId}/signing/envelopes/{envelopeId}/send': () => ({}),
  'POST /api/v1/tenants/{tenantId}/signing/envelopes/{envelopeId}/paper-copy': (seed) => ({
    multipart: true,
    query: { signer_uuid: seed.ids.userId },
  }),
  'POST /api/v1/tenants/{tenantId}/signing/envelopes/{envelopeId}/void': () => ({ body: { reason: 'Intruder' } }),
  'POST /api/v1/tenants/{tenantId}/signing/envelopes/{envelopeId}/resend': (seed) => ({
    body: { signer_uuid: seed.ids.userId },
  }),
  // The company and its draft are named in the body.
  'POST /api/v1/signing/templates/{templateId}/apply': (seed) => ({
    body: { tenant_uuid: seed.ids.tenantId, envelope_uuid: seed.ids.envelopeId },
  }),
  // A signer's own steps on A's envelope: only its signers reach it (anyone else: 404, no session: 401).
  'GET /api/v1/signing/sign/{envelopeId}': () => ({}),
  'GET /api/v1/signing/sign/{envelopeId}/document': () => ({}),
  'POST /api/v1/signing/sign/{envelopeId}/consent': () => ({ body: { accepted: true } }),
  'POST /api/v1/signing/sign/{envelopeId}/code': () => ({ body: { channel: 'email' } }),
  'POST /api/v1/signing/sign/{envelopeId}/verify': () => ({ body: { code: '123456', known_data: 'x' } }),
  'POST /api/v1/signing/sign/{envelopeId}/sign': () => ({ body: {} }),
  'POST /api/v1/signing/sign/{envelopeId}/decline': () => ({ body: { reason: 'Intruder' } }),
  // Upload links (issue 32): A's link, listed, made (also for A's request) and revoked.
  'POST /api/v1/tenants/{tenantId}/upload-links': (seed) => ({
    body: { label: 'Intruder link', request_uuid: seed.requestId },
  }),
  'GET /api/v1/tenants/{tenantId}/upload-links': () => ({}),
  'POST /api/v1/tenants/{tenantId}/upload-links/{linkId}/revoke': (seed) => ({ ids: { linkId: seed.linkId } }),
  // The company is named in the query: one cell of the completeness matrix.
  'GET /api/v1/completeness/cell': (seed) => ({ query: { tenant_id: seed.ids.tenantId, period: '2026-01' } }),
  // E-mail in (issue 32): A's addresses and a message held in A's quarantine.
  'GET /api/v1/tenants/{tenantId}/inbound-address': () => ({}),
  'GET /api/v1/tenants/{tenantId}/requests/{id}/inbound-address': (seed) => ({ ids: { id: seed.requestId } }),
  'POST /api/v1/tenants/{tenantId}/inbound-mail/held/{messageId}/accept': (seed) => ({
    ids: { messageId: seed.heldMessageId },
  }),
  'POST /api/v1/tenants/{tenantId}/inbound-mail/held/{messageId}/reject': (seed) => ({
    ids: { messageId: seed.heldMessageId },
  }),
  // Organizers (issue 33): A's organizer, its answers, files and steps.
  'GET /api/v1/tenants/{tenantId}/organizers/{id}': (seed) => ({ ids: { id: seed.organizerId } }),
  'PUT /api/v1/tenants/{tenantId}/organizers/{id}/answers/{key}': (seed) => ({
    ids: { id: seed.organizerId, key: 'secret' },
    body: { value: 'intruder' },
  }),
  'POST /api/v1/tenants/{tenantId}/organizers/{id}/answers/{key}/files': (seed) => ({
    ids: { id: seed.organizerId, key: 'w2' },
    multipart: true,
  }),
  'DELETE /api/v1/tenants/{tenantId}/organizers/{id}/answers/{key}/files/{fileId}': (seed) => ({
    ids: { id: seed.organizerId, key: 'w2', fileId: seed.documentId },
  }),
  'POST /api/v1/tenants/{tenantId}/organizers/{id}/sections/{key}/confirm': (seed) => ({
    ids: { id: seed.organizerId, key: 'main' },
  }),
  'POST /api/v1/tenants/{tenantId}/organizers/{id}/submit': (seed) => ({ ids: { id: seed.organizerId } }),
  'POST /api/v1/tenants/{tenantId}/organizers/{id}/return': (seed) => ({
    ids: { id: seed.organizerId },
    body: { comments: [{ question: 'secret', text: 'intruder' }] },
  }),
  'POST /api/v1/tenants/{tenantId}/organizers/{id}/accept': (seed) => ({ ids: { id: seed.organizerId } }),
  'GET /api/v1/tenants/{tenantId}/organizers/{id}/export': (seed) => ({
    ids: { id: seed.organizerId },
    query: { format: 'csv' },
  }),
  // Messages (issue 34): A's conversation, its message and A's request as a link.
  // Records and retention (issue 35).
  'PATCH /api/v1/tenants/{tenantId}/documents/{id}/record': (seed) => ({
    ids: { id: seed.documentId },
    body: { record_class: 'WORKPAPERS', tax_year: 2024 },
  }),
  'GET /api/v1/tenants/{tenantId}/documents/{id}/record': (seed) => ({ ids: { id: seed.documentId } }),
  'GET /api/v1/tenants/{tenantId}/retention-overrides': () => ({}),
  'PUT /api/v1/tenants/{tenantId}/retention-overrides/{class}': () => ({
    ids: { class: 'OTHER' },
    body: { basis: 'LAST_ACTIVITY', years: 1, reason: 'intruder' },
  }),
  'DELETE /api/v1/tenants/{tenantId}/retention-overrides/{class}': () => ({
    ids: { class: 'OTHER' },
    body: { reason: 'intruder' },
  }),
  'GET /api/v1/tenants/{tenantId}/legal-holds': () => ({}),
  'POST /api/v1/tenants/{tenantId}/legal-holds': (seed) => ({
    body: { document_uuid: seed.documentId, reason: 'intruder' },
  }),
  'POST /api/v1/tenants/{tenantId}/legal-holds/{holdId}/release': (seed) => ({
    ids: { holdId: seed.holdId },
    body: { reason: 'intruder' },
  }),
  'GET /api/v1/tenants/{tenantId}/threads': () => ({ query: { search: 'Alpha' } }),
  'POST /api/v1/tenants/{tenantId}/threads': (seed) => ({
    body: { subject: 'Intruder', body: 'intruder', link_kind: 'REQUEST', link_uuid: seed.requestId },
  }),
  'GET /api/v1/tenants/{tenantId}/threads/{id}': (seed) => ({ ids: { id: seed.threadId } }),
  'GET /api/v1/tenants/{tenantId}/threads/{id}/messages': (seed) => ({ ids: { id: seed.threadId } }),
  'POST /api/v1/tenants/{tenantId}/threads/{id}/messages': (seed) => ({
    ids: { id: seed.threadId },
    body: { body: 'intruder' },
  }),
  'POST /api/v1/tenants/{tenantId}/threads/{id}/read': (seed) => ({
    ids: { id: seed.threadId },
    body: { up_to: seed.messageId },
  }),
  'PUT /api/v1/tenants/{tenantId}/threads/{id}/assignee': (seed) => ({
    ids: { id: seed.threadId },
    body: { user_uuid: null },
  }),
  'PATCH /api/v1/tenants/{tenantId}/threads/{id}/messages/{messageId}': (seed) => ({
    ids: { id: seed.threadId, messageId: seed.messageId },
    body: { body: 'intruder' },
  }),
  'DELETE /api/v1/tenants/{tenantId}/threads/{id}/messages/{messageId}': (seed) => ({
    ids: { id: seed.threadId, messageId: seed.messageId },
  }),
  'POST /api/v1/tenants/{tenantId}/threads/{id}/messages/{messageId}/remove': (seed) => ({
    ids: { id: seed.threadId, messageId: seed.messageId },
    body: { reason: 'intruder' },
  }),
  // A's own sessions, ended by someone else.
  'DELETE /api/v1/auth/sessions/{sessionId}': () => ({}),
};

const UPLOAD_LINK_REASON =
  "public; the upload link's token is the credential (one company, one folder or request, an expiry and limits; " +
  'throttled per IP; never lists files)';

/**
 * Routes not scoped to one company, and why. They are still called by the three callers (with A's ids where
 * an id fits) and must never answer with A's data.
 */
const OTHER_ROUTES: Record<string, string> = {
  'GET /api/v1/health': 'public liveness',
  'POST /api/v1/auth/login': 'public; signs in whoever holds the password',
  'POST /api/v1/auth/login/second-factor': 'public; the sign-in challenge (after the password) is the credential',
  'POST /api/v1/auth/passkey/options': 'public; a challenge for any passkey of this site',
  'POST /api/v1/auth/passkey/sign-in': 'public; the passkey is the credential',
  'POST /api/v1/auth/not-me': "public; the new-device e-mail's token is the credential",
  'POST /api/v1/auth/login/second-factor/code': 'public; the sign-in challenge (after the password) is the credential',
  'GET /api/v1/auth/client-sign-in-methods': "public; the firm's choice of client sign-in methods, nothing per account",
  'POST /api/v1/auth/email-link': 'public; same answer for every address, e-mails only the address itself',
  'POST /api/v1/auth/email-link/sign-in': "public; the e-mailed token with the asking browser's binding cookie",
  'POST /api/v1/auth/email-link/code': "public; the e-mailed code with the asking browser's binding cookie",
  'POST /api/v1/auth/email-link/renew': "public; same answer always, e-mails only the link's own address",
  'GET /api/v1/auth/mfa': "the caller's own second factors",
  'POST /api/v1/auth/mfa/totp': "the caller's own second factors",
  'POST /api/v1/auth/mfa/totp/confirm': "the caller's own second factors",
  'DELETE /api/v1/auth/mfa/totp': "the caller's own second factors",
  'POST /api/v1/auth/mfa/recovery-codes': "the caller's own second factors",
  'POST /api/v1/auth/mfa/email': "the caller's own second factors (clients)",
  'POST /api/v1/auth/mfa/email/confirm': "the caller's own second factors (clients)",
  'DELETE /api/v1/auth/mfa/email': "the caller's own second factors",
  'POST /api/v1/auth/mfa/sms': "the caller's own second factors (clients)",
  'POST /api/v1/auth/mfa/sms/confirm': "the caller's own second factors (clients)",
  'DELETE /api/v1/auth/mfa/sms': "the caller's own second factors",
  'POST /api/v1/auth/mfa/passkeys/options': "the caller's own second factors",
  'POST /api/v1/auth/mfa/passkeys': "the caller's own second factors",
  'DELETE /api/v1/auth/mfa/passkeys/{id}': "the caller's own passkeys (another's id: 404)",
  'DELETE /api/v1/auth/mfa/trusted-devices/{id}': "the caller's own remembered devices (another's id: 404)",
  'POST /api/v1/users/{userId}/mfa/reset': 'any user, firm-wide: SuperAdmin only',
  'GET /api/v1/firm-settings/mfa': "the firm's policy: SuperAdmin only",
  'PUT /api/v1/firm-settings/mfa': "the firm's policy: SuperAdmin only",
  'GET /api/v1/setup-checklist': "the firm's setup checklist: SuperAdmin only",
  'POST /api/v1/setup-checklist/dismissals': "the firm's setup checklist: SuperAdmin only",
  'POST /api/v1/auth/logout': "the caller's own session",
  'GET /api/v1/auth/me': 'the caller themself',
  'PATCH /api/v1/auth/me': 'the caller themself',
  'PUT /api/v1/auth/me/locale': 'the caller themself',
  'PUT /api/v1/auth/me/password': 'the caller themself',
  'GET /api/v1/auth/sessions': "the caller's own sessions",
  'GET /api/v1/outbox': "firm-wide, SuperAdmin's outbox",
  'GET /api/v1/outbox/{id}': "firm-wide, SuperAdmin's outbox",
  'GET /api/v1/tenants': 'lists only the companies the caller may see',
  'POST /api/v1/tenants': 'creates a company (firm permission)',
  'POST /api/v1/bulk/tenants': 'creates companies (firm permission)',
  'GET /api/v1/users': 'firm staff (firm permission)',
  'POST /api/v1/users': 'firm staff (firm permission)',
  'GET /api/v1/users/{id}': 'firm staff (firm permission)',
  'PUT /api/v1/users/{id}': 'firm staff (firm permission)',
  'GET /api/v1/invitations/{token}': 'public; the token is the credential',
  'POST /api/v1/invitations/{token}/register': 'public; the token is the credential',
  'POST /api/v1/registration/confirm': 'public; the e-mailed code is the credential',
  'POST /api/v1/registration/code': 'public',
  'POST /api/v1/auth/password-reset': 'public; same answer for every address',
  'GET /api/v1/auth/password-reset/{token}': 'public; the token is the credential',
  'POST /api/v1/auth/password-reset/{token}': 'public; the token is the credential',
  'GET /api/v1/internal-users': 'firm staff (firm permission)',
  'POST /api/v1/internal-users': 'firm staff (firm permission)',
  'POST /api/v1/internal-users/{id}/invitation': 'firm staff (firm permission)',
  'GET /api/v1/roles': 'roles are firm-wide',
  'POST /api/v1/roles': 'roles are firm-wide',
  'GET /api/v1/permission-groups': 'the permission catalogue',
  'GET /api/v1/roles/{id}': 'roles are firm-wide',
  'PUT /api/v1/roles/{id}': 'roles are firm-wide',
  'GET /api/v1/feature-settings': "the firm's switches",
  'PUT /api/v1/feature-settings/{key}': "the firm's switches",
  'PATCH /api/v1/feature-settings/{key}/status': "the firm's switches",
  'GET /api/v1/features': 'which features are on, for everyone',
  'GET /api/v1/branding': "public; the firm's name, colour and logo for the login page",
  'GET /api/v1/branding/logo/{version}': "public; the firm's logo",
  'GET /api/v1/firm-settings/branding': "the firm's branding (firm permission)",
  'GET /api/v1/auth/me/notification-preferences': "the caller's own notification e-mail choices",
  'PUT /api/v1/auth/me/notification-preferences': "the caller's own notification e-mail choices",
  'GET /api/v1/firm-settings/notifications': "the firm's notification e-mail defaults (firm permission)",
  'PUT /api/v1/firm-settings/notifications': "the firm's notification e-mail defaults (firm permission)",
  'GET /api/v1/settings/request-reminders': "the firm's reminder cadence (firm permission 'manage requests')",
  'PUT /api/v1/settings/request-reminders': "the firm's reminder cadence (firm permission 'manage requests')",
  'PUT /api/v1/firm-settings/branding': "the firm's branding (firm permission)",
  'GET /api/v1/firm-settings/client-sign-in': "the firm's client sign-in methods (firm permission)",
  'PUT /api/v1/firm-settings/client-sign-in': "the firm's client sign-in methods (firm permission)",
  'POST /api/v1/firm-settings/branding/logo': "the firm's branding (firm permission)",
  'DELETE /api/v1/firm-settings/branding/logo': "the firm's branding (firm permission)",
  'GET /api/v1/files/zip': 'a signed link: the token is the credential, checked again at use',
  'GET /api/v1/files/download': 'a signed link: the token is the credential, checked again at use',
  'GET /api/v1/sales-tax': "firm-wide list (firm permission); a client's own through the company route",
  'GET /api/v1/payroll': "firm-wide list (firm permission); a client's own through the company route",
  'GET /api/v1/notifications': "the caller's own notifications",
  'POST /api/v1/notifications/read': "the caller's own notifications",
  'POST /api/v1/bulk/notifications': 'firm-wide (firm permission)',
  'GET /api/v1/bulk/notifications': 'firm-wide (firm permission)',
  'GET /api/v1/bulk/notifications/{batchId}': 'firm-wide (firm permission)',
  'GET /api/v1/bulk/notifications/{batchId}/rows': 'firm-wide (firm permission)',
  'GET /api/v1/files/search': 'searches only the companies the caller may see',
  'GET /api/v1/dashboard/review-queue': "firm-wide counts ('review files' firm-wide)",
  'GET /api/v1/dashboard/daily-overview': "firm-wide counts ('view files' firm-wide)",
  'GET /api/v1/audit': 'firm-wide trail (firm permission)',
  'GET /api/v1/access-review': 'every user of the firm (firm permission)',
  'GET /api/v1/retention-schedule': "the firm's retention rules (staff; no company's data)",
  'PUT /api/v1/retention-schedule/{class}': "the firm's retention rule for a class (firm permission)",
  'GET /api/v1/access-review/export.csv': 'every user of the firm (firm permission)',
  // Issue 35, items 5 and 6: firm-wide ('view compliance' / 'manage personal data'; a person's own export)
  // Disposal (issue 35): a review spans every company; staff with the firm permission 'dispose records' only.
  'GET /api/v1/disposals/reviews': "firm-wide review of every company's due records ('dispose records')",
  'POST /api/v1/disposals/review-now': "firm-wide review of every company's due records ('dispose records')",
  'GET /api/v1/disposals/reviews/{reviewId}': "firm-wide review ('dispose records')",
  'GET /api/v1/disposals/reviews/{reviewId}/items': "firm-wide review's items ('dispose records')",
  'GET /api/v1/disposals/reviews/{reviewId}/inactive-companies': "firm-wide review's flags ('dispose records')",
  'POST /api/v1/disposals/reviews/{reviewId}/items/{itemId}/exclude': "firm-wide review's item ('dispose records')",
  'POST /api/v1/disposals/reviews/{reviewId}/approve': "firm-wide review ('dispose records')",
  'GET /api/v1/disposals/reviews/{reviewId}/certificate.{format}': "firm-wide certificate ('dispose records')",
  'GET /api/v1/disposals/settings': 'firm setting',
  'PUT /api/v1/disposals/settings': 'firm setting (SuperAdmin)',
  'GET /api/v1/compliance/summary': "firm-wide figures (firm permission 'view compliance')",
  'POST /api/v1/compliance/access-reviews': "the firm's access review (firm permission 'view compliance')",
  'POST /api/v1/compliance/restore-drills': "the firm's restore drills (firm permission 'view compliance')",
  'GET /api/v1/compliance/incidents': "the firm's incident register (firm permission 'view compliance')",
  'POST /api/v1/compliance/incidents': "the firm's incident register (firm permission 'view compliance')",
  'GET /api/v1/compliance/incidents/{incidentId}': "the firm's incident register (firm permission 'view compliance')",
  'PATCH /api/v1/compliance/incidents/{incidentId}': "the firm's incident register (firm permission 'view compliance')",
  'GET /api/v1/compliance/annual-report.pdf': "firm-wide report (firm permission 'view compliance')",
  'GET /api/v1/compliance/wisp.pdf': "firm-wide plan (firm permission 'view compliance')",
  'GET /api/v1/users/{userId}/data-export.zip': "one person, firm-wide ('manage personal data') or herself",
  'POST /api/v1/users/{userId}/erasure': "one person, firm-wide (firm permission 'manage personal data')",
  'GET /api/v1/users/{userId}/erasure': "one person, firm-wide (firm permission 'manage personal data')",
  'GET /api/v1/audit/export.csv': 'firm-wide trail (firm permission)',
  'GET /api/v1/tenants/responsible-staff': 'the firm staff a tenant may be assigned to (firm permission)',
  'POST /api/v1/tenants/assign': "firm-wide assignment (firm permission 'update tenant')",
  'GET /api/v1/request-templates': "the firm's templates (firm permission 'manage requests')",
  'POST /api/v1/request-templates': "the firm's templates (firm permission 'manage requests')",
  'GET /api/v1/request-templates/{id}': "the firm's templates (firm permission 'manage requests')",
  'PUT /api/v1/request-templates/{id}': "the firm's templates (firm permission 'manage requests')",
  'DELETE /api/v1/request-templates/{id}': "the firm's templates (firm permission 'manage requests')",
  'POST /api/v1/request-templates/{id}/apply': "any tenants, firm-wide (firm permission 'manage requests')",
  'POST /api/v1/request-templates/{id}/repeats': "any tenants, firm-wide (firm permission 'manage requests')",
  'GET /api/v1/request-template-runs/{id}': "firm-wide runs (firm permission 'manage requests')",
  'GET /api/v1/dashboard/overdue-requests': "staff only ('view files' firm-wide); a client gets 403",
  'GET /api/v1/completeness': "firm-wide matrix of every tenant (firm permission 'manage requests')",
  'GET /api/v1/completeness/export': "firm-wide matrix of every tenant (firm permission 'manage requests')",
  'GET /api/v1/organizer-starters': "the shipped starters (firm permission 'manage requests')",
  'GET /api/v1/organizer-templates': "the firm's organizer templates (firm permission 'manage requests')",
  'POST /api/v1/organizer-templates': "the firm's organizer templates (firm permission 'manage requests')",
  'GET /api/v1/organizer-templates/{id}': "the firm's organizer templates (firm permission 'manage requests')",
  'PUT /api/v1/organizer-templates/{id}': "the firm's organizer templates (firm permission 'manage requests')",
  'DELETE /api/v1/organizer-templates/{id}': "the firm's organizer templates (firm permission 'manage requests')",
  'POST /api/v1/organizer-templates/{id}/send': "any tenants, firm-wide (firm permission 'manage requests')",
  'GET /api/v1/signing/envelopes': "every company's envelopes: staff with 'view files' firm-wide; a client gets 403",
  'GET /api/v1/signing/link/{token}':
    "public; the signing-only link's token is the credential (one envelope, one signer; throttled per IP)",
  'GET /api/v1/signing/link/{token}/document':
    "public; the signing-only link's token is the credential (one envelope, one signer; throttled per IP)",
  'POST /api/v1/signing/link/{token}/consent':
    "public; the signing-only link's token is the credential (one envelope, one signer; throttled per IP)",
  'POST /api/v1/signing/link/{token}/code':
    "public; the signing-only link's token is the credential (one envelope, one signer; throttled per IP)",
  'POST /api/v1/signing/link/{token}/verify':
    "public; the signing-only link's token is the credential (one envelope, one signer; throttled per IP)",
  'POST /api/v1/signing/link/{token}/sign':
    "public; the signing-only link's token is the credential (one envelope, one signer; throttled per IP)",
  'POST /api/v1/signing/link/{token}/decline':
    "public; the signing-only link's token is the credential (one envelope, one signer; throttled per IP)",
  'GET /api/v1/signing/templates': "the firm's signing templates (firm permission 'manage signatures')",
  'POST /api/v1/signing/templates': "the firm's signing templates (firm permission 'manage signatures')",
  'GET /api/v1/inbound-mail/held':
    "every company's held e-mails: staff with 'review files' firm-wide; a client or a role without it gets 403",
  'GET /api/v1/upload-link/{token}': UPLOAD_LINK_REASON,
  'POST /api/v1/upload-link/{token}/code': UPLOAD_LINK_REASON,
  'POST /api/v1/upload-link/{token}/verify': UPLOAD_LINK_REASON,
  'POST /api/v1/upload-link/{token}/files': UPLOAD_LINK_REASON,
  'GET /api/v1/message-threads':
    "every company's conversations: staff with 'view tenant' firm-wide; a client or a role without it gets 403",
  'GET /api/v1/message-threads/unread':
    "counts for the caller's own companies (staff: with 'view tenant' firm-wide), never another's",
  'GET /api/v1/saved-replies': "the firm's saved replies (staff only; no company's data)",
  'POST /api/v1/saved-replies': "the firm's saved replies (staff only; no company's data)",
  'PUT /api/v1/saved-replies/{id}': "the firm's saved replies (staff only; no company's data)",
  'DELETE /api/v1/saved-replies/{id}': "the firm's saved replies (staff only; no company's data)",
  'GET /api/v1/settings/messages': "the firm's message setting (staff)",
  'PUT /api/v1/settings/messages': "the firm's message setting (firm permission 'manage firm settings')",
  'GET /api/v1/asks':
    "the caller's own companies, each through requireTenant with 'view files' (client-asks.test.ts: B never sees A's)",
};

async function seedCompanyA() {
  const db = ctx.database.db;
  const a = await createTenant(db, { name: 'Alpha Secret Books LLC' });
  const b = await createTenant(db, { name: 'Beta Outsiders Inc' });
  const owner = await createUser(db, {
    name: 'Alpha Owner Olivia',
    email: 'olivia@alpha-secret.test',
    tenantRoles: { [a.id]: 'TenantOwner' },
  });
  const ownerToken = await tokenFor(ctx.app, owner.email);
  const upload = multipartBody('alpha-ledger-secret.pdf', 'the secret ledger of Alpha');
  const stored = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/tenants/${a.id}/uploads?type=BANK_STATEMENT`,
    headers: { ...bearer(ownerToken), ...upload.headers },
    payload: upload.payload,
  });
  const salesTax = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/tenants/${a.id}/sales-tax`,
    headers: bearer(ownerToken),
    payload: {
      sale_amount: '777123.45',
      collected_tax_amount: '7.00',
      sale_month_date: '2026-09-01',
      submitted_date: '2026-10-02',
    },
  });
  // Something in A's trash, for the restore route: a second file, deleted.
  const trashed = multipartBody('alpha-trashed-secret.pdf', 'deleted secret');
  const trashedFile = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/tenants/${a.id}/uploads?type=OTHERS`,
    headers: { ...bearer(ownerToken), ...trashed.headers },
    payload: trashed.payload,
  });
  const trashedId = trashedFile.json().document_id as string;
  await ctx.app.inject({
    method: 'DELETE',
    url: `/api/v1/tenants/${a.id}/documents/${trashedId}`,
    headers: bearer(ownerToken),
  });
  const folder = await db
    .selectFrom('folders')
    .select('id')
    .where('tenant_id', '=', a.id)
    .where('path', '=', 'Bank Statements')
    .executeTakeFirstOrThrow();
  const session = await db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', owner.id)
    .executeTakeFirstOrThrow();
  // A recurring request of A's and a submitted request, for the requests routes.
  const series = await db
    .insertInto('request_series')
    .values({
      tenant_id: a.id,
      title: 'Alpha secret request',
      kind: 'OTHERS',
      cadence: 'MONTHLY',
      due_days: 5,
      first_period: '2026-01-01',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const documentRequest = await db
    .insertInto('document_requests')
    .values({
      tenant_id: a.id,
      title: 'Alpha secret request',
      kind: 'OTHERS',
      due_on: '2099-01-01',
      status: 'SUBMITTED',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // A draft envelope of A's (its PDF bytes are not needed: no route here gets past the tenant check).
  const envelope = await db
    .insertInto('signing_envelopes')
    .values({
      tenant_id: a.id,
      title: 'Alpha secret request envelope',
      original_path: 'alpha-ledger-secret.pdf',
      original_sha256: '0'.repeat(64),
      pages: JSON.stringify([{ width: 612, height: 792 }]),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // An e-mail held in A's quarantine (issue 32), from a stranger.
  const held = await db
    .insertInto('inbound_messages')
    .values({
      tenant_id: a.id,
      address_token: 'alphasecretaddresstoken0',
      mail_from: 'stranger@elsewhere.test',
      from_address: 'stranger@elsewhere.test',
      subject: 'Alpha secret request by mail',
      spf: 'pass',
      dkim: 'none',
      dmarc: 'none',
      outcome: 'HELD',
      hold_reason: 'UNKNOWN_SENDER',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // An upload link of A's (staff's), its label one of A's secrets.
  const link = await db
    .insertInto('upload_links')
    .values({
      tenant_id: a.id,
      token_hash: 'f'.repeat(64),
      label: 'Alpha secret request link',
      folder: 'Others',
      upload_type: 'OTHERS',
      request_id: null,
      require_email_code: false,
      max_files: 5,
      max_total_bytes: 1_000_000,
      expires_at: new Date(Date.now() + 86_400_000),
      created_by: owner.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // An organizer of A's (issue 33): a request of kind ORGANIZER, answered and submitted, with a secret answer.
  const organizerTemplate = await db
    .insertInto('organizer_templates')
    .values({ name: 'Alpha secret request organizer' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sections = [
    {
      key: 'main',
      title: 'Main',
      help: '',
      questions: [
        { key: 'secret', kind: 'short_text', label: 'Secret', help: '', required: false },
        { key: 'w2', kind: 'file', label: 'W-2', help: '', required: false },
      ],
    },
  ];
  const organizerVersion = await db
    .insertInto('organizer_template_versions')
    .values({ template_id: organizerTemplate.id, version: 1, sections: JSON.stringify(sections), question_count: 2 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const organizerRequest = await db
    .insertInto('document_requests')
    .values({
      tenant_id: a.id,
      title: 'Alpha secret request organizer',
      kind: 'ORGANIZER',
      due_on: '2099-01-01',
      status: 'SUBMITTED',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('organizers')
    .values({
      id: organizerRequest.id,
      tenant_id: a.id,
      template_id: organizerTemplate.id,
      template_version_id: organizerVersion.id,
      tax_year: 2026,
      recipient_user_id: null,
      prefilled_from: null,
      prefilled_sections: JSON.stringify(['main']),
    })
    .execute();
  await db
    .insertInto('organizer_answers')
    .values({
      organizer_id: organizerRequest.id,
      tenant_id: a.id,
      question_key: 'secret',
      value: JSON.stringify('Alpha secret request answer'),
      last_year: null,
      answered_by: owner.id,
      answered_at: new Date(),
      audited_at: null,
    })
    .execute();
  // A conversation of A's (issue 34) with a message and a staff-only note.
  const thread = await db
    .insertInto('message_threads')
    .values({
      tenant_id: a.id,
      subject: 'Alpha secret request thread',
      link_kind: 'REQUEST',
      link_id: documentRequest.id,
      created_by: owner.id,
      client_last_at: new Date(),
      staff_last_at: new Date(),
      last_seq: 2,
      client_last_seq: 1,
      client_last_author_id: owner.id,
      client_last_side: 'CLIENT',
      client_last_preview: 'Alpha secret request message',
      staff_last_seq: 2,
      staff_last_preview: 'Alpha secret request note',
      waiting_on_firm: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const message = await db
    .insertInto('messages')
    .values({
      thread_id: thread.id,
      tenant_id: a.id,
      seq: 1,
      author_id: owner.id,
      side: 'CLIENT',
      body_source: 'Alpha secret request message',
      body_html: '<p>Alpha secret request message</p>',
      body_text: 'Alpha secret request message',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('messages')
    .values({
      thread_id: thread.id,
      tenant_id: a.id,
      seq: 2,
      author_id: null,
      side: 'FIRM',
      internal: true,
      body_source: 'Alpha secret request note',
      body_html: '<p>Alpha secret request note</p>',
      body_text: 'Alpha secret request note',
    })
    .execute();
  // A legal hold on A's document (issue 35), with a secret reason.
  const hold = await db
    .insertInto('legal_holds')
    .values({ tenant_id: a.id, document_id: stored.json().document_id as string, reason: 'Alpha secret hold' })
    .returning('id')
    .executeTakeFirstOrThrow();
  // A resumable upload of A's owner, half sent (issue 36), under a secret name.
  const resumable = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/tenants/${a.id}/resumable-uploads`,
    headers: {
      ...bearer(ownerToken),
      'tus-resumable': '1.0.0',
      'upload-length': '100',
      'upload-metadata': `filename ${Buffer.from('alpha-ledger-secret.bin').toString('base64')},type ${Buffer.from('OTHERS').toString('base64')}`,
    },
  });
  if (resumable.statusCode !== 201) throw new Error(`resumable upload not created: ${resumable.body}`);
  const outsider = await createUser(db, { tenantRoles: { [b.id]: 'TenantOwner' } });
  const empty = await createRole(db, { scope: 'firm', permissions: [] });
  const roleless = await createUser(db, { staffRoles: [empty.name] });
  return {
    ids: {
      tenantId: a.id,
      userId: owner.id,
      salesTaxId: salesTax.json().uuid as string,
      sessionId: session.id,
      id: owner.id,
      envelopeId: envelope.id,
    },
    filePath: stored.json().path as string,
    documentId: stored.json().document_id as string,
    folderId: folder.id,
    trashedId,
    requestId: documentRequest.id,
    seriesId: series.id,
    heldMessageId: held.id,
    linkId: link.id,
    organizerId: organizerRequest.id,
    threadId: thread.id,
    messageId: message.id,
    holdId: hold.id,
    resumableId: String(resumable.headers.location).split('/').pop() as string,
    /** What must never show in an answer to someone outside A. */
    secrets: [
      a.name,
      owner.email,
      owner.name,
      'alpha-ledger-secret',
      '777123',
      'Alpha secret request',
      'Alpha secret hold',
      a.id,
    ],
    callers: {
      'a user of company B': await tokenFor(ctx.app, outsider.email),
      'a staff member whose role holds no permission': await tokenFor(ctx.app, roleless.email),
      'no one signed in': null,
    } as Record<string, string | null>,
  };
}

type OpenApi = { paths: Record<string, Record<string, unknown>> };

async function routeTable(): Promise<string[]> {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApi;
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

function request(seed: Seed, route: string, recipe: ReturnType<Recipe>, token: string | null) {
  const [method, template] = route.split(' ') as [string, string];
  const ids = { ...seed.ids, ...recipe.ids } as Record<string, string>;
  const fill = (name: string) => ids[name] ?? seed.ids.tenantId;
  const url = template.replace(/\{(\w+)\}/g, (_, name: string) => fill(name));
  const query = new URLSearchParams(recipe.query ?? {}).toString();
  const auth = token ? bearer(token) : {};
  const form = recipe.multipart ? multipartBody('intruder.pdf', 'intruder') : undefined;
  return ctx.app.inject({
    method: method as 'GET',
    url: query ? `${url}?${query}` : url,
    headers: form ? { ...auth, ...form.headers } : auth,
    ...(form ? { payload: form.payload } : recipe.body !== undefined ? { payload: recipe.body as object } : {}),
  });
}

describe('the tenant matrix, generated from the route table', () => {
  it('covers every route: each acts on one company (with a recipe) or is listed with why it does not', async () => {
    const unclassified = (await routeTable()).filter((r) => !(r in TENANT_ROUTES) && !(r in OTHER_ROUTES));
    // A new route lands here: add it to TENANT_ROUTES with a recipe, or to OTHER_ROUTES with the reason.
    expect(unclassified).toEqual([]);
  });

  it("answers 401/403/404 to outsiders on every company route, and never shows company A's data anywhere", async () => {
    const seed = await seedCompanyA();
    // Signing out ends the caller's session: it goes last, or every later call would be a mere 401.
    const endsSession = (route: string) => route === 'POST /api/v1/auth/logout';
    const routes = (await routeTable()).sort((x, y) => Number(endsSession(x)) - Number(endsSession(y)));
    const leaks: string[] = [];
    let cases = 0;
    for (const route of routes) {
      const recipe = TENANT_ROUTES[route]?.(seed) ?? {};
      for (const [caller, token] of Object.entries(seed.callers)) {
        const response = await request(seed, route, recipe, token);
        cases++;
        const shown = seed.secrets.filter((secret) => response.body.includes(secret));
        const refused = [401, 403, 404].includes(response.statusCode);
        if (route in TENANT_ROUTES && !refused) leaks.push(`${route} as ${caller}: ${response.statusCode}`);
        if (shown.length > 0) leaks.push(`${route} as ${caller}: shows ${shown.join(', ')}`);
      }
    }
    expect(leaks).toEqual([]);
    // The figures docs/security.md quotes.
    console.info(
      `tenant matrix: ${routes.length} routes × ${Object.keys(seed.callers).length} callers = ${cases} cases, 0 leaks`,
    );
    expect(Object.keys(TENANT_ROUTES).length).toBeGreaterThanOrEqual(15);
  });
});
