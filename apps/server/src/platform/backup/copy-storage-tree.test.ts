import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { copyStorageTree } from './copy-storage-tree.ts';

/** What `npm run backup` copies from STORAGE_ROOT, and what it leaves out. */
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-tree-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};
const sha256 = (content: string) => createHash('sha256').update(content).digest('hex');

describe('copying STORAGE_ROOT into a backup', () => {
  it("copies every tenant's folders and documents with their SHA-256, and leaves out uploads in progress and inner links", async () => {
    const root = path.join(scratch, 'files');
    const elsewhere = path.join(scratch, 'other-disk/north');
    const dataDir = path.join(root, 'data-inside');
    write(path.join(root, 'acme/Bank Statements/may.pdf'), 'may statement');
    write(path.join(root, 'acme/.ledgerport.json'), '{"folders":[]}');
    write(path.join(root, 'acme/Bank Statements/.ledgerport-upload-1234.part'), 'half an upload');
    write(path.join(root, 'acme/.ledgerport-staging/5678.part'), 'an upload being received');
    fs.mkdirSync(path.join(root, 'acme/Empty folder'));
    fs.symlinkSync(path.join(root, 'acme/Bank Statements/may.pdf'), path.join(root, 'acme/shortcut.pdf'));
    write(path.join(elsewhere, 'payroll.xlsx'), 'payroll');
    fs.symlinkSync(elsewhere, path.join(root, 'north'));
    write(path.join(dataDir, 'secrets.json'), '{}');

    const to = path.join(scratch, 'backup-files');
    fs.mkdirSync(to);
    const tree = await copyStorageTree(root, to, [dataDir]);

    expect(tree.files).toEqual([
      { path: 'acme/.ledgerport.json', size: 14, sha256: sha256('{"folders":[]}') },
      { path: 'acme/Bank Statements/may.pdf', size: 13, sha256: sha256('may statement') },
      { path: 'north/payroll.xlsx', size: 7, sha256: sha256('payroll') },
    ]);
    expect(tree.directories).toEqual(['acme', 'acme/Bank Statements', 'acme/Empty folder', 'north']);
    expect(tree.skipped).toEqual([{ path: 'acme/shortcut.pdf', reason: 'symbolic link inside a tenant folder' }]);
    expect(fs.readFileSync(path.join(to, 'north/payroll.xlsx'), 'utf8')).toBe('payroll');
    expect(fs.lstatSync(path.join(to, 'north')).isDirectory()).toBe(true);
    expect(fs.statSync(path.join(to, 'acme/Bank Statements/may.pdf')).mode & 0o777).toBe(0o600);
    expect(fs.existsSync(path.join(to, 'data-inside'))).toBe(false);
  });
});
