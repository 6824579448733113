import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { CatalogFile } from './catalog-files.ts';
import { copyCatalogFiles } from './copy-catalog-files.ts';

/** What `npm run backup` copies from STORAGE_ROOT: the files its database snapshot names, and nothing else. */
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-catalog-copy-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};
const sha256 = (content: string) => createHash('sha256').update(content).digest('hex');

describe('copying the documents a backup names', () => {
  it('copies each named file with its SHA-256 and leaves out what the database does not know', async () => {
    const root = path.join(scratch, 'files');
    const elsewhere = path.join(scratch, 'other-disk/north');
    const dataDir = path.join(root, 'data-inside');
    write(path.join(root, 'acme/Bank Statements/may.pdf'), 'may statement');
    write(path.join(root, 'acme/Bank Statements/may (1).pdf'), 'may statement, second version');
    // Finished after the snapshot: on disk, but no row in the backup's database names it.
    write(path.join(root, 'acme/Bank Statements/june.pdf'), 'uploaded during the backup');
    write(path.join(root, 'acme/.ledgerport-staging/5678.part'), 'an upload being received');
    write(path.join(elsewhere, 'Payroll Documents/payroll.xlsx'), 'payroll');
    fs.symlinkSync(elsewhere, path.join(root, 'north'));
    write(path.join(scratch, 'outside.pdf'), 'not a tenant file');
    fs.symlinkSync(path.join(scratch, 'outside.pdf'), path.join(root, 'acme/escape.pdf'));
    write(path.join(dataDir, 'secrets.json'), '{}');

    const named: CatalogFile[] = [
      ['acme', 'Bank Statements/may (1).pdf'],
      ['acme', 'Bank Statements/may.pdf'],
      ['acme', 'Bank Statements/purged.pdf'],
      ['acme', 'escape.pdf'],
      ['data-inside', 'secrets.json'],
      ['north', 'Payroll Documents/payroll.xlsx'],
    ];
    const listFile = path.join(scratch, 'list.jsonl');
    fs.writeFileSync(listFile, named.map((line) => `${JSON.stringify(line)}\n`).join(''));
    const to = path.join(scratch, 'backup-files');
    fs.mkdirSync(to);

    const tree = await copyCatalogFiles(root, listFile, to, [dataDir]);

    expect(tree.files).toEqual([
      {
        path: 'acme/Bank Statements/may (1).pdf',
        size: 29,
        sha256: sha256('may statement, second version'),
      },
      { path: 'acme/Bank Statements/may.pdf', size: 13, sha256: sha256('may statement') },
      { path: 'north/Payroll Documents/payroll.xlsx', size: 7, sha256: sha256('payroll') },
    ]);
    expect(tree.directories).toEqual(['acme', 'acme/Bank Statements', 'north', 'north/Payroll Documents']);
    expect(tree.skipped).toEqual([
      {
        path: 'acme/Bank Statements/purged.pdf',
        reason: 'named by the database, not in the storage (removed meanwhile)',
      },
      { path: 'acme/escape.pdf', reason: 'Path refused: symlink leaves the tenant root' },
      { path: 'data-inside/secrets.json', reason: 'inside DATA_DIR' },
    ]);
    const copied = fs.readdirSync(to, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(copied.map((entry) => entry.name).sort()).toEqual(['may (1).pdf', 'may.pdf', 'payroll.xlsx']);
    expect(fs.lstatSync(path.join(to, 'north')).isDirectory()).toBe(true);
    expect(fs.statSync(path.join(to, 'acme/Bank Statements/may.pdf')).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(to, 'acme/Bank Statements')).mode & 0o777).toBe(0o700);
  });
});
