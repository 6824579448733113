import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PRIVATE_FILE_MODE } from './local-paths.ts';
import { MeasuringStream } from './measuring-stream.ts';
import { MAX_NAME_ATTEMPTS, numberedName } from './numbered-name.ts';
import { uploadTempName } from './safe-path.ts';
import type { StoredFile } from './storage.ts';

const errno = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;

// How much of an upload may wait for the disk before the socket is paused. With the 16 KiB default every 64 KiB
// socket read waited for its own write; with room for several, they go to the disk together (writev) while
// the socket keeps reading (bench/).
const WRITE_BUFFER_BYTES = 4 * 1024 * 1024;

// File systems without hard links (some network mounts, FAT) answer link() with one of these.
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS']);

/**
 * Streams `content` into a hidden temp file beside its final place, measuring and hashing as it flows, flushes
 * it to disk, then publishes it under the first free name. Publishing is link(temp, final): atomic, and unlike
 * rename it fails with EEXIST instead of replacing a file someone else just stored under that name, so two
 * uploads of "report.pdf" at the same moment become "report.pdf" and "report (1).pdf". The temp file always
 * goes, whether publishing worked or anything failed.
 */
export async function writeLocalFile(input: {
  folderReal: string;
  segments: string[];
  name: string;
  content: Readable;
  maxBytes: number;
}): Promise<StoredFile> {
  const temp = path.join(input.folderReal, uploadTempName(randomUUID()));
  const measure = new MeasuringStream(input.maxBytes);
  try {
    // Opened before streaming ('wx': never an existing file) so that the cleanup below always finds it; a stream
    // opening lazily could create it after a failure was already cleaned up. flush: fsync before close, so a
    // crash after publishing never leaves the name pointing at bytes still in the page cache.
    const handle = await fs.open(temp, 'wx', PRIVATE_FILE_MODE);
    await pipeline(
      input.content,
      measure,
      handle.createWriteStream({ flush: true, highWaterMark: WRITE_BUFFER_BYTES }),
    );
    const name = await publish(temp, input.folderReal, input.name);
    await syncFolder(input.folderReal);
    return { name, path: [...input.segments, name].join('/'), size: measure.bytes, sha256: measure.sha256() };
  } finally {
    await fs.rm(temp, { force: true });
  }
}

async function publish(temp: string, folder: string, desiredName: string): Promise<string> {
  for (let n = 0; n < MAX_NAME_ATTEMPTS; n++) {
    const candidate = numberedName(desiredName, n);
    const target = path.join(folder, candidate);
    try {
      await fs.link(temp, target);
      return candidate;
    } catch (error) {
      if (errno(error) === 'EEXIST') continue;
      if (NO_HARD_LINKS.has(errno(error) ?? '') && (await renameIfFree(temp, target))) return candidate;
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
async function renameIfFree(temp: string, target: string): Promise<boolean> {
  try {
    await fs.lstat(target);
    return false;
  } catch (error) {
    if (errno(error) !== 'ENOENT') throw error;
  }
  await fs.rename(temp, target);
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
