import fs from 'node:fs/promises';
import path from 'node:path';

/** Under this much free space the storage counts as full: not even a modest scan would fit. */
export const FULL_BELOW_BYTES = 1024 * 1024;

/** The folder itself, or the nearest folder above it that exists (STORAGE_ROOT is made on first use). */
async function nearestExisting(folder: string): Promise<string> {
  for (let current = path.resolve(folder); ; current = path.dirname(current)) {
    try {
      await fs.stat(current);
      return current;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || current === path.dirname(current)) throw error;
    }
  }
}

/**
 * Whether tenants in local folders can take a file now: room left and a writable file system. Cheap (statfs
 * and access, no write), so a load balancer may call it every few seconds.
 */
export async function localStorageHealth(storageRoot: string): Promise<'ok' | 'full' | 'read_only' | 'unavailable'> {
  try {
    const folder = await nearestExisting(storageRoot);
    try {
      await fs.access(folder, fs.constants.W_OK);
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'EROFS' ? 'read_only' : 'unavailable';
    }
    const stats = await fs.statfs(folder);
    return stats.bavail * stats.bsize < FULL_BELOW_BYTES ? 'full' : 'ok';
  } catch {
    return 'unavailable';
  }
}
