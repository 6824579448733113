import { z } from 'zod';
import { ZUploadType } from './files.ts';
import { ZLocale } from './locales.ts';
import { ZPageQuery, zPage } from './pagination.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

/**
 * Upload links (issue 32, part 2): a way in for someone without an account, to one company's folder (or one
 * request), for a while. Staff make one at POST /tenants/{id}/upload-links and see the address once (only the
 * token's hash is kept); the holder reaches /upload-link/{token}: the page's facts, an e-mailed code where the
 * link asks for one (→ a short-lived upload grant), and the files, one per request. Never a listing of files.
 */
export const UPLOAD_LINK_MAX_DAYS = 30;
export const UPLOAD_LINK_DEFAULT_DAYS = 7;
export const UPLOAD_LINK_DEFAULT_MAX_FILES = 20;
export const UPLOAD_LINK_MAX_FILES = 200;
/** The most a link takes in all (and what it takes when staff name no total): this many of the largest files. */
export const UPLOAD_LINK_TOTAL_FACTOR = 10;
export const UPLOAD_LINK_LABEL_MAX = 120;
/** How long an e-mailed code and an upload grant (after the code) last. */
export const UPLOAD_LINK_CODE_MINUTES = 10;
export const UPLOAD_LINK_GRANT_MINUTES = 120;
/** The header carrying the grant on an upload (a link that asks for an e-mail check). */
export const UPLOAD_GRANT_HEADER = 'x-upload-grant';

export const UPLOAD_LINK_STATUSES = ['active', 'expired', 'revoked', 'used_up'] as const;
export const ZUploadLinkStatus = z.enum(UPLOAD_LINK_STATUSES);
export type TUploadLinkStatus = z.infer<typeof ZUploadLinkStatus>;

/**
 * POST /tenants/{tenantId}/upload-links (staff with 'manage files' in the company). At most one of `folder`
 * (an existing folder's path; '' is the company's root) and `request_uuid` (an open document request of the
 * same company: its files go to its kind's folder and submit it). Neither: the company's "Others" folder.
 * `max_total_bytes` left out: UPLOAD_LINK_TOTAL_FACTOR × the server's limit for one file, which is also the
 * most a link may take (more: 400 on the field).
 */
export const ZCreateUploadLinkRequest = z
  .strictObject({
    label: z.string().trim().max(UPLOAD_LINK_LABEL_MAX).default(''),
    expires_in_days: z.number().int().min(1).max(UPLOAD_LINK_MAX_DAYS).default(UPLOAD_LINK_DEFAULT_DAYS),
    require_email_code: z.boolean().default(false),
    max_files: z.number().int().min(1).max(UPLOAD_LINK_MAX_FILES).default(UPLOAD_LINK_DEFAULT_MAX_FILES),
    max_total_bytes: z.number().int().min(1).optional(),
    folder: z
      .string()
      .max(1024)
      .refine((p) => !p.includes('\\') && !p.includes('\0'), { message: VALIDATION_MESSAGES.pathInvalid })
      .optional(),
    request_uuid: z.uuid().optional(),
  })
  .refine((body) => body.folder === undefined || body.request_uuid === undefined, {
    message: VALIDATION_MESSAGES.uploadLinkOneTarget,
    path: ['request_uuid'],
  });
export type TCreateUploadLinkRequest = z.input<typeof ZCreateUploadLinkRequest>;

/** A link as staff see it (never its token: only its hash is kept). */
export const ZUploadLink = z.object({
  uuid: z.uuid(),
  tenant_uuid: z.uuid(),
  label: z.string(),
  /** Where its files go, from the company's root ('' the root). */
  folder: z.string(),
  request: z.object({ uuid: z.uuid(), title: z.string() }).nullable(),
  require_email_code: z.boolean(),
  max_files: z.number().int(),
  max_total_bytes: z.number().int(),
  uploads_count: z.number().int(),
  bytes_received: z.number().int(),
  status: ZUploadLinkStatus,
  expires_at: z.iso.datetime(),
  created_at: z.iso.datetime(),
  created_by_name: z.string().nullable(),
  revoked_at: z.iso.datetime().nullable(),
});
export type TUploadLink = z.infer<typeof ZUploadLink>;

/** The answer to a creation: the link and, this once, its address (the token inside it is never shown again). */
export const ZCreatedUploadLink = ZUploadLink.extend({ url: z.string() });
export type TCreatedUploadLink = z.infer<typeof ZCreatedUploadLink>;

/** GET /tenants/{tenantId}/upload-links: newest first; `search` matches the label. */
export const ZUploadLinksQuery = ZPageQuery;
export const ZUploadLinkList = zPage(ZUploadLink);
export type TUploadLinkList = z.infer<typeof ZUploadLinkList>;
export const ZUploadLinkParams = z.strictObject({ tenantId: z.uuid(), linkId: z.uuid() });

// ---- The holder's side (no session: the token is the credential) ----

export const ZUploadLinkTokenParams = z.strictObject({ token: z.string().min(20).max(100) });

/** GET /upload-link/{token}: what the upload page shows. Nothing about other files, accounts or people. */
export const ZUploadLinkPage = z.object({
  firm_name: z.string(),
  company_name: z.string(),
  label: z.string(),
  /** What the files are for: a folder (its path) or a request (its title and description). */
  purpose: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('folder'), folder: z.string() }),
    z.object({ kind: z.literal('request'), title: z.string(), description: z.string() }),
  ]),
  expires_at: z.iso.datetime(),
  needs_email_code: z.boolean(),
  files_left: z.number().int(),
  bytes_left: z.number().int(),
  /** The largest single file the server takes. */
  max_file_bytes: z.number().int(),
});
export type TUploadLinkPage = z.infer<typeof ZUploadLinkPage>;

/** POST /upload-link/{token}/code: the same 202 whatever the address; the code goes to the address typed. */
export const ZUploadLinkCodeRequest = z.strictObject({
  email: z.email(VALIDATION_MESSAGES.emailInvalid).max(254),
  locale: ZLocale.optional(),
});
export const ZUploadLinkCodeSent = z.object({ sent: z.literal(true), expires_in_minutes: z.number().int() });

/** POST /upload-link/{token}/verify → a grant to send with each upload (header UPLOAD_GRANT_HEADER). */
export const ZUploadLinkVerifyRequest = z.strictObject({
  email: z.email(VALIDATION_MESSAGES.emailInvalid).max(254),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, VALIDATION_MESSAGES.signupCodeFormat),
});
export const ZUploadLinkGrant = z.object({ grant: z.string(), email: z.string(), expires_at: z.iso.datetime() });
export type TUploadLinkGrant = z.infer<typeof ZUploadLinkGrant>;

/** POST /upload-link/{token}/files (multipart, one part "file"): what was received, and what the link still takes. */
export const ZUploadLinkReceipt = z.object({
  file_name: z.string(),
  size: z.number().int(),
  type: ZUploadType,
  files_left: z.number().int(),
  bytes_left: z.number().int(),
});
export type TUploadLinkReceipt = z.infer<typeof ZUploadLinkReceipt>;
