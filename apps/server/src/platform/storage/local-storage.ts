import type { Dirent, Stats } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { realRoot, resolveInside, tenantRoot, toStorageError, isInside } from './local-paths.ts';
import {
  discardLocalStaged,
  findLocalPublished,
  listLegacyUploadTemps,
  listLocalStaged,
  publishLocalFile,
  stageLocalFile,
} from './local-write.ts';
import { mapLimit } from './map-limit.ts';
import { isListableName, toSafeName, toSafeSegments } from './safe-path.ts';
import { sortEntries } from './sort-entries.ts';
import { writeThroughStaging } from './staged-write.ts';
import { NotFoundInStorageError, type StorageEntry, type TenantStorage } from './storage.ts';

// Enough stats in flight to keep libuv's thread pool busy without queueing a whole large folder at once.
const STAT_CONCURRENCY = 64;

// Each read is a round trip to libuv's thread pool and each chunk a socket write: with the 64 KiB default, a
// 1 GiB download is 16,384 of each and the stream, not the disk or the network, sets the pace (bench/).
const READ_CHUNK_BYTES = 1024 * 1024;
const MIN_READ_CHUNK_BYTES = 16 * 1024;

/** LOCAL_FOLDER: the tenant's files live in <storageRoot>/<root_directory>. */
export function createLocalStorage(storageRoot: string, rootDirectory: string): TenantStorage {
  // Resolved per call, so a bad root directory is refused by the operation (PathRefusedError) like any path.
  const root = () => tenantRoot(storageRoot, rootDirectory);

  const guarded = async <T>(what: string, action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      throw toStorageError(error, what);
    }
  };

  /** The real path of an existing file, checked to be inside the root; folders count as not found. */
  const realFile = async (file: string): Promise<{ real: string; stats: Stats; segments: string[] }> => {
    const segments = toSafeSegments(file);
    const rootReal = await realRoot(root(), false);
    if (!rootReal || segments.length === 0) throw new NotFoundInStorageError(file);
    const real = await resolveInside(rootReal, segments);
    const stats = await fs.stat(real);
    if (!stats.isFile()) throw new NotFoundInStorageError(file);
    return { real, stats, segments };
  };

  const storage: TenantStorage = {
    kind: 'LOCAL_FOLDER',

    list: (folder) =>
      guarded(folder, async () => {
        const segments = toSafeSegments(folder);
        const rootReal = await realRoot(root(), false);
        if (!rootReal) {
          if (segments.length === 0) return []; // created on first upload
          throw new NotFoundInStorageError(folder);
        }
        const real = await resolveInside(rootReal, segments);
        const dirents = await fs.readdir(real, { withFileTypes: true });
        const listable = dirents.filter((d) => isListableName(d.name));
        const entries = await mapLimit(listable, STAT_CONCURRENCY, (d) => describe(rootReal, real, segments, d));
        return sortEntries(entries.filter((e): e is StorageEntry => e !== undefined));
      }),

    stat: (file) =>
      guarded(file, async () => {
        const { stats, segments } = await realFile(file);
        return toEntry(segments, stats);
      }),

    read: (file, range) =>
      guarded(file, async () => {
        // Opened here, not lazily by the stream, so a file that vanished fails this call instead of the response.
        const { real, stats } = await realFile(file);
        const handle = await fs.open(real, 'r');
        try {
          const bounds = range ? { start: range.start, end: range.end } : {};
          // The stream allocates a whole chunk per read: a small file (a zip of a thousand receipts) gets one
          // its own size, not a megabyte each.
          const wanted = range ? range.end - range.start + 1 : stats.size;
          const chunk = Math.max(MIN_READ_CHUNK_BYTES, Math.min(READ_CHUNK_BYTES, wanted));
          return handle.createReadStream({ ...bounds, highWaterMark: chunk }) as Readable;
        } catch (error) {
          await handle.close(); // a range the stream rejects (start after end...)
          throw error;
        }
      }),

    openRange: (file, range) =>
      guarded(file, async () => {
        const { real } = await realFile(file);
        if (!(range.start >= 0 && range.end >= range.start - 1)) throw new RangeError('Invalid byte range');
        return { handle: await fs.open(real, 'r'), start: range.start, length: range.end - range.start + 1 };
      }),

    // A local file has no versions: its one copy removed is the file gone for good.
    destroy: (file) => storage.remove(file),

    remove: (file) =>
      guarded(file, async () => {
        const segments = toSafeSegments(file);
        const rootReal = await realRoot(root(), false);
        const name = segments[segments.length - 1];
        if (!rootReal || name === undefined) return;
        try {
          // The parent is resolved (and checked) like any path; the entry itself is unlinked, never followed,
          // so removing a link deletes the link and not what it points at.
          const entry = path.join(await resolveInside(rootReal, segments.slice(0, -1)), name);
          if ((await fs.lstat(entry)).isDirectory()) return;
          await fs.unlink(entry);
        } catch (error) {
          if (toStorageError(error, file) instanceof NotFoundInStorageError) return;
          throw error;
        }
      }),

    write: (folder, desiredName, content, options) =>
      writeThroughStaging(storage, folder, desiredName, content, options),

    stage: async (content, options) => {
      try {
        return await guarded('staging', async () =>
          stageLocalFile((await realRoot(root(), true)) as string, content, options.maxBytes),
        );
      } catch (error) {
        content.destroy();
        throw error;
      }
    },

    publish: (staged, folder, desiredName) =>
      guarded(folder, async () => {
        const segments = toSafeSegments(folder);
        const name = toSafeName(desiredName);
        const rootReal = (await realRoot(root(), true)) as string;
        const folderReal = await resolveInside(rootReal, segments, { createFolders: true });
        return publishLocalFile({ rootReal, staged, folderReal, segments, name });
      }),

    discardStaged: (id) =>
      guarded('staging', async () => {
        const rootReal = await realRoot(root(), false);
        if (rootReal) await discardLocalStaged(rootReal, toSafeName(id));
      }),

    findPublished: (staged, folder, desiredName) =>
      guarded(folder, async () => {
        const segments = toSafeSegments(folder);
        const rootReal = await realRoot(root(), false);
        if (!rootReal) return undefined;
        const folderReal = await resolveInside(rootReal, segments).catch((error: unknown) => {
          if (error instanceof NotFoundInStorageError) return undefined;
          throw error;
        });
        if (!folderReal) return undefined;
        const name = await findLocalPublished({
          rootReal,
          staged,
          folderReal,
          name: toSafeName(desiredName),
        });
        return name === undefined ? undefined : [...segments, name].join('/');
      }),

    sweepStaging: (keep, olderThan) =>
      guarded('staging', async () => {
        const sweep = { stagedRemoved: 0, bytesRemoved: 0, multipartAborted: undefined };
        const rootReal = await realRoot(root(), false);
        if (!rootReal) return sweep;
        for (const staged of await listLocalStaged(rootReal)) {
          if (keep(staged.id) || staged.modified >= olderThan) continue;
          await discardLocalStaged(rootReal, staged.id);
          sweep.stagedRemoved += 1;
          sweep.bytesRemoved += staged.size;
        }
        for (const temp of await listLegacyUploadTemps(rootReal)) {
          if (temp.modified >= olderThan) continue;
          await fs.rm(temp.file, { force: true });
          sweep.stagedRemoved += 1;
          sweep.bytesRemoved += temp.size;
        }
        return sweep;
      }),
  };
  return storage;
}

/** One listed entry; undefined for what is not shown (a symlink leaving the root or dangling, sockets...). */
async function describe(
  rootReal: string,
  folderReal: string,
  segments: string[],
  dirent: Dirent,
): Promise<StorageEntry | undefined> {
  const full = path.join(folderReal, dirent.name);
  try {
    if (dirent.isSymbolicLink() && !isInside(rootReal, await fs.realpath(full))) return undefined;
    const stats = await fs.stat(full);
    if (!stats.isFile() && !stats.isDirectory()) return undefined;
    return toEntry([...segments, dirent.name], stats);
  } catch {
    return undefined; // removed while we listed, or a dangling link
  }
}

function toEntry(segments: string[], stats: Stats): StorageEntry {
  const isFile = stats.isFile();
  return {
    name: segments[segments.length - 1] as string,
    path: segments.join('/'),
    isFile,
    size: isFile ? stats.size : null,
    // File systems without a birth time report 0 (or ctime); 0 would show as 1970.
    created: stats.birthtimeMs > 0 ? stats.birthtime : null,
    modified: stats.mtime,
    lastAccessed: stats.atime,
  };
}
