// Without zod (see signed-out-answers.ts): the web's error text names a switched-off feature on any screen.

/**
 * Feature settings (spec §2 /featureSettings): switches the firm flips to turn a feature off for everyone.
 * Each key is a real flag the server enforces; the web only hides what the server already refuses.
 * - CLIENT_FILE_UPLOAD: tenant users uploading files (staff uploads stay possible).
 * - SALES_TAX_SUBMISSION: tenants submitting sales tax.
 * - PAYROLL_SUBMISSION: tenants submitting payroll (with its document).
 * - SMS_SENDING: text messages; while off, bulk batches send e-mails only and mark texts Skipped.
 * - FIRM_EMAIL_NOTIFICATIONS: e-mails to the firm's staff about client submissions (in-app ones still arrive).
 * - BULK_NOTIFICATIONS: bulk sales-tax, payroll-tax and push notifications from spreadsheets.
 * - MESSAGES: conversations between the firm and its clients (issue 34); while off, every message route is refused.
 * A migration seeds one row per key, all on; adding a key needs a migration too.
 */
export const FEATURE_KEYS = [
  'CLIENT_FILE_UPLOAD',
  'SALES_TAX_SUBMISSION',
  'PAYROLL_SUBMISSION',
  'SMS_SENDING',
  'FIRM_EMAIL_NOTIFICATIONS',
  'BULK_NOTIFICATIONS',
  'MESSAGES',
] as const;
