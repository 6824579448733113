import { z } from 'zod';

/**
 * Stable error codes. The server answers every failure with one of these; the web maps each code to
 * translated text, so the English `message` is for logs and API users only. Never rename a code:
 * clients depend on it.
 */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'INVALID_CREDENTIALS',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'INVITATION_EXPIRED',
  /** The change would leave the firm without an active SuperAdmin. */
  'LAST_SUPER_ADMIN',
  /** A built-in role's name, or anything of the SuperAdmin role, cannot be changed. */
  'ROLE_LOCKED',
  /** A sign-up code that does not match; `details` carries how many tries are left. */
  'INVALID_CODE',
  /** A sign-up code that expired, was used, or ran out of tries: ask for a new one. */
  'CODE_EXPIRED',
  /** A password-reset link that expired, was used, or never existed. */
  'LINK_EXPIRED',
  /** Changing one's password with a wrong current password (400, not 401: the session is fine). */
  'WRONG_CURRENT_PASSWORD',
  /** A file path that is unsafe (traversal, absolute, encoded separators, NUL, a symlink out of the root). */
  'PATH_REFUSED',
  /** A file or folder name that breaks a naming rule; `details[0].message` names the rule (NAME_RULES). */
  'NAME_REFUSED',
  /** A file or folder of that name is already in the folder (rename, move, restore, new folder). */
  'NAME_TAKEN',
  /** Someone changed this file or folder since it was shown (its revision moved on): reload and try again. */
  'CHANGED_MEANWHILE',
  /** A file, folder or company on legal hold (issue 35): nothing held is deleted, purged or disposed of. */
  'LEGAL_HOLD',
  /** Erasing the last TenantOwner of a company (issue 35): give the company another owner first. */
  'LAST_OWNER',
  /** Issue 35: a disposal's second approval by the person who gave the first (the firm asks for two people): 409. */
  'SAME_APPROVER',
  /** Issue 35: a legal hold placed while a disposal is removing the company's (or the document's) files: 409. */
  'DISPOSAL_RUNNING',
  /** A folder cannot be moved into itself or a folder below it. */
  'MOVE_INTO_ITSELF',
  /** A dropped folder whose path would be deeper than FOLDER_PATH_MAX_DEPTH or longer than a path may be (400). */
  'FOLDER_PATH_TOO_LONG',
  /** A signed file link that expired, was altered, or belongs to someone else. */
  'LINK_INVALID',
  /** A list's `cursor` that the server did not issue (tampered, cut short, or from another kind of list). */
  'CURSOR_INVALID',
  /** The tenant's storage (folder or S3 bucket) could not be reached. */
  'STORAGE_UNAVAILABLE',
  /** The tenant's storage has no room left (a full disk or quota): 507, nothing was stored. */
  'STORAGE_FULL',
  /** The database could not be reached (restarting, failing over): 503 with Retry-After; try again shortly. */
  'DATABASE_UNAVAILABLE',
  /** Updating a sales-tax record a later submission for the same month replaced. */
  'SALES_TAX_SUPERSEDED',
  /** The firm switched this feature off (feature settings); `details[0].message` names the feature key. */
  'FEATURE_DISABLED',
  'TOO_MANY_ATTEMPTS',
  /** A second-factor code, recovery code or passkey that does not match (never says which factor failed). */
  'INVALID_SECOND_FACTOR',
  /** The sign-in's second step came too late or after too many tries: sign in again. */
  'SIGN_IN_EXPIRED',
  /** The firm requires a second factor and this user has none yet: enrol first (only enrolment routes answer). */
  'MFA_ENROLMENT_REQUIRED',
  /** Removing this factor would leave the user without one while the firm requires it. */
  'MFA_FACTOR_REQUIRED',
  /**
   * A passkey registered from an address other than the portal's own (PUBLIC_URL): a passkey works only there.
   * `details` names that address (field `origin`), so the screen can send the user to it.
   */
  'PASSKEY_ORIGIN_MISMATCH',
  /** Issue 32: the firm does not allow clients to sign in this way (password, e-mail link or passkey): 403. */
  'SIGN_IN_METHOD_NOT_ALLOWED',
  /** A sign-in link that never existed, was used, expired or was replaced by a newer one: 410. */
  'SIGN_IN_LINK_EXPIRED',
  /** A sign-in link opened in a browser other than the one that asked for it: 403 (a new one may be sent there). */
  'SIGN_IN_LINK_OTHER_BROWSER',
  /**
   * The firm requires a second step and the client's only factor is codes by e-mail: after an e-mailed link that is
   * the same mailbox twice, so they sign in with their password (then the code) or a passkey instead: 403.
   */
  'EMAIL_LINK_NEEDS_OTHER_FACTOR',
  /** A document request cannot go from its status to the one asked (e.g. accepting an OPEN one, cancelling a DONE one). */
  'REQUEST_STATE',
  /** Issue 32: a held e-mail staff already accepted or rejected (409). */
  'INBOUND_ALREADY_DECIDED',
  /** The tenant is In-active: nothing new may be asked of it. */
  'TENANT_INACTIVE',
  /** Issue 31: an upload or company file that is not a PDF at all. */
  'NOT_A_PDF',
  /** A PDF that cannot be read (cut short, broken cross-references). */
  'PDF_DAMAGED',
  /** A password-protected PDF: it cannot be signed until saved without its password. */
  'PDF_ENCRYPTED',
  /** A PDF of more than 200 pages. */
  'PDF_TOO_MANY_PAGES',
  /** A PDF larger than 50 MB (413). */
  'PDF_TOO_LARGE',
  /** An envelope cannot do this in its status (editing a sent one, voiding a completed one): 409. */
  'SIGNING_STATE',
  /** A field off its page, on a page the document lacks or for a signer the envelope lacks; `details` name it. */
  'SIGNING_FIELDS_INVALID',
  /** Signing with a required field of the signer left empty; `details` name the fields. */
  'SIGNING_FIELDS_MISSING',
  /** A signer who may not sign for this company (not its user, no access to its files), or sending without one. */
  'SIGNER_NOT_ALLOWED',
  /** A signing link that never existed, was altered, or was replaced by a newer one. */
  'SIGNING_LINK_INVALID',
  /** The envelope's expiry passed: it can no longer be signed (410). */
  'SIGNING_EXPIRED',
  /** The firm voided the envelope: it can no longer be signed (410). */
  'SIGNING_VOIDED',
  /** This signer already signed or declined (a signing link used twice): 409. */
  'SIGNING_ALREADY_DONE',
  /** A sequential envelope where a signer before this one has not signed yet (or is signing this moment): 409. */
  'SIGNING_OUT_OF_TURN',
  /** Signing before accepting to sign electronically (the ESIGN consent): 409. */
  'SIGNING_CONSENT_REQUIRED',
  /** Signing before passing the identity check the envelope asks for: 403. */
  'SIGNING_NOT_VERIFIED',
  /** A one-time code or known data that does not match; `details` (field `tries_left`) says how many tries are left. */
  'SIGNING_CHECK_FAILED',
  /** Three failed identity checks locked this signer out; the firm has been told (423). */
  'SIGNER_LOCKED',
  /** A signer's link to the signed copy of a completed envelope, used after SIGNED_COPY_LINK_DAYS (410). */
  'SIGNED_COPY_LINK_EXPIRED',
  /** Issue 32: an upload link that never existed, was altered, or whose company is In-active (404). */
  'UPLOAD_LINK_INVALID',
  /** An upload link past its expiry, or whose request was closed (410). */
  'UPLOAD_LINK_EXPIRED',
  /** An upload link the firm revoked (410). */
  'UPLOAD_LINK_REVOKED',
  /** An upload link that took all the files (or bytes) it allows (410); `details` may say which limit. */
  'UPLOAD_LINK_USED_UP',
  /** Uploading through a link that asks for an e-mail check without a valid grant: confirm the code first (403). */
  'UPLOAD_LINK_CODE_REQUIRED',
  /** An e-mailed code that does not match, expired, or was tried too often (400): ask for a new one. */
  'UPLOAD_LINK_CODE_INVALID',
  /** Issue 33: an answer to a question its condition hides (a crafted request): 400, nothing saved. */
  'ORGANIZER_QUESTION_HIDDEN',
  /** Issue 33: submitting an organizer with required questions unanswered; `details` name them (field = key). */
  'ORGANIZER_INCOMPLETE',
  /** Editing or deleting one's own message after someone else has read it (issue 34). */
  'MESSAGE_ALREADY_READ',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL_ERROR',
] as const;
export const ZErrorCode = z.enum(ERROR_CODES);
export type TErrorCode = z.infer<typeof ZErrorCode>;

export const ZFieldIssue = z.object({
  /** Dotted path of the offending field, e.g. `email` or `roles.0`. Empty for the body as a whole. */
  field: z.string(),
  message: z.string(),
});
export type TFieldIssue = z.infer<typeof ZFieldIssue>;

export const ZErrorResponse = z.object({
  error: z.object({
    code: ZErrorCode,
    message: z.string(),
    details: z.array(ZFieldIssue).optional(),
  }),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;
