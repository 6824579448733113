import { z } from 'zod';
import { VALIDATION_MESSAGES } from './validation-messages.ts';
import { ZFileEntry, ZFolderQuery, ZReviewStatus } from './files.ts';

// Managing a company's documents (issue 15): folders, rename/move, the trash, bulk changes, versions, review,
// and the searches across companies. What a folder lists, uploads, links and zips stay in files.ts.

/** POST /tenants/{tenantId}/folders — a new, empty folder ('manage files'); its parents are made as needed. */
export const ZCreateFolderRequest = z.strictObject({
  /** The folder it goes in ('' = the company's root). */
  parent: z.string().max(1024).default(''),
  name: z.string().max(1024),
});
export type TCreateFolderRequest = z.infer<typeof ZCreateFolderRequest>;

/** The deepest folder (segments from the company's root) a dropped folder may make. */
export const FOLDER_PATH_MAX_DEPTH = 32;
/** The longest folder path, as every path the browser sends (ZTenantPath). */
export const FOLDER_PATH_MAX_LENGTH = 1024;

/**
 * POST /tenants/{tenantId}/folder-paths — a dropped folder's directory ('upload files', issue 36): makes `path`
 * ('a/b/c', relative to `parent`) and every folder between, reusing those already there, all in one transaction,
 * and answers the deepest one, the folder its files then upload into (the upload's `folder`). One FOLDER_CREATE
 * event per folder made. A crafted path is 400 PATH_REFUSED, a name breaking a rule 400 NAME_REFUSED, too deep or
 * too long 400 FOLDER_PATH_TOO_LONG, a file of a segment's name 409 NAME_TAKEN: then nothing is made.
 */
export const ZEnsureFolderPathRequest = z.strictObject({
  parent: z.string().max(FOLDER_PATH_MAX_LENGTH).default(''),
  path: z.string().min(1).max(FOLDER_PATH_MAX_LENGTH),
});
export type TEnsureFolderPathRequest = z.input<typeof ZEnsureFolderPathRequest>;
export const ZEnsuredFolderPath = z.object({
  id: z.uuid(),
  /** From the company's root: what an upload's `folder` takes. */
  path: z.string(),
  /** How many folders this call made (0 when all were there). */
  created: z.number().int().nonnegative(),
});
export type TEnsuredFolderPath = z.infer<typeof ZEnsuredFolderPath>;

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
export const ZFirmSearchQuery = ZFolderQuery.omit({ path: true, limit: true, cursor: true }).extend({
  q: z.string().trim().max(200).optional(),
});
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
