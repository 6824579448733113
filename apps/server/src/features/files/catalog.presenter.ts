import type { TFileEntry, TFolderListing } from '@ledgerport/contract';
import type { FileEntriesJson } from './catalog-entry-json.ts';
import { joinPath } from './catalog-paths.ts';
import type { DocumentListRow } from './documents.repo.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentFolder(folder: {
  id: string;
  path: string;
  name: string;
  created_at: Date;
  revision: number;
}): TFileEntry {
  return {
    file: folder.name,
    path: folder.path,
    is_file: false,
    size: null,
    created: iso(folder.created_at),
    modified: null,
    last_accessed: null,
    id: folder.id,
    revision: folder.revision,
    type: null,
    uploaded_by: null,
    via_link: false,
    versions: null,
    review_status: null,
    review_note: null,
  };
}

export function presentDocument(row: DocumentListRow): TFileEntry {
  return {
    file: row.name,
    path: joinPath(row.folder, row.name),
    is_file: true,
    size: Number(row.size),
    created: iso(row.created_at),
    modified: iso(row.uploaded_at),
    last_accessed: null,
    id: row.id,
    revision: row.revision,
    type: row.type,
    uploaded_by: row.via_link_id === null ? row.uploader_name : row.via_link_email,
    via_link: row.via_link_id !== null,
    versions: row.version_count,
    review_status: row.review_status,
    review_note: row.review_note,
  };
}

/** A folder page whose entries the database already wrote as JSON (catalog-entry-json.ts), a run per kind. */
export type FolderListingParts = Omit<TFolderListing, 'entries'> & { entries: FileEntriesJson[] };

/**
 * The folder page's body, exactly as the response schema would serialize it (the same fields in the same order).
 * The entries are put in as the database wrote them rather than parsed and written again.
 */
export const folderListingJson = (page: FolderListingParts) =>
  `{"path":${JSON.stringify(page.path)},"entries":[${page.entries.join(',')}],"next_cursor":${JSON.stringify(page.next_cursor)}}`;
