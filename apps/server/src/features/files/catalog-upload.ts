import path from 'node:path';
import type { Db } from '../../platform/db/schema.ts';
import {
  addVersion,
  findLiveDocument,
  insertDocument,
  liveNamesStartingWith,
  type NewDocument,
} from './documents.repo.ts';
import { ensureFolders } from './folders.repo.ts';

/** What an upload became in the catalog: the document (its display name may be numbered) and which version. */
export type CatalogedUpload = { documentId: string; name: string; version: number };

/** "Statement.pdf" taken → "Statement (1).pdf", "Statement (2).pdf"… the first free one. */
async function freeName(db: Db, tenantId: string, folder: string, desired: string) {
  const extension = path.extname(desired);
  const stem = desired.slice(0, desired.length - extension.length);
  const taken = await liveNamesStartingWith(db, tenantId, folder, stem);
  for (let n = 1; ; n += 1) {
    const candidate = `${stem} (${n})${extension}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Records an upload's bytes in the catalog, inside the upload's own transaction: a new document, or, when a
 * live file of that name is in the folder and `asVersion`, that file's next version (the earlier ones stay
 * listed and restorable). Otherwise the upload sits beside it under the first free numbered name. Two uploads
 * of the same new name at once: the second finds the first's row and becomes its version (or its neighbour).
 */
export async function catalogUpload(
  db: Db,
  upload: Omit<NewDocument, 'name'> & { desiredName: string; asVersion: boolean },
): Promise<CatalogedUpload> {
  await ensureFolders(db, upload.tenantId, upload.folder, upload.uploadedBy);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const existing = await findLiveDocument(db, upload.tenantId, upload.folder, upload.desiredName, true);
    if (existing && upload.asVersion) {
      const updated = await addVersion(db, existing, { ...upload, name: existing.name });
      return { documentId: updated.id, name: updated.name, version: updated.version_count };
    }
    const name = existing ? await freeName(db, upload.tenantId, upload.folder, upload.desiredName) : upload.desiredName;
    const created = await insertDocument(db, { ...upload, name });
    if (created) return { documentId: created.id, name: created.name, version: 1 };
  }
  throw new Error('the folder kept changing while the upload was recorded');
}
