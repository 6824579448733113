import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import type { After } from './catalog-order.ts';

/** Where a folder page ended: the last entry's kind (folders come first), its order key and its id. */
export type FolderPosition = After & { kind: 'folder' | 'file' };

type Keyed = { id: string; sort_key: string };
/** Reads up to `limit` entries of one kind in the listing order, after `after` when given. */
type Source<Row extends Keyed> = (after: After | undefined, limit: number) => Promise<Row[]>;

// [0 = folder | 1 = file, key, id]: short, and nothing in it the caller could not already see in the listing.
const ZCursor = z.tuple([z.union([z.literal(0), z.literal(1)]), z.string().max(1500), z.uuid()]);

export const cursorInvalid = () =>
  new AppError(400, 'CURSOR_INVALID', 'This cursor was not issued by this listing; start again from the first page');

export function encodeCursor(position: FolderPosition): string {
  const kind = position.kind === 'folder' ? 0 : 1;
  return Buffer.from(JSON.stringify([kind, position.key, position.id])).toString('base64url');
}

export function decodeCursor(cursor: string): FolderPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw cursorInvalid();
  }
  const fields = ZCursor.safeParse(parsed);
  if (!fields.success) throw cursorInvalid();
  const [kind, key, id] = fields.data;
  return { kind: kind === 0 ? 'folder' : 'file', key, id };
}

const positionOf = (kind: FolderPosition['kind'], row: Keyed): FolderPosition => ({
  kind,
  key: row.sort_key,
  id: row.id,
});

/**
 * One page of "folders first, then files": folders after the position while any are left, then files from the
 * first one (or after the position once it is among the files). Each kind is read with one more row than it may
 * show, so the page knows whether anything follows without counting the folder. `folders` is null when the
 * listing holds no folders (a search by anything but a name).
 */
export async function pageFoldersThenFiles<F extends Keyed, D extends Keyed>(
  position: FolderPosition | undefined,
  limit: number,
  folders: Source<F> | null,
  files: Source<D>,
): Promise<{ folders: F[]; files: D[]; next: FolderPosition | null }> {
  let folderRows: F[] = [];
  if (folders && position?.kind !== 'file') {
    folderRows = await folders(position, limit + 1);
    if (folderRows.length > limit) {
      const page = folderRows.slice(0, limit);
      return { folders: page, files: [], next: positionOf('folder', page[page.length - 1]!) };
    }
  }
  const room = limit - folderRows.length;
  const fileRows = await files(position?.kind === 'file' ? position : undefined, room + 1);
  const page = fileRows.slice(0, room);
  if (fileRows.length <= room) return { folders: folderRows, files: page, next: null };
  // The page ends on its last file, or on its last folder when folders filled it and files follow.
  const last = page.length ? positionOf('file', page[page.length - 1]!) : positionOf('folder', folderRows.at(-1)!);
  return { folders: folderRows, files: page, next: last };
}
