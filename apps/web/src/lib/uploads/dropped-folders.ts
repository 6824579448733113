/**
 * A dropped or chosen folder read as what the catalog should hold (issue 36): every directory (empty ones too)
 * and every file with the directory it sits in, relative to where the drop lands ("Taxes", "Taxes/2025").
 */
export type TDroppedTree = {
  /** Each directory once, parents before children. */
  directories: string[];
  files: { file: File; directory: string }[];
};

/** What the operating system leaves in folders and nobody means to upload: skipped without a word. */
const OS_JUNK = new Set(['.ds_store', 'thumbs.db', 'desktop.ini']);
export const isOsJunk = (name: string) => OS_JUNK.has(name.toLowerCase()) || name.startsWith('._');

// The parts of the File and Directory Entries API used here (structural, so tests can hand in plain objects).
type TEntry = { name: string; isFile: boolean; isDirectory: boolean };
export type TFileEntryLike = TEntry & { file: (ok: (file: File) => void, fail: (error: unknown) => void) => void };
export type TDirectoryEntryLike = TEntry & {
  createReader: () => {
    readEntries: (ok: (entries: TEntryLike[]) => void, fail: (error: unknown) => void) => void;
  };
};
export type TEntryLike = TFileEntryLike | TDirectoryEntryLike;

const isDirectory = (entry: TEntryLike): entry is TDirectoryEntryLike => entry.isDirectory;

/** Every entry of a directory: readEntries answers at most 100 at a time (Chromium), and [] once all are read. */
async function entriesOf(directory: TDirectoryEntryLike): Promise<TEntryLike[]> {
  const reader = directory.createReader();
  const all: TEntryLike[] = [];
  for (;;) {
    const batch = await new Promise<TEntryLike[]>((ok, fail) => reader.readEntries(ok, fail));
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}

const fileOf = (entry: TFileEntryLike) => new Promise<File>((ok, fail) => entry.file(ok, fail));

/** Walks dropped entries (DataTransferItem.webkitGetAsEntry()): files at the top sit in '' (the open folder). */
export async function readDroppedEntries(entries: TEntryLike[]): Promise<TDroppedTree> {
  const tree: TDroppedTree = { directories: [], files: [] };
  const walk = async (entry: TEntryLike, directory: string) => {
    if (isOsJunk(entry.name)) return;
    if (isDirectory(entry)) {
      const path = directory ? `${directory}/${entry.name}` : entry.name;
      tree.directories.push(path);
      for (const child of await entriesOf(entry)) await walk(child, path);
    } else {
      tree.files.push({ file: await fileOf(entry), directory });
    }
  };
  for (const entry of entries) await walk(entry, '');
  return tree;
}

/**
 * The files an `<input webkitdirectory>` gave, by their `webkitRelativePath` ("Taxes/2025/w2.pdf"). The browser
 * lists files only: an empty directory chosen this way is not seen (dropping the folder makes it).
 */
export function readChosenFolder(files: Iterable<File>): TDroppedTree {
  const directories = new Set<string>();
  const tree: TDroppedTree = { directories: [], files: [] };
  for (const file of files) {
    const segments = (file.webkitRelativePath || file.name).split('/');
    if (segments.some(isOsJunk)) continue;
    const directory = segments.slice(0, -1).join('/');
    for (let depth = 1; depth <= segments.length - 1; depth += 1) directories.add(segments.slice(0, depth).join('/'));
    tree.files.push({ file, directory });
  }
  tree.directories = [...directories].sort((a, b) => a.split('/').length - b.split('/').length);
  return tree;
}

/** The drop's entries, or null when the browser gives none (files only: the plain file list then serves). */
export function entriesOfDrop(items: DataTransferItemList): TEntryLike[] | null {
  const entries: TEntryLike[] = [];
  for (const item of Array.from(items)) {
    if (item.kind !== 'file') continue;
    const entry = item.webkitGetAsEntry?.() as TEntryLike | null | undefined;
    if (!entry) return null;
    entries.push(entry);
  }
  return entries;
}
