import fs from 'node:fs/promises';
import path from 'node:path';
import { toSafeSegments } from './safe-path.ts';
import { NotFoundInStorageError, PathRefusedError, StorageUnavailableError } from './storage.ts';

/** Client documents are readable by the server's own user only (backups run as that user or as root). */
export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

const errno = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;

/** Whether `candidate` (a real path) is `realRoot` or inside it. */
export function isInside(realRoot: string, candidate: string): boolean {
  const prefix = realRoot.endsWith(path.sep) ? realRoot : realRoot + path.sep;
  return candidate === realRoot || candidate.startsWith(prefix);
}

/**
 * The real path of the tenant root, or undefined while it does not exist yet (`create` makes it). The root may
 * itself be a symlink an operator set up (another disk): everything is then judged against its target.
 */
export async function realRoot(root: string, create: boolean): Promise<string | undefined> {
  if (create) await fs.mkdir(root, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  try {
    return await fs.realpath(root);
  } catch (error) {
    if (errno(error) === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Follows `segments` from the real root one at a time and returns the real path they lead to. Every step is
 * resolved with realpath and must stay inside the root, so a symlink anywhere on the way (to a file, to a
 * folder, even a dangling one) that points outside is refused rather than followed. With `createFolders`,
 * missing folders are made on the way, and only after their parent has been checked: mkdir -p would follow an
 * escaping link before anyone looked.
 */
export async function resolveInside(
  rootReal: string,
  segments: string[],
  options: { createFolders?: boolean } = {},
): Promise<string> {
  let current = rootReal;
  for (const segment of segments) {
    const next = path.join(current, segment);
    let real: string;
    try {
      real = await fs.realpath(next);
    } catch (error) {
      if (errno(error) !== 'ENOENT') throw error;
      await refuseDanglingEscape(rootReal, current, next);
      if (!options.createFolders) throw new NotFoundInStorageError(segments.join('/'));
      await fs.mkdir(next, PRIVATE_FOLDER_MODE).catch((mkdirError: unknown) => {
        if (errno(mkdirError) !== 'EEXIST') throw mkdirError;
      });
      real = await fs.realpath(next);
    }
    if (!isInside(rootReal, real)) throw new PathRefusedError('symlink leaves the tenant root');
    current = real;
  }
  return current;
}

/** A link whose target does not exist has no realpath: judge it by where it points instead. */
async function refuseDanglingEscape(rootReal: string, parent: string, link: string): Promise<void> {
  let target: string;
  try {
    target = await fs.readlink(link);
  } catch {
    return; // not a link: simply missing
  }
  if (!isInside(rootReal, path.resolve(parent, target))) {
    throw new PathRefusedError('symlink leaves the tenant root');
  }
}

/** The tenant root path; the root directory name is checked like any caller path (the tenant form checks it too). */
export function tenantRoot(storageRoot: string, rootDirectory: string): string {
  const segments = toSafeSegments(rootDirectory);
  if (segments.length === 0) throw new PathRefusedError('empty root directory');
  return path.join(storageRoot, ...segments);
}

const UNAVAILABLE = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM', 'EIO']);

/** Maps file-system errors onto the storage errors callers handle; our own errors pass through. */
export function toStorageError(error: unknown, what: string): unknown {
  const code = errno(error);
  if (code === 'ENOENT' || code === 'ENOTDIR') return new NotFoundInStorageError(what);
  if (code && UNAVAILABLE.has(code)) return new StorageUnavailableError(error);
  return error;
}
