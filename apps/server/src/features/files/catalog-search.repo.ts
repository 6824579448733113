import { sql } from 'kysely';
import type { TReviewStatus, TUploadType } from '@ledgerport/contract';
import type { Db } from '../../platform/db/schema.ts';
import { documentEntryJson, folderEntryJson, pageAsOneText } from './catalog-entry-json.ts';
import { afterEntry, type After } from './catalog-order.ts';
import { belowPattern, containingPattern } from './catalog-paths.ts';
import { documentsAndUploaders, withListedColumns } from './documents.repo.ts';

/** What a search looks for; every part optional. Days are calendar days in the firm's time zone. */
export type FileFilters = {
  text?: string;
  type?: TUploadType;
  uploader?: string;
  uploadedFrom?: string;
  uploadedTo?: string;
  reviewStatus?: TReviewStatus;
};

/** A search within one company: below a folder ('' = everywhere), a page of `shown` entries after `after`. */
export type FolderSearch = FileFilters & {
  tenantId: string;
  under: string;
  shown: number;
  timeZone: string;
  after?: After;
};

/** The filters on `documents as d` (joined with `users as u`), each answered by an index of the catalog. */
function filtered(query: ReturnType<typeof documentsAndUploaders>, f: FileFilters, timeZone: string) {
  const startOf = (day: string) => sql<Date>`(${day}::date)::timestamp AT TIME ZONE ${timeZone}`;
  return query
    .where('d.deleted_at', 'is', null)
    .$if(!!f.text, (q) =>
      // The trigram index (documents_name_trgm_idx) answers a LIKE on lower(name).
      q.where((eb) => eb(eb.fn('lower', ['d.name']), 'like', containingPattern(f.text!.toLowerCase()))),
    )
    .$if(!!f.type, (q) => q.where('d.type', '=', f.type!))
    .$if(!!f.reviewStatus, (q) => q.where('d.review_status', '=', f.reviewStatus!))
    .$if(!!f.uploader, (q) =>
      q.where((eb) => eb(eb.fn('lower', ['u.name']), 'like', containingPattern(f.uploader!.toLowerCase()))),
    )
    .$if(!!f.uploadedFrom, (q) => q.where('d.uploaded_at', '>=', startOf(f.uploadedFrom!)))
    .$if(!!f.uploadedTo, (q) => q.where('d.uploaded_at', '<', sql<Date>`${startOf(f.uploadedTo!)} + interval '1 day'`));
}

export const hasFilters = (f: FileFilters) =>
  !!(f.text || f.type || f.uploader || f.uploadedFrom || f.uploadedTo || f.reviewStatus);

/** Documents below `under` matching the filters, in the listing order, as one text. */
export function searchDocumentsBelow(db: Db, search: FolderSearch) {
  const rows = filtered(documentsAndUploaders(db), search, search.timeZone)
    .select(['d.id', 'd.name_key as sort_key', documentEntryJson()])
    .where('d.tenant_id', '=', search.tenantId)
    .$if(search.after !== undefined, (q) => q.where(afterEntry('d', search.after!)))
    .$if(search.under !== '', (q) =>
      q.where((eb) => eb.or([eb('d.folder', '=', search.under), eb('d.folder', 'like', belowPattern(search.under))])),
    )
    .orderBy('d.name_key')
    .orderBy('d.id');
  return pageAsOneText(db, rows, search.shown);
}

/** Folders below `under` whose name contains `text`, in the listing order, as one text. */
export function searchFoldersBelow(db: Db, search: FolderSearch & { text: string }) {
  const rows = db
    .selectFrom('folders')
    .select(['id', 'name_key as sort_key', folderEntryJson()])
    .where('tenant_id', '=', search.tenantId)
    .where('deleted_at', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['name']), 'like', containingPattern(search.text.toLowerCase())))
    .$if(search.under !== '', (q) => q.where('path', 'like', belowPattern(search.under)))
    .$if(search.after !== undefined, (q) => q.where(afterEntry('folders', search.after!)))
    .orderBy('name_key')
    .orderBy('id');
  return pageAsOneText(db, rows, search.shown);
}

/**
 * How many of the firm's newest documents a filtered firm-wide search reads first. A common word ("chase": one
 * file in fifteen) matches a page's worth among them, so the search stops there instead of collecting and
 * sorting every match in the firm (tens of thousands at a million documents: half a second).
 */
const NEWEST_WINDOW = 5_000;

/**
 * Files of many companies matching the filters, newest first (staff searching across clients): `tenantIds`
 * undefined means every company. The recent index (documents_firm_recent_idx) gives the order. With filters, the
 * newest NEWEST_WINDOW documents are searched first: when `limit` of them match, those are the newest matches of
 * all (anything older is older than each of them); otherwise the matches are rare, and the indexes of the filters
 * (the name's trigrams, the uploader, the type) find them all quickly.
 */
export async function searchAcrossCompanies(
  db: Db,
  search: FileFilters & { tenantIds: string[] | undefined; limit: number; timeZone: string },
  newestWindow = NEWEST_WINDOW,
) {
  const matches = (newest?: number) =>
    withListedColumns(filtered(documentsAndUploaders(db, newest), search, search.timeZone))
      .innerJoin('tenants as t', 't.id', 'd.tenant_id')
      .select('t.name as tenant_name')
      .$if(search.tenantIds !== undefined, (q) =>
        q.where(
          'd.tenant_id',
          'in',
          search.tenantIds!.length ? search.tenantIds! : ['00000000-0000-0000-0000-000000000000'],
        ),
      )
      .orderBy('d.uploaded_at', 'desc')
      .limit(search.limit)
      .execute();
  if (hasFilters(search)) {
    const newest = await matches(newestWindow);
    if (newest.length >= search.limit) return newest;
  }
  return matches();
}
