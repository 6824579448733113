import { z } from 'zod';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

/** Spec §3 upload types; each lands in its own folder of the tenant root (issue 4). */
export const UPLOAD_TYPES = ['BANK_STATEMENT', 'CORPORATION_DOCUMENT', 'PAYROLL_DOCUMENT', 'OTHERS'] as const;
export const ZUploadType = z.enum(UPLOAD_TYPES);
export type TUploadType = z.infer<typeof ZUploadType>;
export const UPLOAD_TYPE_FOLDERS: Record<TUploadType, string> = {
  BANK_STATEMENT: 'Bank Statements',
  CORPORATION_DOCUMENT: 'Corporation Documents',
  PAYROLL_DOCUMENT: 'Payroll Documents',
  OTHERS: 'Others',
};

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
});
export type TFileEntry = z.infer<typeof ZFileEntry>;

/**
 * GET /tenants/{tenantId}/files?path=&search= — one folder, folders first then files, each by name. No paging
 * (spec §9: the folder view has none); `search` keeps the entries whose name contains it (case-insensitive).
 */
export const ZFolderQuery = z.strictObject({
  path: ZTenantPath,
  search: z.string().trim().max(200).optional(),
});
export const ZFolderListing = z.object({
  path: z.string(),
  entries: z.array(ZFileEntry),
});
export type TFolderListing = z.infer<typeof ZFolderListing>;

/**
 * POST /tenants/{tenantId}/uploads?type=BANK_STATEMENT — multipart/form-data with ONE part named `file` per
 * request (the screen sends each file on its own, for per-file progress). Streamed to storage, never held in
 * memory; a name already taken gets " (1)", " (2)"... Too large → 413 PAYLOAD_TOO_LARGE.
 */
export const ZUploadQuery = z.strictObject({ type: ZUploadType });
export const ZUploadRecord = z.object({
  id: z.uuid(),
  tenant_uuid: z.uuid(),
  type: ZUploadType,
  /** The stored name (after any " (1)" suffix) and its path from the tenant root. */
  file_name: z.string(),
  path: z.string(),
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
