import { z } from 'zod';
import { UPLOAD_TYPES } from './signed-in-constants.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

export const ZUploadType = z.enum(UPLOAD_TYPES);
export type TUploadType = z.infer<typeof ZUploadType>;

/** The per-folder configuration file: never listed, previewed or downloaded. */
export const FOLDER_CONFIG_FILE = '.ledgerport.json';

/**
 * A folder path inside a tenant's root, as the browser sends it: '' is the root, segments joined by '/'.
 * The server resolves it again and refuses anything that leaves the root; this only rejects the obvious.
 */
export const ZTenantPath = z
  .string()
  .max(1024)
  .refine((p) => !p.includes('\0') && !p.includes('\\'), VALIDATION_MESSAGES.pathInvalid)
  .default('');

// The name rules live without zod, for the screens' error texts (the sign-in screen shares them).
export { NAME_RULES, WINDOWS_FORBIDDEN_CHARACTERS, type TNameRule } from './name-rules.ts';

/** Staff's verdict on a document, shown to the client with its note (issue 15). */
export const REVIEW_STATUSES = ['NEW', 'REVIEWED', 'NEEDS_ATTENTION'] as const;
export const ZReviewStatus = z.enum(REVIEW_STATUSES);
export type TReviewStatus = z.infer<typeof ZReviewStatus>;

/** Spec §3 file or folder entry. Times are ISO strings, or null where the storage does not keep them (S3). */
export const ZFileEntry = z.object({
  file: z.string(),
  /** Path from the tenant root, e.g. "Bank Statements/march.pdf": what preview/download/open take. */
  path: z.string(),
  is_file: z.boolean(),
  /** Bytes; null for folders. The web shows it base 1024 with two decimals, up to YB (spec §3). */
  size: z.number().int().nonnegative().nullable(),
  created: z.iso.datetime().nullable(),
  modified: z.iso.datetime().nullable(),
  last_accessed: z.iso.datetime().nullable(),
  /** The document's or folder's id (what rename, move, delete and review take). */
  id: z.uuid(),
  /** Raised by every change; send it back with a change so a change made meanwhile is not overwritten (409). */
  revision: z.number().int(),
  /** Files only (null for folders): upload type, uploader, how many versions, review status and its note. */
  type: ZUploadType.nullable(),
  uploaded_by: z.string().nullable(),
  /**
   * Sent through an upload link (issue 32) by someone without an account: `uploaded_by` is then the address
   * they confirmed by an e-mailed code (null when the link asked for none).
   */
  via_link: z.boolean(),
  versions: z.number().int().nullable(),
  review_status: ZReviewStatus.nullable(),
  review_note: z.string().nullable(),
});
export type TFileEntry = z.infer<typeof ZFileEntry>;

/** A folder page's size when the caller names none, and the most one page may hold. */
export const FOLDER_PAGE_SIZE = 200;
export const FOLDER_PAGE_MAX = 1000;

/**
 * GET /tenants/{tenantId}/files?path=&search=&limit=&cursor= — one folder, folders first then files, each by name
 * (case-insensitive, numbers by value: "2" before "10"), a page at a time (issue 17: a folder may hold 50,000
 * files). The first page has no `cursor`; each answer's `next_cursor` asks for the page after it (null at the
 * end). With `search` or a filter, everything at any depth below `path` matching it, each with its path, paged the
 * same way. A cursor is opaque: one the server did not issue is refused with 400 CURSOR_INVALID.
 */
export const ZFolderQuery = z.strictObject({
  path: ZTenantPath,
  search: z.string().trim().max(200).optional(),
  /** Search filters (files only; any of them makes the listing a search below `path`). */
  type: ZUploadType.optional(),
  /** Part of the uploader's name. */
  uploader: z.string().trim().max(200).optional(),
  /** Uploaded on or after / on or before this day (YYYY-MM-DD, the firm's time zone). */
  uploaded_from: z.iso.date().optional(),
  uploaded_to: z.iso.date().optional(),
  review_status: ZReviewStatus.optional(),
  limit: z.coerce.number().int().min(1).max(FOLDER_PAGE_MAX).default(FOLDER_PAGE_SIZE),
  cursor: z.string().max(2048).optional(),
});
export type TFolderQuery = z.infer<typeof ZFolderQuery>;
/** The most hits the firm-wide file search answers at once. */
export const FOLDER_SEARCH_LIMIT = 200;
export const ZFolderListing = z.object({
  path: z.string(),
  entries: z.array(ZFileEntry),
  /** Asks for the next page (send it back as `cursor`); null when this page is the last. */
  next_cursor: z.string().nullable(),
});
export type TFolderListing = z.infer<typeof ZFolderListing>;

/**
 * POST /tenants/{tenantId}/uploads?type=BANK_STATEMENT — multipart/form-data with ONE part named `file` per
 * request (the screen sends each file on its own, for per-file progress). Streamed to storage, never held in
 * memory; a name already taken becomes that file's new version (existing=version, the default) or gets " (1)",
 * " (2)"... beside it (existing=keep_both). Too large → 413 PAYLOAD_TOO_LARGE.
 */
/** What an upload does to a same-named file in its folder: becomes its new version (the default), or sits beside it. */
export const ZExistingFileChoice = z.enum(['version', 'keep_both']);
export type TExistingFileChoice = z.infer<typeof ZExistingFileChoice>;
export const ZUploadQuery = z.strictObject({
  type: ZUploadType,
  existing: ZExistingFileChoice.default('version'),
  /**
   * An existing folder to upload into (from the root, as listed) instead of the type's folder: a dropped folder's
   * files go into the folders POST /folder-paths made (issue 36). A tus upload names it in Upload-Metadata `folder`.
   */
  folder: z.string().max(1024).optional(),
});
export const ZUploadRecord = z.object({
  id: z.uuid(),
  tenant_uuid: z.uuid(),
  type: ZUploadType,
  /** The file's name (after any " (1)" suffix) and its path from the tenant root, as listed. */
  file_name: z.string(),
  path: z.string(),
  document_id: z.uuid(),
  /** 1 for a new file; 2, 3… when it became a new version of a same-named one. */
  version: z.number().int().positive(),
  size: z.number().int().nonnegative(),
  sha256: z.string(),
  uploaded_by: z.object({ uuid: z.uuid(), name: z.string(), side: z.enum(['staff', 'client']) }),
  created_at: z.iso.datetime(),
});
export type TUploadRecord = z.infer<typeof ZUploadRecord>;

/**
 * POST /tenants/{tenantId}/files/link — a short-lived URL for one file, bound to the caller. `inline` is
 * honoured only for types safe to show from our origin (images other than SVG, PDF, plain text and CSV);
 * everything else comes back as an attachment. The URL works in a plain <a href> or <img src>.
 */
export const ZFileLinkRequest = z.strictObject({
  path: z.string().min(1).max(1024),
  disposition: z.enum(['inline', 'attachment']).default('attachment'),
  /** An earlier version of the file (its number from the versions list); the current one when left out. */
  version: z.number().int().positive().optional(),
});
export type TFileLinkRequest = z.input<typeof ZFileLinkRequest>;
export const ZFileLink = z.object({
  url: z.string(),
  expires_at: z.iso.datetime(),
  /** What the viewer may do with it: image / pdf / text inline, or download only. */
  preview: z.enum(['image', 'pdf', 'text', 'none']),
  content_type: z.string(),
});
export type TFileLink = z.infer<typeof ZFileLink>;

/** Most entries one zip may hold; a larger selection is refused before anything is streamed. */
export const ZIP_MAX_ENTRIES = 20_000;

/** Folders and files of one company to download as one zip (folders with everything below them). */
export const ZZipLinkRequest = z.strictObject({
  paths: z.array(z.string().max(1024)).min(1).max(500),
});
export type TZipLinkRequest = z.infer<typeof ZZipLinkRequest>;
export const ZZipLink = z.object({
  url: z.string(),
  expires_at: z.iso.datetime(),
  /** The name the browser saves the zip under. */
  file_name: z.string(),
  files: z.number().int(),
  bytes: z.number().int(),
});
export type TZipLink = z.infer<typeof ZZipLink>;

/** Spec §3 daily upload counts, for today in the firm's time zone (GET /dashboard/daily-overview, staff). */
export const ZDailyOverview = z.object({
  date: z.iso.date(),
  time_zone: z.string(),
  total: z.number().int(),
  by_type: z.object({
    BANK_STATEMENT: z.number().int(),
    CORPORATION_DOCUMENT: z.number().int(),
    PAYROLL_DOCUMENT: z.number().int(),
    OTHERS: z.number().int(),
  }),
  /** Sales-tax information submitted today (spec §3 SALES_TAX: a submission, not an uploaded file). */
  sales_tax: z.number().int(),
});
export type TDailyOverview = z.infer<typeof ZDailyOverview>;
