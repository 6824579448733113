import { AppError, notFound } from '../../platform/errors.ts';
import type { Db } from '../../platform/db/schema.ts';
import { joinPath, splitPath } from './catalog-paths.ts';
import { checkedPath } from './document-name.ts';
import { findLiveDocument, liveDocumentsFrom } from './documents.repo.ts';
import { findLiveFolder } from './folders.repo.ts';

/** One file of a zip: where its bytes are stored, and the name it gets inside the archive. */
export type ZipEntry = { path: string; nameInZip: string; size: number; modified: Date | null };

const tooMany = (max: number) =>
  new AppError(400, 'VALIDATION_ERROR', `A zip holds at most ${max} files; choose fewer folders`, [
    { field: 'paths', message: String(max) },
  ]);

/**
 * Every live file under the chosen paths, named inside the zip relative to the folder the selection was made in
 * (a folder keeps its own name as the top level), read from the catalog: the trash and earlier versions never
 * appear. Stops with a 400 past `maxEntries` before a byte is streamed; an unknown path is a 404.
 */
export async function collectZipEntries(db: Db, tenantId: string, paths: string[], maxEntries: number) {
  const entries: ZipEntry[] = [];
  const seen = new Set<string>();
  const add = (entry: ZipEntry) => {
    if (seen.has(entry.nameInZip)) return;
    seen.add(entry.nameInZip);
    entries.push(entry);
    if (entries.length > maxEntries) throw tooMany(maxEntries);
  };
  for (const chosen of paths.map(checkedPath)) {
    const { folder: base, name } = splitPath(chosen);
    const relative = (full: string) => (base ? full.slice(base.length + 1) : full);
    const file = chosen === '' ? undefined : await findLiveDocument(db, tenantId, base, name);
    if (file) {
      add({ path: file.storage_path, nameInZip: name, size: Number(file.size), modified: file.uploaded_at });
      continue;
    }
    if (chosen !== '' && !(await findLiveFolder(db, tenantId, chosen))) throw notFound('File or folder');
    for (const row of await liveDocumentsFrom(db, tenantId, chosen, maxEntries + 1)) {
      add({
        path: row.storage_path,
        nameInZip: relative(joinPath(row.folder, row.name)),
        size: Number(row.size),
        modified: row.uploaded_at,
      });
    }
  }
  return entries;
}
