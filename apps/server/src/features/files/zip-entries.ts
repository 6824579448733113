import path from 'node:path';
import { AppError } from '../../platform/errors.ts';
import { NotFoundInStorageError, type TenantStorage } from '../../platform/storage/storage.ts';

/** One file of a zip: where it is stored, and the name it gets inside the archive. */
export type ZipEntry = { path: string; nameInZip: string; size: number; modified: Date | null };

const tooMany = (max: number) =>
  new AppError(400, 'VALIDATION_ERROR', `A zip holds at most ${max} files; choose fewer folders`, [
    { field: 'paths', message: String(max) },
  ]);

/**
 * Every file under the chosen paths, named inside the zip relative to the folder the selection was made in
 * (a folder keeps its own name as the top level). Walks folders breadth-first with the storage's own listing,
 * so hidden names (the folder config, upload temp files) never appear; stops with a 400 past `maxEntries`
 * before a byte is streamed.
 */
export async function collectZipEntries(storage: TenantStorage, paths: string[], maxEntries: number) {
  const entries: ZipEntry[] = [];
  const seen = new Set<string>();
  const add = (entry: ZipEntry) => {
    if (seen.has(entry.path)) return;
    seen.add(entry.path);
    entries.push(entry);
    if (entries.length > maxEntries) throw tooMany(maxEntries);
  };
  for (const chosen of paths) {
    const base = path.posix.dirname(chosen) === '.' ? '' : path.posix.dirname(chosen);
    const relative = (full: string) => (base ? full.slice(base.length + 1) : full);
    const top = await statOrFolder(storage, chosen);
    if (top.isFile) {
      add({ path: top.path, nameInZip: relative(top.path), size: top.size, modified: top.modified });
      continue;
    }
    const folders = [chosen];
    for (let folder = folders.shift(); folder !== undefined; folder = folders.shift()) {
      for (const entry of await storage.list(folder)) {
        if (!entry.isFile) folders.push(entry.path);
        else
          add({ path: entry.path, nameInZip: relative(entry.path), size: entry.size ?? 0, modified: entry.modified });
      }
    }
  }
  return entries;
}

/** A file's facts, or "a folder" (stat answers not-found for folders, and '' is the company's root). */
async function statOrFolder(storage: TenantStorage, chosen: string) {
  if (chosen === '') return { isFile: false as const };
  try {
    const file = await storage.stat(chosen);
    return { isFile: true as const, path: file.path, size: file.size ?? 0, modified: file.modified };
  } catch (error) {
    // Not a file: listed as a folder below, which throws not-found when it is neither.
    if (error instanceof NotFoundInStorageError) return { isFile: false as const };
    throw error;
  }
}
