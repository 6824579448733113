import fsp from 'node:fs/promises';
import path from 'node:path';
import { PRIVATE_FOLDER_MODE } from '../storage/local-paths.ts';
import { STAGING_FOLDER } from '../storage/safe-path.ts';
import { copyHashed, type Hashed } from './hashed-copy.ts';

export type CopiedTree = {
  /** Paths relative to the tree's root, '/'-separated. */
  files: (Hashed & { path: string })[];
  directories: string[];
  skipped: { path: string; reason: string }[];
};

// Uploads in progress: a tenant's staging folder (storage/safe-path.ts), and the temp files earlier versions put
// beside the documents. Not documents yet: published (with their row) or swept within moments. `.ledgerport.json`
// (a folder's settings) is kept like any file.
const UPLOAD_IN_PROGRESS = /^\.ledgerport-upload-.*\.part$/i;
const isUploadInProgress = (name: string) =>
  UPLOAD_IN_PROGRESS.test(name) || name.toLowerCase() === STAGING_FOLDER.toLowerCase();

const errno = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;

/**
 * Copies STORAGE_ROOT (the LOCAL_FOLDER tenants' folders) to `to`, hashing each file as it is copied. Files
 * appear and vanish while the server runs: one removed between listing and copying is skipped, and the hash
 * is always that of the bytes copied. A tenant's root folder may be a symbolic link to another disk (the
 * storage allows it): it is followed and copied as a folder. Deeper links are left out and reported: the
 * storage follows only links that stay inside the tenant's folder, which the copy would turn into duplicates.
 * `exclude`: absolute paths never copied (the data directory, when STORAGE_ROOT contains it).
 */
export async function copyStorageTree(from: string, to: string, exclude: readonly string[]): Promise<CopiedTree> {
  const tree: CopiedTree = { files: [], directories: [], skipped: [] };
  const walk = async (folder: string, into: string, relative: string[]): Promise<void> => {
    let entries;
    try {
      entries = await fsp.readdir(folder, { withFileTypes: true });
    } catch (error) {
      if (errno(error) !== 'ENOENT') throw error;
      tree.skipped.push({ path: relative.join('/'), reason: 'removed during the backup' });
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const source = path.join(folder, entry.name);
      const target = path.join(into, entry.name);
      const rel = [...relative, entry.name];
      if (exclude.includes(source) || isUploadInProgress(entry.name)) continue;
      let isDirectory = entry.isDirectory();
      let isFile = entry.isFile();
      if (entry.isSymbolicLink()) {
        if (relative.length > 0) {
          tree.skipped.push({ path: rel.join('/'), reason: 'symbolic link inside a tenant folder' });
          continue;
        }
        const stat = await fsp.stat(source).catch(() => undefined);
        isDirectory = Boolean(stat?.isDirectory());
        isFile = Boolean(stat?.isFile());
      }
      if (isDirectory) {
        await fsp.mkdir(target, { mode: PRIVATE_FOLDER_MODE });
        tree.directories.push(rel.join('/'));
        await walk(source, target, rel);
      } else if (isFile) {
        try {
          tree.files.push({ path: rel.join('/'), ...(await copyHashed(source, target)) });
        } catch (error) {
          if (errno(error) !== 'ENOENT') throw error;
          await fsp.rm(target, { force: true });
          tree.skipped.push({ path: rel.join('/'), reason: 'removed during the backup' });
        }
      } else {
        tree.skipped.push({ path: rel.join('/'), reason: 'not a regular file or folder' });
      }
    }
  };
  await walk(from, to, []);
  return tree;
}
