// Lists and figures the signed-in shell and its dashboard read on their first render, in a module without zod
// (issue 17, item 4): imported from a schema module, they would bring zod and every schema of that module into
// the shell's chunk, built at load (≈ 0.3 s of main thread at Lighthouse's 4× slower CPU). The schema modules
// build their enums from these.

/** Spec §3 upload types; each lands in its own folder of the tenant root (issue 4). */
export const UPLOAD_TYPES = ['BANK_STATEMENT', 'CORPORATION_DOCUMENT', 'PAYROLL_DOCUMENT', 'OTHERS'] as const;

/** The folder of the tenant root each upload type lands in. */
export const UPLOAD_TYPE_FOLDERS: Record<(typeof UPLOAD_TYPES)[number], string> = {
  BANK_STATEMENT: 'Bank Statements',
  CORPORATION_DOCUMENT: 'Corporation Documents',
  PAYROLL_DOCUMENT: 'Payroll Documents',
  OTHERS: 'Others',
};

/** Spec §9 payroll period types. */
export const PAYROLL_PERIOD_TYPES = ['WEEKLY', 'BI_WEEKLY', 'SEMI_MONTHLY', 'MONTHLY'] as const;

/**
 * Document requests (issue 16): something a client owes the firm. The kind is one of the four upload types
 * (fulfilled by uploading files) or a sales-tax or payroll submission (fulfilled by that feature).
 */
export const ASKABLE_REQUEST_KINDS = [...UPLOAD_TYPES, 'SALES_TAX', 'PAYROLL'] as const;
/**
 * Every kind a request may have: what can be asked for directly (ASKABLE_REQUEST_KINDS), and ORGANIZER (issue 33),
 * a questionnaire made only by sending an organizer template (POST /organizer-templates/{id}/send).
 */
export const REQUEST_KINDS = [...ASKABLE_REQUEST_KINDS, 'ORGANIZER'] as const;

/**
 * What happened. SALES_TAX_SUBMITTED and PAYROLL_SUBMITTED go to the firm's active staff holding 'view sales
 * tax' / 'view payroll'; FILES_UPLOADED to active staff holding 'view files' when a client uploads (unread
 * ones for the same tenant and file type within 30 minutes are folded into one, counting the files);
 * SALES_TAX_PROCESSED goes to every active user of the tenant; PUSH_MESSAGE to each active user whose e-mail
 * is a row of a bulk push notification. FILE_NEEDS_ATTENTION goes to the tenant's active users who may see its
 * files when the firm marks documents Needs attention (issue 30). Signing (issue 31): SIGNING_REQUESTED goes to a
 * signer with a portal account when it is their turn, when staff resend and on each reminder; SIGNING_COMPLETED to
 * each such signer once the sealed copy exists, and ENVELOPE_COMPLETED then to the staff member who sent it.
 */
export const NOTIFICATION_KINDS = [
  'SALES_TAX_SUBMITTED',
  'SALES_TAX_PROCESSED',
  'PAYROLL_SUBMITTED',
  'FILES_UPLOADED',
  'PUSH_MESSAGE',
  'REQUEST_CREATED',
  'REQUEST_SUBMITTED',
  'REQUEST_RETURNED',
  'REQUEST_ACCEPTED',
  'REQUEST_RECEIVED',
  'FILE_NEEDS_ATTENTION',
  'SIGNING_REQUESTED',
  'SIGNING_COMPLETED',
  'ENVELOPE_COMPLETED',
  'EMAIL_RECEIVED',
  'EMAIL_HELD',
  'MESSAGE_RECEIVED',
] as const;

/** How often the bell asks for news (ms): the bell updates without a reload. */
export const NOTIFICATIONS_POLL_MS = 10_000;

/**
 * Money travels as a decimal string ("1234.50"), never a JSON number: a float cannot hold 0.1 exactly, and
 * the server stores numeric(15,2). Up to 13 whole digits and 2 decimals; negative amounts are refused
 * (issue 5). The web shows them in the locale's number format.
 */
export const MONEY_PATTERN = /^\d{1,13}(\.\d{1,2})?$/;

/**
 * Firm-wide roles: whoever holds one works on the CPA side (header "CPA PORTAL"). Here rather than in roles.ts:
 * the dashboard names a client's role in each company on its first render.
 */
export const STAFF_ROLES = ['SuperAdmin', 'Admin', 'Processor'] as const;
/** Roles held inside one tenant: a user may hold one in several tenants (header "CLIENT PORTAL"). */
export const TENANT_ROLES = ['TenantOwner', 'TenantManager'] as const;
/** The roles every firm starts with; the screens name them in the user's language (a role a firm made keeps its name). */
export const BUILT_IN_ROLES = [...STAFF_ROLES, ...TENANT_ROLES] as const;

/**
 * The staff dashboard's setup checklist (issue 30, part 5): what a firm sets up before its clients arrive, in the
 * order the card lists them: its name and logo; e-mail
 * that leaves the server (SMTP_URL) from a real sender (MAIL_FROM); the address users reach (PUBLIC_URL); a real
 * e-mail for the first administrator instead of admin@ledgerport.local; a colleague; a first client; backups.
 */
export const SETUP_ITEMS = [
  'FIRM_BRANDING',
  'MAIL_DELIVERY',
  'PUBLIC_URL',
  'ADMIN_EMAIL',
  'INVITE_STAFF',
  'FIRST_CLIENT',
  'BACKUP_SCHEDULE',
] as const;

/**
 * The client's "what your firm needs" list (GET /asks, issue 30): why an item is on it, most urgent first; the list
 * is in this order, then by due date (requests and
 * envelopes; an envelope without one by its expiry) or by when the firm marked the file (documents), oldest first:
 * - OVERDUE: an open request or an envelope to sign past its due date (returned or not);
 * - RETURNED: an open request the firm sent back with a note, not yet due: the firm already looked and waits;
 * - NEEDS_ATTENTION: a document the firm marked, with its note: as a return, a correction the firm waits for;
 * - OPEN: every other open request, and every envelope whose turn to sign is the client's, by due date.
 */
export const ASK_URGENCIES = ['OVERDUE', 'RETURNED', 'NEEDS_ATTENTION', 'OPEN'] as const;
export const REQUEST_ASK_URGENCIES = ['OVERDUE', 'RETURNED', 'OPEN'] as const;
export const SIGNATURE_ASK_URGENCIES = ['OVERDUE', 'OPEN'] as const;

/** Messages (issue 34): the limits of a thread, a message and a saved reply; the unread badge reads its cap. */
export const MESSAGE_LIMITS = {
  subjectMax: 200,
  /** Characters of the message as written (light Markdown), before it is rendered. */
  bodyMax: 20_000,
  attachmentsMax: 10,
  /** A thread's messages are read a page at a time, newest first on the wire, shown oldest at the top. */
  pageSize: 50,
  savedReplyTitleMax: 120,
  /** Staff's firm-wide unread total stops counting past this (the badge says "99+"). */
  unreadTotalCap: 99,
} as const;
