import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.ts';
import { PathRefusedError } from './storage.ts';
import { failingStream, type StorageHarness, storageContractTests, streamOf } from './storage-contract.test-support.ts';

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-local-storage-'));
afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

/** A storage root of its own per test, with a sibling folder standing for "anything outside the tenant". */
function newTenant() {
  const storageRoot = fs.mkdtempSync(path.join(base, 'root-'));
  const outside = fs.mkdtempSync(path.join(base, 'outside-'));
  fs.writeFileSync(path.join(outside, 'secret.txt'), 'other tenant data');
  const root = path.join(storageRoot, 'acme');
  const harness: StorageHarness = {
    storage: createLocalStorage(storageRoot, 'acme'),
    plant: async (file, content) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), content);
    },
    rawNames: async (folder) => (fs.existsSync(path.join(root, folder)) ? fs.readdirSync(path.join(root, folder)) : []),
  };
  return { ...harness, root, outside, storageRoot };
}

describe('local folder storage', () => {
  storageContractTests(async () => newTenant());

  it('refuses symlinks that leave the tenant root on every operation, and never lists them', async () => {
    const { storage, root, outside } = newTenant();
    fs.mkdirSync(path.join(root, 'Others'), { recursive: true });
    fs.writeFileSync(path.join(root, 'Others', 'mine.txt'), 'mine');
    fs.symlinkSync(path.join(outside, 'secret.txt'), path.join(root, 'escape.txt'));
    fs.symlinkSync(outside, path.join(root, 'linked'));
    fs.symlinkSync(path.join(outside, 'gone'), path.join(root, 'dangling'));
    fs.symlinkSync('../../', path.join(root, 'Others', 'up'));
    // A link that stays inside the root is an ordinary entry.
    fs.symlinkSync(path.join(root, 'Others', 'mine.txt'), path.join(root, 'shortcut.txt'));

    expect((await storage.list('')).map((e) => e.name)).toEqual(['Others', 'shortcut.txt']);
    expect((await storage.list('Others')).map((e) => e.name)).toEqual(['mine.txt']);
    expect(await buffer(await storage.read('shortcut.txt'))).toEqual(Buffer.from('mine'));

    for (const escape of [
      'escape.txt',
      'linked',
      'linked/secret.txt',
      'dangling',
      'dangling/x',
      'Others/up',
      'Others/up/x',
    ]) {
      await expect(storage.list(escape), `list ${escape}`).rejects.toBeInstanceOf(PathRefusedError);
      await expect(storage.stat(escape), `stat ${escape}`).rejects.toBeInstanceOf(PathRefusedError);
      await expect(storage.read(escape), `read ${escape}`).rejects.toBeInstanceOf(PathRefusedError);
      const write = storage.write(escape, 'planted.pdf', streamOf(Buffer.from('x')), { maxBytes: 10 });
      await expect(write, `write ${escape}`).rejects.toBeInstanceOf(PathRefusedError);
    }
    expect(fs.readdirSync(outside)).toEqual(['secret.txt']);
  });

  it('removes a link itself, never what it points at, and refuses a removal through a link leaving the root', async () => {
    const { storage, root, outside } = newTenant();
    fs.mkdirSync(root, { recursive: true });
    fs.symlinkSync(path.join(outside, 'secret.txt'), path.join(root, 'escape.txt'));
    fs.symlinkSync(outside, path.join(root, 'linked'));

    await expect(storage.remove('linked/secret.txt')).rejects.toBeInstanceOf(PathRefusedError);
    await storage.remove('escape.txt');

    expect(fs.readdirSync(root)).toEqual(['linked']);
    expect(fs.readdirSync(outside)).toEqual(['secret.txt']);
  });

  it('writes through a hidden temp file that never outlives the upload, creating the tenant root on demand', async () => {
    const { storage, root } = newTenant();
    expect(fs.existsSync(root)).toBe(false);
    await storage.write('Payroll Documents/2026', 'march.csv', streamOf(Buffer.from('a,b\n')), { maxBytes: 100 });
    expect(fs.readdirSync(path.join(root, 'Payroll Documents', '2026'))).toEqual(['march.csv']);

    await expect(
      storage.write('Payroll Documents/2026', 'april.csv', failingStream(1024), { maxBytes: 1e6 }),
    ).rejects.toThrow();
    expect(fs.readdirSync(path.join(root, 'Payroll Documents', '2026'))).toEqual(['march.csv']);
  });

  it('keeps stored documents and their folders private to the server user', async () => {
    const { storage, root } = newTenant();
    await storage.write('Bank Statements', 'march.pdf', streamOf(Buffer.from('%PDF')), { maxBytes: 100 });
    const mode = (p: string) => fs.statSync(p).mode & 0o777;
    expect(mode(path.join(root, 'Bank Statements', 'march.pdf'))).toBe(0o600);
    expect(mode(path.join(root, 'Bank Statements'))).toBe(0o700);
  });

  it('gives every upload of the same name its own file when they arrive at once', async () => {
    const { storage } = newTenant();
    const stored = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        storage.write('Others', 'scan.jpg', streamOf(Buffer.from(`scan ${i}`)), { maxBytes: 100 }),
      ),
    );
    expect(new Set(stored.map((s) => s.name)).size).toBe(8);
    expect((await storage.list('Others')).map((e) => e.name).sort()).toEqual(stored.map((s) => s.name).sort());
  });

  it('lists a folder of 10,000 files completely, with times from the file system', async () => {
    const { storage, root } = newTenant();
    const folder = path.join(root, 'Bank Statements');
    fs.mkdirSync(folder, { recursive: true });
    for (let i = 0; i < 10_000; i++)
      fs.writeFileSync(path.join(folder, `statement-${String(i).padStart(5, '0')}.pdf`), '');
    fs.mkdirSync(path.join(folder, 'archive'));

    const entries = await storage.list('Bank Statements');

    expect(entries).toHaveLength(10_001);
    expect(entries[0]).toMatchObject({ name: 'archive', isFile: false });
    expect(entries[1]).toMatchObject({
      name: 'statement-00000.pdf',
      path: 'Bank Statements/statement-00000.pdf',
      size: 0,
    });
    expect(entries[10_000]?.name).toBe('statement-09999.pdf');
    expect(entries[1]?.modified).toBeInstanceOf(Date);
    expect(entries[1]?.lastAccessed).toBeInstanceOf(Date);
  });

  it('refuses a tenant whose root directory would leave the storage root', async () => {
    const { storageRoot } = newTenant();
    for (const rootDirectory of ['../elsewhere', '/etc', '', 'a/../..']) {
      const storage = createLocalStorage(storageRoot, rootDirectory);
      await expect(storage.list('')).rejects.toBeInstanceOf(PathRefusedError);
    }
  });
});
