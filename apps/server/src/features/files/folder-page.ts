import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import type { FileEntriesJson, KindPage } from './catalog-entry-json.ts';
import type { After } from './catalog-order.ts';

/** Where a folder page ended: the last entry's kind (folders come first), its order key and its id. */
export type FolderPosition = After & { kind: 'folder' | 'file' };

/** Reads up to `shown` entries of one kind in the listing order, after `after` when given. */
type Source = (after: After | undefined, shown: number) => Promise<KindPage>;

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

const positionOf = (kind: FolderPosition['kind'], last: After | null): FolderPosition => {
  // A kind's part that ends a page with more to follow always shows an entry (the page is never empty then).
  if (!last) throw new Error(`a ${kind} page with more to follow showed no entry`);
  return { kind, ...last };
};

/** A listing's page: its parts' entries (folders, then files; each a run of JSON array items) and where it ended. */
export type FolderPage = { parts: FileEntriesJson[]; next: FolderPosition | null };

const partsOf = (...pages: KindPage[]) => pages.flatMap((page) => (page.entries === null ? [] : [page.entries]));

/**
 * One page of "folders first, then files": folders after the position while any are left, then files from the
 * first one (or after the position once it is among the files). Each kind is read with one more row than it may
 * show, so the page knows whether anything follows without counting the folder. `folders` is null when the
 * listing holds no folders (a search by anything but a name).
 */
export async function pageFoldersThenFiles(
  position: FolderPosition | undefined,
  limit: number,
  folders: Source | null,
  files: Source,
): Promise<FolderPage> {
  let folderPage: KindPage = { entries: null, read: 0, last: null };
  if (folders && position?.kind !== 'file') {
    folderPage = await folders(position, limit);
    if (folderPage.read > limit) return { parts: partsOf(folderPage), next: positionOf('folder', folderPage.last) };
  }
  const room = limit - folderPage.read;
  const filePage = await files(position?.kind === 'file' ? position : undefined, room);
  const parts = partsOf(folderPage, filePage);
  if (filePage.read <= room) return { parts, next: null };
  // The page ends on its last file, or on its last folder when folders filled it and files follow.
  return { parts, next: room > 0 ? positionOf('file', filePage.last) : positionOf('folder', folderPage.last) };
}
