import { describe, expect, it } from 'vitest';
import {
  readChosenFolder,
  readDroppedEntries,
  type TDirectoryEntryLike,
  type TEntryLike,
  type TFileEntryLike,
} from './dropped-folders.ts';

const fileEntry = (name: string): TFileEntryLike => ({
  name,
  isFile: true,
  isDirectory: false,
  file: (ok) => setTimeout(() => ok(new File([name], name))),
});

/** A directory whose reader answers as Chromium's does: at most 100 entries a call, then [] once all are read. */
const directoryEntry = (name: string, children: TEntryLike[]): TDirectoryEntryLike & { reads: number } => {
  const directory = {
    name,
    isFile: false,
    isDirectory: true,
    reads: 0,
    createReader: () => {
      let at = 0;
      return {
        readEntries: (ok: (entries: TEntryLike[]) => void) => {
          directory.reads += 1;
          const batch = children.slice(at, at + 100);
          at += batch.length;
          setTimeout(() => ok(batch));
        },
      };
    },
  };
  return directory;
};

const chosen = (relativePath: string) => {
  const file = new File(['x'], relativePath.split('/').pop()!);
  Object.defineProperty(file, 'webkitRelativePath', { value: relativePath });
  return file;
};

describe('reading a dropped folder', () => {
  it('keeps the tree: every file with its directory, empty directories too, parents before children', async () => {
    const many = Array.from({ length: 250 }, (_, i) => fileEntry(`receipt-${i}.pdf`));
    const receipts = directoryEntry('Receipts', many);
    const dropped = directoryEntry('Taxes 2025', [
      fileEntry('w2.pdf'),
      directoryEntry('Empty', []),
      receipts,
      directoryEntry('Bank', [directoryEntry('Chase', [fileEntry('march.pdf')])]),
    ]);
    const tree = await readDroppedEntries([dropped, fileEntry('loose.txt')]);
    expect(tree.directories).toEqual([
      'Taxes 2025',
      'Taxes 2025/Empty',
      'Taxes 2025/Receipts',
      'Taxes 2025/Bank',
      'Taxes 2025/Bank/Chase',
    ]);
    // 250 entries come in three batches of at most 100, and a fourth empty read says there are no more.
    expect(receipts.reads).toBe(4);
    const where = tree.files.map(({ file, directory }) => `${directory}|${file.name}`);
    expect(where).toHaveLength(253);
    expect(where).toContain('Taxes 2025/Receipts|receipt-249.pdf');
    expect(where.slice(0, 1)).toEqual(['Taxes 2025|w2.pdf']);
    expect(where.slice(-2)).toEqual(['Taxes 2025/Bank/Chase|march.pdf', '|loose.txt']);
  });

  it('skips what the operating system leaves behind, silently', async () => {
    const tree = await readDroppedEntries([
      directoryEntry('Scans', [
        fileEntry('.DS_Store'),
        fileEntry('Thumbs.db'),
        fileEntry('desktop.ini'),
        fileEntry('._page1.jpg'),
        fileEntry('page1.jpg'),
      ]),
    ]);
    expect(tree.files.map(({ file }) => file.name)).toEqual(['page1.jpg']);
  });

  it('reads a folder chosen with the folder picker by each file’s relative path', () => {
    const tree = readChosenFolder([
      chosen('Taxes/2025/Q1/w2.pdf'),
      chosen('Taxes/readme.txt'),
      chosen('Taxes/2025/.DS_Store'),
      chosen('Taxes/2024/1099.pdf'),
    ]);
    expect(tree.directories).toEqual(['Taxes', 'Taxes/2025', 'Taxes/2024', 'Taxes/2025/Q1']);
    expect(tree.files.map(({ file, directory }) => `${directory}|${file.name}`)).toEqual([
      'Taxes/2025/Q1|w2.pdf',
      'Taxes|readme.txt',
      'Taxes/2024|1099.pdf',
    ]);
  });
});
