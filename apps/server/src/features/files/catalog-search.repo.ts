import type { Db } from '../../platform/db/schema.ts';
import { belowPattern, containingPattern } from './catalog-paths.ts';
import { documentsWithUploader } from './documents.repo.ts';

/** What a search within one company looks for: a name part, below a folder ('' = everywhere). */
export type FolderSearch = { tenantId: string; under: string; text: string; limit: number };

/**
 * Documents below `under` whose name contains `text`, case-insensitively: the trigram half of
 * documents_name_trgm_idx answers the LIKE, its tenant half keeps to the company.
 */
export function searchDocumentsBelow(db: Db, search: FolderSearch) {
  return documentsWithUploader(db)
    .where('d.tenant_id', '=', search.tenantId)
    .where('d.deleted_at', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['d.name']), 'like', containingPattern(search.text.toLowerCase())))
    .$if(search.under !== '', (q) =>
      q.where((eb) => eb.or([eb('d.folder', '=', search.under), eb('d.folder', 'like', belowPattern(search.under))])),
    )
    .orderBy('d.name')
    .limit(search.limit)
    .execute();
}

/** Folders below `under` whose name contains `text`. */
export function searchFoldersBelow(db: Db, search: FolderSearch) {
  return db
    .selectFrom('folders')
    .select(['id', 'path', 'name', 'created_at', 'revision'])
    .where('tenant_id', '=', search.tenantId)
    .where('deleted_at', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['name']), 'like', containingPattern(search.text.toLowerCase())))
    .$if(search.under !== '', (q) => q.where('path', 'like', belowPattern(search.under)))
    .orderBy('name')
    .limit(search.limit)
    .execute();
}
