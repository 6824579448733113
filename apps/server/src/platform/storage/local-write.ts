import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { hashFile } from './hash-file.ts';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from './local-paths.ts';
import { MeasuringStream } from './measuring-stream.ts';
import { MAX_NAME_ATTEMPTS, numberedName } from './numbered-name.ts';
import { isLegacyUploadTemp, STAGING_FOLDER, stagedFileName } from './safe-path.ts';
import type { StagedFile, StoredFile } from './storage.ts';

const errno = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;

// How much of an upload may wait for the disk before the socket is paused. With the 16 KiB default every 64 KiB
// socket read waited for its own write; with room for several, they go to the disk together (writev) while
// the socket keeps reading (bench/).
const WRITE_BUFFER_BYTES = 4 * 1024 * 1024;

// File systems without hard links (some network mounts, FAT) answer link() with one of these.
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS']);

// Looking for a published file after a crash: numbered names are taken in order, so the search stops after this
// many free ones in a row (a few may have been freed since).
const FREE_NAMES_BEFORE_GIVING_UP = 16;

/** The tenant's hidden staging folder, where uploads stream before they are published (and where sweeps look). */
export const stagingFolder = (rootReal: string) => path.join(rootReal, STAGING_FOLDER);
const stagedPath = (rootReal: string, id: string) => path.join(stagingFolder(rootReal), stagedFileName(id));

/**
 * Streams `content` into a hidden staged file, measuring and hashing as it flows, and flushes it to disk. Nothing
 * is visible yet: publishing is a separate step, so the caller can journal the upload in between (a crash then
 * leaves either an unlisted staged file, which the sweep removes, or a journal entry naming it). A failed stage
 * removes its own file.
 */
export async function stageLocalFile(rootReal: string, content: Readable, maxBytes: number): Promise<StagedFile> {
  await fs.mkdir(stagingFolder(rootReal), { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const id = randomUUID();
  const file = stagedPath(rootReal, id);
  const measure = new MeasuringStream(maxBytes);
  try {
    // Opened before streaming ('wx': never an existing file) so that the cleanup below always finds it; a stream
    // opening lazily could create it after a failure was already cleaned up. flush: fsync before close, so a
    // crash after publishing never leaves the name pointing at bytes still in the page cache.
    const handle = await fs.open(file, 'wx', PRIVATE_FILE_MODE);
    await pipeline(content, measure, handle.createWriteStream({ flush: true, highWaterMark: WRITE_BUFFER_BYTES }));
    return { id, size: measure.bytes, sha256: measure.sha256() };
  } catch (error) {
    await fs.rm(file, { force: true });
    throw error;
  }
}

/**
 * Publishes a staged file under the first free name of the folder. Publishing is link(staged, final): atomic,
 * and unlike rename it fails with EEXIST instead of replacing a file someone else just stored under that name,
 * so two uploads of "report.pdf" at the same moment become "report.pdf" and "report (1).pdf". The staged file
 * stays (a second link to the same bytes) until the caller discards it: after a crash it is how recovery tells
 * which numbered name this upload got (the same inode).
 */
export async function publishLocalFile(input: {
  rootReal: string;
  staged: StagedFile;
  folderReal: string;
  segments: string[];
  name: string;
}): Promise<StoredFile> {
  const name = await publish(stagedPath(input.rootReal, input.staged.id), input.folderReal, input.name);
  await syncFolder(input.folderReal);
  return { name, path: [...input.segments, name].join('/'), size: input.staged.size, sha256: input.staged.sha256 };
}

export const discardLocalStaged = (rootReal: string, id: string) => fs.rm(stagedPath(rootReal, id), { force: true });

/**
 * After a crash: the name a staged file was published under, if it was. The same inode proves it; where the
 * file system has no hard links (renamed, so the staged file is gone) the same size and SHA-256 stand in.
 */
export async function findLocalPublished(input: {
  rootReal: string;
  staged: StagedFile;
  folderReal: string;
  name: string;
}): Promise<string | undefined> {
  const stagedStats = await fs.stat(stagedPath(input.rootReal, input.staged.id)).catch(() => undefined);
  let freeInARow = 0;
  for (let n = 0; n < MAX_NAME_ATTEMPTS && freeInARow < FREE_NAMES_BEFORE_GIVING_UP; n++) {
    const candidate = numberedName(input.name, n);
    const stats = await fs.lstat(path.join(input.folderReal, candidate)).catch(() => undefined);
    if (!stats?.isFile()) {
      freeInARow += 1;
      continue;
    }
    freeInARow = 0;
    if (stagedStats) {
      if (stats.ino === stagedStats.ino && stats.dev === stagedStats.dev) return candidate;
    } else if (
      stats.size === input.staged.size &&
      (await hashFile(path.join(input.folderReal, candidate))).sha256 === input.staged.sha256
    ) {
      return candidate;
    }
  }
  return undefined;
}

/** The staged files of one tenant with their size and last change, for the sweep of what crashes left behind. */
export async function listLocalStaged(rootReal: string): Promise<{ id: string; size: number; modified: Date }[]> {
  const names = await fs.readdir(stagingFolder(rootReal)).catch((error: unknown) => {
    if (errno(error) === 'ENOENT') return [] as string[];
    throw error;
  });
  const staged: { id: string; size: number; modified: Date }[] = [];
  for (const name of names) {
    const stats = await fs.stat(path.join(stagingFolder(rootReal), name)).catch(() => undefined);
    if (stats?.isFile()) staged.push({ id: name.replace(/\.part$/, ''), size: stats.size, modified: stats.mtime });
  }
  return staged;
}

/**
 * Temp files earlier versions streamed uploads into, beside the documents of the folders right under the tenant
 * root (where uploads go), and left behind after a crash: with their size and last change.
 */
export async function listLegacyUploadTemps(
  rootReal: string,
): Promise<{ file: string; size: number; modified: Date }[]> {
  const found: { file: string; size: number; modified: Date }[] = [];
  const folders = await fs.readdir(rootReal, { withFileTypes: true }).catch(() => []);
  for (const folder of folders.filter((entry) => entry.isDirectory() && entry.name !== STAGING_FOLDER)) {
    const names = await fs.readdir(path.join(rootReal, folder.name)).catch(() => [] as string[]);
    for (const name of names.filter(isLegacyUploadTemp)) {
      const file = path.join(rootReal, folder.name, name);
      const stats = await fs.lstat(file).catch(() => undefined);
      if (stats?.isFile()) found.push({ file, size: stats.size, modified: stats.mtime });
    }
  }
  return found;
}

async function publish(staged: string, folder: string, desiredName: string): Promise<string> {
  for (let n = 0; n < MAX_NAME_ATTEMPTS; n++) {
    const candidate = numberedName(desiredName, n);
    const target = path.join(folder, candidate);
    try {
      await fs.link(staged, target);
      return candidate;
    } catch (error) {
      if (errno(error) === 'EEXIST') continue;
      if (NO_HARD_LINKS.has(errno(error) ?? '') && (await renameIfFree(staged, target))) return candidate;
      if (NO_HARD_LINKS.has(errno(error) ?? '')) continue;
      throw error;
    }
  }
  throw new Error(`No free name for ${desiredName} after ${MAX_NAME_ATTEMPTS} attempts`);
}

/**
 * Fallback without hard links: rename is still atomic, but check-then-rename leaves a tiny window in which a
 * concurrent upload of the same name could be replaced (documented in operations notes).
 */
async function renameIfFree(staged: string, target: string): Promise<boolean> {
  try {
    await fs.lstat(target);
    return false;
  } catch (error) {
    if (errno(error) !== 'ENOENT') throw error;
  }
  await fs.rename(staged, target);
  return true;
}

/** Makes the new directory entry itself durable; not every platform lets a directory be fsynced. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await fs.open(folder, 'r').catch(() => undefined);
  if (!handle) return;
  try {
    await handle.sync();
  } catch {
    // EINVAL/EISDIR/EPERM on platforms without directory fsync: the file itself is already flushed.
  } finally {
    await handle.close();
  }
}
