import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import { createLocalStorage } from '../storage/local-storage.ts';
import { isInside, PRIVATE_FOLDER_MODE, tenantRoot } from '../storage/local-paths.ts';
import { toSafeSegments } from '../storage/safe-path.ts';
import { NotFoundInStorageError, PathRefusedError } from '../storage/storage.ts';
import type { CatalogFile } from './catalog-files.ts';
import { writeHashed, type Hashed } from './hashed-copy.ts';

export type CopiedTree = {
  /** Paths relative to the backup's files/ folder (`<root directory>/<stored path>`), '/'-separated. */
  files: (Hashed & { path: string })[];
  /** Every folder made under files/ for them, parents first. */
  directories: string[];
  /** Files the database names that could not be copied, with why. */
  skipped: { path: string; reason: string }[];
};

/**
 * Copies into `to` the stored files `listFile` names (catalog-files.ts: what the backup's database snapshot
 * knows), each read through the local storage driver as the portal reads it (a tenant root that is a link to
 * another disk is followed; a path whose link leaves the tenant's root is refused) and hashed as it is copied.
 * Nothing else under STORAGE_ROOT is copied: an upload that finished after the snapshot (its row is not in the
 * backup), an upload in progress, a file put there by hand. A restore therefore lists every file it puts back.
 * A file the database names but the storage no longer has (purged from the trash during the backup) is skipped
 * and reported. `exclude`: absolute paths never copied when STORAGE_ROOT contains them (the data directory's own files).
 */
export async function copyCatalogFiles(
  storageRoot: string,
  listFile: string,
  to: string,
  exclude: readonly string[],
): Promise<CopiedTree> {
  const tree: CopiedTree = { files: [], directories: [], skipped: [] };
  const made = new Set<string>();
  const makeFolders = async (relative: string[]) => {
    for (let depth = 1; depth <= relative.length; depth++) {
      const folder = relative.slice(0, depth).join('/');
      if (made.has(folder)) continue;
      await fsp.mkdir(path.join(to, ...relative.slice(0, depth)), { mode: PRIVATE_FOLDER_MODE });
      made.add(folder);
      tree.directories.push(folder);
    }
  };
  // Only what lies below STORAGE_ROOT can be met: DATA_DIR above it (the default, STORAGE_ROOT = DATA_DIR/files)
  // excludes nothing.
  const excluded = exclude.filter((entry) => entry !== storageRoot && isInside(storageRoot, entry));
  const copied = new Set<string>();
  const lines = readline.createInterface({ input: fs.createReadStream(listFile), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line) continue;
    const [rootDirectory, storagePath] = JSON.parse(line) as CatalogFile;
    const where = `${rootDirectory}/${storagePath}`;
    let relative: string[];
    let content;
    try {
      relative = [...toSafeSegments(rootDirectory), ...toSafeSegments(storagePath)];
      const source = path.join(tenantRoot(storageRoot, rootDirectory), ...toSafeSegments(storagePath));
      // Two tenants sharing a root name the same file once; a file is never copied over a folder.
      if (copied.has(relative.join('/')) || made.has(relative.join('/'))) continue;
      if (excluded.some((entry) => isInside(entry, source))) {
        tree.skipped.push({ path: where, reason: 'inside DATA_DIR' });
        continue;
      }
      content = await createLocalStorage(storageRoot, rootDirectory).read(storagePath);
    } catch (error) {
      if (error instanceof NotFoundInStorageError) {
        tree.skipped.push({ path: where, reason: 'named by the database, not in the storage (removed meanwhile)' });
        continue;
      }
      if (error instanceof PathRefusedError) {
        tree.skipped.push({ path: where, reason: error.message });
        continue;
      }
      throw error;
    }
    await makeFolders(relative.slice(0, -1));
    copied.add(relative.join('/'));
    tree.files.push({ path: relative.join('/'), ...(await writeHashed(content, path.join(to, ...relative))) });
  }
  return tree;
}
