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

/**
 * Why a file or folder name was refused (400 NAME_REFUSED, details[0].message): the screen names the rule.
 * Names travel to every client's disk in a zip, so they follow the strictest common file system (Windows).
 */
export const NAME_RULES = [
  'EMPTY',
  'CONTROL_CHARACTER',
  'SEPARATOR',
  'DOTS',
  'FORMAT_CHARACTER',
  'TOO_LONG',
  'SURROUNDING_SPACE',
  'TRAILING_DOT',
  'RESERVED',
] as const;
export type TNameRule = (typeof NAME_RULES)[number];

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
  versions: z.number().int().nullable(),
  review_status: ZReviewStatus.nullable(),
  review_note: z.string().nullable(),
});
export type TFileEntry = z.infer<typeof ZFileEntry>;

/**
 * GET /tenants/{tenantId}/files?path=&search= — one folder, folders first then files, each by name. No paging
 * (spec §9: the folder view has none). With `search`, everything at any depth below `path` whose name contains it
 * (case-insensitive), each with its path, at most SEARCH_LIMIT.
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
});
export type TFolderQuery = z.infer<typeof ZFolderQuery>;
export const FOLDER_SEARCH_LIMIT = 200;
export const ZFolderListing = z.object({
  path: z.string(),
  entries: z.array(ZFileEntry),
  /** A search found more than FOLDER_SEARCH_LIMIT: only the first are listed. */
  truncated: z.boolean().default(false),
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
export const ZUploadQuery = z.strictObject({ type: ZUploadType, existing: ZExistingFileChoice.default('version') });
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

/** POST /tenants/{tenantId}/folders — a new, empty folder ('manage files'); its parents are made as needed. */
export const ZCreateFolderRequest = z.strictObject({
  /** The folder it goes in ('' = the company's root). */
  parent: z.string().max(1024).default(''),
  name: z.string().max(1024),
});
export type TCreateFolderRequest = z.infer<typeof ZCreateFolderRequest>;

/**
 * PATCH /tenants/{tenantId}/documents/{id} or /folders/{id} — rename (`name`) and/or move (`folder`: where it
 * goes, '' = the root), made against the `revision` that was shown: a change made meanwhile answers 409
 * CHANGED_MEANWHILE, a name taken in the target folder 409 NAME_TAKEN.
 */
export const ZPlaceRequest = z.strictObject({
  name: z.string().max(1024).optional(),
  folder: z.string().max(1024).optional(),
  revision: z.number().int(),
});
export type TPlaceRequest = z.infer<typeof ZPlaceRequest>;

export const ZCatalogItemParams = z.strictObject({ tenantId: z.uuid(), id: z.uuid() });

/** DELETE …?revision= — to the trash; the answer names the deletion (what restore takes). */
export const ZDeleteQuery = z.strictObject({ revision: z.coerce.number().int().optional() });
export const ZTrashed = z.object({
  trash_id: z.uuid(),
  /** How many files went to the trash (a folder's: everything below it). */
  files: z.number().int(),
});
export type TTrashed = z.infer<typeof ZTrashed>;

/** Most items one bulk move or delete takes (the web's selection is at most one folder view or search page). */
export const CATALOG_BULK_MAX = 500;

/** One ticked row of a bulk move or delete: what it is, and the revision that was shown. */
export const ZCatalogItemRef = z.strictObject({
  kind: z.enum(['file', 'folder']),
  id: z.uuid(),
  revision: z.number().int(),
});
export type TCatalogItemRef = z.infer<typeof ZCatalogItemRef>;

const ZCatalogItemRefs = z
  .array(ZCatalogItemRef)
  .min(1)
  .max(CATALOG_BULK_MAX)
  .refine((items) => new Set(items.map((item) => item.id)).size === items.length, VALIDATION_MESSAGES.selectionRepeats);

/**
 * POST /tenants/{tenantId}/catalog/move — many files and folders into one folder (`to`, a path as the PATCH's
 * `folder` takes it; '' = the root), all or nothing in one transaction: an item changed meanwhile is 409
 * CHANGED_MEANWHILE, a name taken at the destination 409 NAME_TAKEN (details name it), a folder into itself 400
 * MOVE_INTO_ITSELF; then nothing moved. Each item is its own FILE_MOVE / FOLDER_MOVE event on the trail.
 */
export const ZBulkMoveRequest = z.strictObject({ items: ZCatalogItemRefs, to: z.string().max(1024) });
export type TBulkMoveRequest = z.infer<typeof ZBulkMoveRequest>;
export const ZBulkMoved = z.object({ moved: z.number().int(), items: z.array(ZFileEntry) });
export type TBulkMoved = z.infer<typeof ZBulkMoved>;

/**
 * POST /tenants/{tenantId}/catalog/delete — many files and folders to the trash, all or nothing. Each item is its
 * own deletion (its own trash entry, restored on its own, its own FILE_DELETE / FOLDER_DELETE event), exactly as if
 * deleted one by one, but no half-done selection when one of them was changed meanwhile.
 */
export const ZBulkDeleteRequest = z.strictObject({ items: ZCatalogItemRefs });
export type TBulkDeleteRequest = z.infer<typeof ZBulkDeleteRequest>;
export const ZBulkTrashedItem = ZTrashed.extend({ is_file: z.boolean(), path: z.string() });
export const ZBulkTrashed = z.object({ trashed: z.number().int(), items: z.array(ZBulkTrashedItem) });
export type TBulkTrashed = z.infer<typeof ZBulkTrashed>;

/** GET /tenants/{tenantId}/trash — what was deleted, newest first: each file or top folder of a deletion. */
export const ZTrashItem = z.object({
  trash_id: z.uuid(),
  is_file: z.boolean(),
  /** Where it was when deleted. */
  path: z.string(),
  deleted_at: z.iso.datetime(),
  deleted_by: z.string().nullable(),
  /** Files in the deletion (1 for a file). */
  files: z.number().int(),
  /** When it is removed for good (the firm's retention period after deletion). */
  purge_after: z.iso.datetime(),
});
export type TTrashItem = z.infer<typeof ZTrashItem>;
export const ZTrashList = z.object({
  items: z.array(ZTrashItem),
  truncated: z.boolean(),
  /** How many days a deletion is kept (the firm's setting, else the server's default): what each purge_after uses. */
  retention_days: z.number().int(),
});
export type TTrashList = z.infer<typeof ZTrashList>;
export const TRASH_LIST_LIMIT = 500;
export const ZTrashParams = z.strictObject({ tenantId: z.uuid(), trashId: z.uuid() });

/** GET /tenants/{tenantId}/documents/{id}/versions — every version, newest first. */
export const ZDocumentVersion = z.object({
  number: z.number().int().positive(),
  size: z.number().int().nonnegative(),
  uploaded_by: z.string().nullable(),
  uploaded_at: z.iso.datetime(),
  /** The one the folder shows and a plain link serves. */
  current: z.boolean(),
});
export type TDocumentVersion = z.infer<typeof ZDocumentVersion>;
export const ZDocumentVersions = z.object({ versions: z.array(ZDocumentVersion) });
export type TDocumentVersions = z.infer<typeof ZDocumentVersions>;
export const ZVersionParams = z.strictObject({
  tenantId: z.uuid(),
  id: z.uuid(),
  number: z.coerce.number().int().positive(),
});

/**
 * POST /tenants/{tenantId}/documents/{id}/versions/{number}/restore — that version's bytes become the newest
 * version (nothing is overwritten: the one replaced stays listed). Answers the file as listed.
 */

/**
 * PUT /tenants/{tenantId}/documents/review ('review files', staff) — one status for one or many files of the
 * company; NEEDS_ATTENTION takes a note the client reads (required), the others clear it.
 */
export const REVIEW_NOTE_MAX = 1000;
export const ZReviewRequest = z
  .strictObject({
    ids: z.array(z.uuid()).min(1).max(500),
    status: ZReviewStatus,
    note: z.string().trim().max(REVIEW_NOTE_MAX).optional(),
  })
  .refine((r) => r.status !== 'NEEDS_ATTENTION' || (r.note ?? '').length > 0, {
    path: ['note'],
    message: VALIDATION_MESSAGES.reviewNoteRequired,
  });
export type TReviewRequest = z.infer<typeof ZReviewRequest>;
export const ZReviewResult = z.object({ updated: z.number().int() });

/**
 * GET /files/search?q=&type=&uploader=&uploaded_from=&uploaded_to=&review_status= — staff: files of every company
 * the caller may see, each with its company, at most FOLDER_SEARCH_LIMIT (newest first).
 */
export const ZFirmSearchQuery = ZFolderQuery.omit({ path: true }).extend({ q: z.string().trim().max(200).optional() });
export const ZFirmSearchHit = ZFileEntry.extend({ tenant_uuid: z.uuid(), tenant_name: z.string() });
export type TFirmSearchHit = z.infer<typeof ZFirmSearchHit>;
export const ZFirmSearch = z.object({ data: z.array(ZFirmSearchHit), truncated: z.boolean() });
export type TFirmSearch = z.infer<typeof ZFirmSearch>;

/** GET /dashboard/review-queue — staff: the companies with files not yet reviewed, most first. */
export const ZReviewQueueRow = z.object({
  tenant_uuid: z.uuid(),
  tenant_name: z.string(),
  new_files: z.number().int(),
});
export const ZReviewQueue = z.object({ data: z.array(ZReviewQueueRow) });
export type TReviewQueue = z.infer<typeof ZReviewQueue>;
