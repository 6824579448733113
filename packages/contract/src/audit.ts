import { z } from 'zod';
import { ZPageQuery, zPage } from './pagination.ts';

/**
 * What the audit trail records: every security-relevant event (issue 13), in groups (the Audit Trail screen's
 * action filter lists them so). Targets name the record (`user:<uuid>`, `tenant:<uuid>`, `role:<id>`,
 * `feature:<KEY>`, `session:<uuid>`…) or, for files, the path.
 */
export const AUDIT_ACTION_GROUPS = {
  // Client files (issue 4)
  files: [
    'FILE_UPLOAD',
    'FILE_PREVIEW',
    'FILE_DOWNLOAD',
    'FILE_ZIP_DOWNLOAD',
    'FOLDER_LIST',
    // Managing them (issue 15): target the path before the change, `changes` the path after
    'FOLDER_CREATE',
    'FILE_RENAME',
    'FILE_MOVE',
    'FILE_DELETE',
    'FILE_RESTORE',
    'FILE_PURGE',
    'FOLDER_RENAME',
    'FOLDER_MOVE',
    'FOLDER_DELETE',
    'FOLDER_RESTORE',
    // An earlier version made the current one again; a file's review status set by staff (detail: the status)
    'FILE_VERSION_RESTORE',
    'FILE_REVIEW',
    // Records (issue 35): a document's class or tax year changed (target `document:<uuid>`, from/to in
    // `changes`); a legal hold placed or released (target `legal-hold:<uuid>`, the reason in `detail`)
    'RECORD_CLASS_CHANGE',
    'LEGAL_HOLD_PLACE',
    'LEGAL_HOLD_RELEASE',
    // Disposal (issue 35): a review listed (target `disposal-review:<uuid>`, no actor: the schedule, or staff
    // running it now), an item kept out (`disposal-item:<uuid>`, the reason in detail), the first and second
    // approval, each document disposed of or kept because it came under hold (target its path), the certificate
    // written (`disposal-certificate:<uuid>`, its SHA-256s in detail)
    'DISPOSAL_REVIEW_LIST',
    'DISPOSAL_ITEM_EXCLUDE',
    'DISPOSAL_APPROVE',
    'DISPOSAL_SECOND_APPROVE',
    'DISPOSAL_ITEM_DISPOSE',
    'DISPOSAL_ITEM_HELD',
    'DISPOSAL_CERTIFICATE_WRITE',
  ],
  // Signing in and account security: sign-in (OK, or DENIED with a reason in `detail`), its throttling,
  // second factors, remembered devices, sessions, passwords
  accountSecurity: [
    'SIGN_IN',
    'SIGN_IN_THROTTLED',
    // "E-mail me a sign-in link" (issue 32): detail SENT, or why nothing was sent (the caller is told the same)
    'SIGN_IN_LINK_REQUEST',
    'SIGN_OUT',
    'MFA_ENROL',
    'MFA_REMOVE',
    'MFA_VERIFY',
    'MFA_RECOVERY_CODE_USE',
    'MFA_RECOVERY_CODES_RENEW',
    'MFA_RESET',
    'TRUSTED_DEVICE_REVOKE',
    'NEW_DEVICE_REPORTED',
    'SESSION_REVOKE',
    'PASSWORD_CHANGE',
    'PASSWORD_RESET',
  ],
  // People and access (changes carry before → after)
  peopleAndAccess: [
    'USER_CREATE',
    'USER_UPDATE',
    'ROLE_CREATE',
    'ROLE_UPDATE',
    'INTERNAL_USER_INVITE',
    'TENANT_CREATE',
    'TENANT_UPDATE',
    'TENANT_USER_ADD',
    'TENANT_USER_LINK',
    'INVITATION_SEND',
    'INVITATION_ACCEPT',
    'BULK_TENANT_IMPORT',
    // Issue 16: the responsible staff member, per tenant (target `tenant:<uuid>`), and the bulk action itself
    'TENANT_ASSIGNED',
    'TENANT_BULK_ASSIGN',
    // A person's data (issue 35): exported as a zip, or erased (target `user:<uuid>`; what was kept in `detail`)
    'PERSON_DATA_EXPORT',
    'PERSON_ERASE',
  ],
  // The work with clients
  clientWork: [
    'BULK_NOTIFICATION_SEND',
    'SALES_TAX_SUBMIT',
    'SALES_TAX_UPDATE',
    'PAYROLL_SUBMIT',
    // Document requests (issue 16): target `request:<uuid>` (`request-series:<uuid>` for a series' cancel)
    'REQUEST_CREATE',
    'REQUEST_UPDATE',
    'REQUEST_CANCEL',
    'REQUEST_REOPEN',
    'REQUEST_SUBMIT',
    'REQUEST_ACCEPT',
    'REQUEST_RETURN',
    'REQUEST_SERIES_CANCEL',
    // Issue 30: made DONE at creation by a submission already there (detail `sales-tax:<uuid>` / `payroll:<uuid>`),
    // and marked by staff as received outside the portal (with their note)
    'REQUEST_FULFIL',
    'REQUEST_RECEIVE_OUTSIDE',
    // Reminders (issue 16): one event per message sent, target `user:<uuid>`; a nudge, target `tenant:<uuid>`
    'REQUEST_REMINDED',
    'REQUEST_NUDGED',
    // Request templates: target `request-template:<uuid>`; a run's outcome `request-template-run:<uuid>`
    'REQUEST_TEMPLATE_CREATE',
    'REQUEST_TEMPLATE_UPDATE',
    'REQUEST_TEMPLATE_DELETE',
    'REQUEST_TEMPLATE_APPLY',
    'TEMPLATE_APPLIED',
    // Signing (issue 31): target `envelope:<uuid>`; a signer's steps name the signer in `detail`
    'ENVELOPE_CREATE',
    'ENVELOPE_UPDATE',
    'ENVELOPE_SEND',
    'ENVELOPE_VIEW',
    'ENVELOPE_CONSENT',
    'ENVELOPE_CODE_SENT',
    'ENVELOPE_VERIFY',
    'ENVELOPE_SIGNER_LOCKED',
    'ENVELOPE_SIGN',
    'ENVELOPE_DECLINE',
    'ENVELOPE_VOID',
    'ENVELOPE_RESEND',
    'ENVELOPE_REMINDED',
    'ENVELOPE_PAPER_COPY',
    'ENVELOPE_COMPLETE',
    'ENVELOPE_EXPIRE',
    'ENVELOPE_EVIDENCE_DOWNLOAD',
    // Upload links (issue 32): target `upload-link:<uuid>`; a code sent or verified names no address (detail)
    'UPLOAD_LINK_CREATE',
    'UPLOAD_LINK_REVOKE',
    'UPLOAD_LINK_CODE_SENT',
    'UPLOAD_LINK_VERIFY',
    // Signing templates: target `signing-template:<uuid>`
    'SIGNING_TEMPLATE_CREATE',
    'SIGNING_TEMPLATE_APPLY',
    // Organizers (issue 33): templates `organizer-template:<uuid>` (a send names the companies made for in
    // `changes`); an organizer's steps `request:<uuid>` (it is a request). Answers saved are recorded one event per
    // question and person per 10 minutes (the latest value in `changes`), so a client typing does not flood the trail.
    'ORGANIZER_TEMPLATE_CREATE',
    'ORGANIZER_TEMPLATE_UPDATE',
    'ORGANIZER_TEMPLATE_ARCHIVE',
    'ORGANIZER_SEND',
    'ORGANIZER_ANSWER',
    'ORGANIZER_FILE_ADD',
    'ORGANIZER_FILE_REMOVE',
    'ORGANIZER_SECTION_CONFIRM',
    'ORGANIZER_SUBMIT',
    'ORGANIZER_RETURN',
    'ORGANIZER_ACCEPT',
    'ORGANIZER_EXPORT',
    // E-mail in (issue 32): target `inbound-message:<uuid>`; detail the outcome, the sender and the verdicts
    'INBOUND_MAIL_RECEIVE',
    'INBOUND_MAIL_QUARANTINE',
    'INBOUND_MAIL_ACCEPT',
    'INBOUND_MAIL_REJECT',
    'INBOUND_MAIL_BOUNCE',
    // Messages (issue 34): target `message-thread:<uuid>` (a message's steps name it in `detail` as
    // `message:<uuid>`); never the text of a message, only which one and what kind of change
    'MESSAGE_THREAD_START',
    'MESSAGE_POST',
    'MESSAGE_EDIT',
    'MESSAGE_DELETE',
    'MESSAGE_REMOVE',
    'MESSAGE_THREAD_ASSIGN',
    // Saved replies: target `saved-reply:<uuid>`
    'SAVED_REPLY_SAVE',
    'SAVED_REPLY_DELETE',
  ],
  // The firm's settings and what leaves the portal (FEATURE_SETTING_CHANGE: target `feature:<KEY>`)
  settingsAndExports: [
    'FEATURE_SETTING_CHANGE',
    'FIRM_SETTING_CHANGE',
    // The reminder cadence and quiet hours: target `firm:request-reminders` or `tenant:<uuid>:request-reminders`
    'REMINDER_SETTINGS_CHANGE',
    // Notification e-mails (issue 32): target `firm:notification-defaults`, or `user:<uuid>:notifications` for a
    // person's own choices
    'NOTIFICATION_SETTINGS_CHANGE',
    'AUDIT_EXPORT',
    'ACCESS_REVIEW_EXPORT',
    // The completeness matrix as CSV or XLSX (issue 16): target `completeness`, the filters in `detail`
    'COMPLETENESS_EXPORT',
    // A backup of the whole portal (npm run backup): target `backup:<directory>`, no actor (the server's console)
    'BACKUP',
    // A SuperAdmin hid an item of the dashboard's setup checklist for the firm: target `setup:<ITEM>`
    'SETUP_ITEM_DISMISS',
    // Records and retention (issue 35), the reason in `detail`, before/after in `changes`: target
    // `retention:<CLASS>` (the firm's schedule) or `tenant:<uuid>:retention:<CLASS>` (a company's own rule)
    'RETENTION_RULE_CHANGE',
    'RETENTION_OVERRIDE_SET',
    'RETENTION_OVERRIDE_REMOVE',
    // The compliance centre (issue 35): an access review done (target `access-review`, what changed in `detail`),
    // a restore drill recorded (target `restore-drill`), incidents (target `incident:<uuid>`), the annual report
    // and the WISP produced (target `compliance-report:<YEAR>`, `wisp`)
    'ACCESS_REVIEW_DONE',
    'RESTORE_DRILL',
    'INCIDENT_CREATE',
    'INCIDENT_UPDATE',
    'COMPLIANCE_REPORT',
    'WISP_EXPORT',
  ],
} as const;
export type TAuditActionGroup = keyof typeof AUDIT_ACTION_GROUPS;

/** Every action, group after group. */
export const AUDIT_ACTIONS = [
  ...AUDIT_ACTION_GROUPS.files,
  ...AUDIT_ACTION_GROUPS.accountSecurity,
  ...AUDIT_ACTION_GROUPS.peopleAndAccess,
  ...AUDIT_ACTION_GROUPS.clientWork,
  ...AUDIT_ACTION_GROUPS.settingsAndExports,
] as const;
export const ZAuditAction = z.enum(AUDIT_ACTIONS);
export type TAuditAction = z.infer<typeof ZAuditAction>;
/** OK: done; DENIED: refused (permission, tenant boundary, unsafe path); FAILED: an error on our side or the storage's. */
export const ZAuditResult = z.enum(['OK', 'DENIED', 'FAILED']);
export type TAuditResult = z.infer<typeof ZAuditResult>;

/** One field's value before or after a change, as the trail keeps it (secrets are never recorded, only "changed"). */
export const ZAuditChangeValue = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);
/** What a change changed: field → its value before and after. Only the fields that differ are listed. */
export const ZAuditChanges = z.record(z.string(), z.object({ from: ZAuditChangeValue, to: ZAuditChangeValue }));
export type TAuditChanges = z.infer<typeof ZAuditChanges>;

export const ZAuditEvent = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  action: ZAuditAction,
  result: ZAuditResult,
  actor: z.object({ uuid: z.uuid(), name: z.string(), email: z.string() }).nullable(),
  tenant: z.object({ uuid: z.uuid(), name: z.string() }).nullable(),
  /**
   * What the event is about: a file or folder path from the tenant root, or a record as `<kind>:<id>`
   * (`user:<uuid>`, `role:<id>`, `tenant:<uuid>`, `session:<uuid>`, `sales-tax:<uuid>`, `payroll:<uuid>`,
   * `batch:<uuid>`, `feature:<KEY>`, `file:<name>` of an imported sheet, `email:<address>` before a person is known).
   */
  target: z.string(),
  /** The name of the user, tenant or role the target names, while it exists (null for anything else). */
  target_name: z.string().nullable(),
  ip: z.string().nullable(),
  /** The browser or program that made the request, as it named itself. */
  user_agent: z.string().nullable(),
  /** Why a DENIED or FAILED happened, as a stable code (e.g. NOT_FOUND, PATH_REFUSED). */
  detail: z.string().nullable(),
  /** For a change: each field that changed, before → after. */
  changes: ZAuditChanges.nullable(),
});
export type TAuditEvent = z.infer<typeof ZAuditEvent>;

/**
 * GET /audit (and /audit/export.csv with the same filters): staff with 'view audit trail'. Dates are inclusive
 * days. `search` matches the target (a path, or the name or e-mail of the user, tenant or role it names) and the
 * actor's name or e-mail.
 */
export const ZAuditQuery = ZPageQuery.extend({
  tenant_uuid: z.uuid().optional(),
  user_uuid: z.uuid().optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  action: ZAuditAction.optional(),
  result: ZAuditResult.optional(),
});
export type TAuditQuery = z.input<typeof ZAuditQuery>;
export const ZAuditPage = zPage(ZAuditEvent);
export type TAuditPage = z.infer<typeof ZAuditPage>;
