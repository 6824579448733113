import { FOLDER_CONFIG_FILE } from '@ledgerport/contract';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { expect, it } from 'vitest';
import { NotFoundInStorageError, PathRefusedError, type TenantStorage, UploadTooLargeError } from './storage.ts';

/** One fresh tenant of a driver under test, plus ways to look behind the driver's back. */
export type StorageHarness = {
  storage: TenantStorage;
  /** Stores a file directly (as another tool or the portal's own config would), bypassing the driver. */
  plant: (path: string, content: string) => Promise<void>;
  /** Every name physically present under a folder, hidden temp files included. */
  rawNames: (folder: string) => Promise<string[]>;
};

/** Paths an attacker would try: every one must be refused before any storage is touched. */
export const TRAVERSAL_CORPUS = [
  '..',
  '../',
  '../etc/passwd',
  'Others/../../secret.txt',
  '..%2f',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e/',
  '%2E%2E%2F',
  '%2e%2e',
  '%252e%252e%252f',
  '..%252f',
  '%25252e%25252e',
  '..\\',
  '..\\..\\windows\\win.ini',
  'Others\\..\\..',
  '%5c',
  'a%5Cb',
  'a\0b',
  'a%00b',
  'a%2500b',
  'a\nb',
  'a%0ab',
  '/etc/passwd',
  '/',
  'C:\\',
  'C:/Windows',
  'c:',
  'a//b',
  'a/',
  '.',
  './a',
  'a/./b',
  '%c0%af',
  FOLDER_CONFIG_FILE,
  `Bank Statements/${FOLDER_CONFIG_FILE}`,
  FOLDER_CONFIG_FILE.toUpperCase(),
  '.ledgerport%2ejson',
  '.ledgerport-upload-3f2a.part',
];

export const streamOf = (...chunks: Buffer[]) => Readable.from(chunks);
export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const text = async (stream: Readable) => (await buffer(stream)).toString();

/** A source that delivers `bytes` and then fails, like a client whose connection drops mid-upload. */
export const failingStream = (bytes: number) =>
  Readable.from(
    (async function* () {
      yield Buffer.alloc(bytes, 7);
      await new Promise((resolve) => setTimeout(resolve, 20));
      throw new Error('connection reset by peer');
    })(),
  );

const names = async (storage: TenantStorage, folder: string) => (await storage.list(folder)).map((e) => e.name);

/** The behaviour every driver must share; `harness` gives a fresh tenant per test. */
export function storageContractTests(harness: () => Promise<StorageHarness>): void {
  it('refuses every traversal path on list, stat, read and write, and stores nothing', async () => {
    const { storage, rawNames } = await harness();
    for (const path of TRAVERSAL_CORPUS) {
      await expect(storage.list(path), `list ${JSON.stringify(path)}`).rejects.toBeInstanceOf(PathRefusedError);
      await expect(storage.stat(path), `stat ${JSON.stringify(path)}`).rejects.toBeInstanceOf(PathRefusedError);
      await expect(storage.read(path), `read ${JSON.stringify(path)}`).rejects.toBeInstanceOf(PathRefusedError);
      const content = streamOf(Buffer.from('payload'));
      await expect(
        storage.write(path, 'x.pdf', content, { maxBytes: 100 }),
        `write ${JSON.stringify(path)}`,
      ).rejects.toBeInstanceOf(PathRefusedError);
      expect(content.destroyed).toBe(true);
      const asName = storage.write('Others', path, streamOf(Buffer.from('payload')), { maxBytes: 100 });
      await expect(asName, `write name ${JSON.stringify(path)}`).rejects.toBeInstanceOf(PathRefusedError);
    }
    expect(await rawNames('')).toEqual([]);
  });

  it('keeps both uploads of the same name: "report.pdf" then "report (1).pdf", with size and sha256', async () => {
    const { storage } = await harness();
    const first = Buffer.from('%PDF-1.7 first');
    const second = Buffer.from('%PDF-1.7 the second one');

    const a = await storage.write('Bank Statements', 'report.pdf', streamOf(first), { maxBytes: 1000 });
    const b = await storage.write('Bank Statements', 'report.pdf', streamOf(second), { maxBytes: 1000 });

    expect(a).toEqual({
      name: 'report.pdf',
      path: 'Bank Statements/report.pdf',
      size: first.length,
      sha256: sha256(first),
    });
    expect(b).toEqual({
      name: 'report (1).pdf',
      path: 'Bank Statements/report (1).pdf',
      size: second.length,
      sha256: sha256(second),
    });
    expect(await buffer(await storage.read(a.path))).toEqual(first);
    expect(await buffer(await storage.read(b.path))).toEqual(second);
    const listed = await storage.list('Bank Statements');
    expect(listed.map((e) => [e.name, e.size, e.isFile])).toEqual([
      ['report (1).pdf', second.length, true],
      ['report.pdf', first.length, true],
    ]);
    expect(await names(storage, '')).toEqual(['Bank Statements']);
  });

  it('leaves nothing behind when the upload stream fails half-way', async () => {
    const { storage, rawNames } = await harness();
    await expect(storage.write('Others', 'broken.pdf', failingStream(64 * 1024), { maxBytes: 1e6 })).rejects.toThrow(
      'connection reset by peer',
    );
    expect(await rawNames('Others')).toEqual([]);
  });

  it('refuses an upload over the size limit and leaves nothing behind', async () => {
    const { storage, rawNames } = await harness();
    const content = streamOf(Buffer.alloc(600, 1), Buffer.alloc(600, 2));
    await expect(storage.write('Others', 'big.bin', content, { maxBytes: 1000 })).rejects.toBeInstanceOf(
      UploadTooLargeError,
    );
    expect(await rawNames('Others')).toEqual([]);
    // Exactly at the limit is fine.
    const exact = await storage.write('Others', 'exact.bin', streamOf(Buffer.alloc(1000)), { maxBytes: 1000 });
    expect(exact.size).toBe(1000);
  });

  it('never lists, stats or reads the folder config file', async () => {
    const { storage, plant } = await harness();
    await plant(`Others/${FOLDER_CONFIG_FILE}`, '{"secret":true}');
    await plant(FOLDER_CONFIG_FILE, '{"secret":true}');
    await plant('Others/visible.txt', 'hello');
    expect(await names(storage, 'Others')).toEqual(['visible.txt']);
    expect(await names(storage, '')).toEqual(['Others']);
    await expect(storage.read(`Others/${FOLDER_CONFIG_FILE}`)).rejects.toBeInstanceOf(PathRefusedError);
  });

  it('lists folders first, then files, each by name whatever the case', async () => {
    const { storage, plant } = await harness();
    for (const path of ['b.txt', 'A.txt', 'zeta/x.txt', 'Alpha/x.txt', 'c.txt']) await plant(path, 'x');
    const entries = await storage.list('');
    expect(entries.map((e) => e.name)).toEqual(['Alpha', 'zeta', 'A.txt', 'b.txt', 'c.txt']);
    expect(entries[0]).toMatchObject({ path: 'Alpha', isFile: false, size: null });
    expect(entries[2]).toMatchObject({ path: 'A.txt', isFile: true, size: 1 });
    expect(entries[2]?.modified).toBeInstanceOf(Date);
  });

  it('reads a byte range, and keeps names with % and accents', async () => {
    const { storage } = await harness();
    const stored = await storage.write('Others', '50% Überweisung März.txt', streamOf(Buffer.from('0123456789')), {
      maxBytes: 100,
    });
    expect(stored.path).toBe('Others/50% Überweisung März.txt');
    expect(await text(await storage.read(stored.path, { start: 2, end: 5 }))).toBe('2345');
    expect(await storage.stat(stored.path)).toMatchObject({ name: stored.name, isFile: true, size: 10 });
  });

  it('removes one file; removing it again, a missing file or a folder changes nothing and is no error', async () => {
    const { storage, plant, rawNames } = await harness();
    const kept = await storage.write('Payroll Documents', 'kept.pdf', streamOf(Buffer.from('k')), { maxBytes: 10 });
    const gone = await storage.write('Payroll Documents', 'gone.pdf', streamOf(Buffer.from('g')), { maxBytes: 10 });
    await plant('Others/a.txt', 'a');

    await storage.remove(gone.path);
    await storage.remove(gone.path);
    await storage.remove('Payroll Documents/never-there.pdf');
    await storage.remove('No Such Folder/x.pdf');
    await storage.remove('Others');

    expect(await names(storage, 'Payroll Documents')).toEqual([kept.name]);
    expect(await rawNames('Payroll Documents')).toEqual([kept.name]);
    await expect(storage.stat(gone.path)).rejects.toBeInstanceOf(NotFoundInStorageError);
    expect(await names(storage, 'Others')).toEqual(['a.txt']);
  });

  it('refuses to remove anything by a traversal path', async () => {
    const { storage, plant, rawNames } = await harness();
    await plant('Others/a.txt', 'a');
    for (const path of TRAVERSAL_CORPUS) {
      await expect(storage.remove(path), `remove ${JSON.stringify(path)}`).rejects.toBeInstanceOf(PathRefusedError);
    }
    expect(await rawNames('Others')).toEqual(['a.txt']);
  });

  it('answers not found for missing files and folders, and for a folder given as a file', async () => {
    const { storage, plant } = await harness();
    expect(await storage.list('')).toEqual([]); // a new tenant's root, created on first upload
    await plant('Others/a.txt', 'a');
    await expect(storage.list('Missing')).rejects.toBeInstanceOf(NotFoundInStorageError);
    await expect(storage.list('Others/a.txt')).rejects.toBeInstanceOf(NotFoundInStorageError);
    await expect(storage.stat('Others/missing.txt')).rejects.toBeInstanceOf(NotFoundInStorageError);
    await expect(storage.stat('Others')).rejects.toBeInstanceOf(NotFoundInStorageError);
    await expect(storage.read('Others/missing.txt')).rejects.toBeInstanceOf(NotFoundInStorageError);
    await expect(storage.read('')).rejects.toBeInstanceOf(NotFoundInStorageError);
  });
}
