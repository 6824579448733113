import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { protectDataDir, tightenTree } from './data-dir-modes.ts';

const made: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-modes-'));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const modeOf = (entry: string) => (fs.lstatSync(entry).mode & 0o777).toString(8);

describe('tightening DATA_DIR', () => {
  it("takes group and other bits off every folder and file below, keeping the owner's", () => {
    const root = tempDir();
    fs.mkdirSync(path.join(root, 'db', 'pg_wal'), { recursive: true });
    fs.writeFileSync(path.join(root, 'db', 'pg_wal', '000000010000000000000001'), 'wal');
    fs.writeFileSync(path.join(root, 'run.sh'), '#!/bin/sh');
    fs.writeFileSync(path.join(root, 'private.txt'), 'x');
    fs.chmodSync(path.join(root, 'db', 'pg_wal', '000000010000000000000001'), 0o666);
    fs.chmodSync(path.join(root, 'db', 'pg_wal'), 0o755);
    fs.chmodSync(path.join(root, 'db'), 0o775);
    fs.chmodSync(path.join(root, 'run.sh'), 0o755);
    fs.chmodSync(path.join(root, 'private.txt'), 0o600);
    fs.chmodSync(root, 0o755);

    expect(tightenTree(root)).toEqual({ tightened: 5, refused: 0, firstRefused: undefined });
    expect(modeOf(root)).toBe('700');
    expect(modeOf(path.join(root, 'db'))).toBe('700');
    expect(modeOf(path.join(root, 'db', 'pg_wal', '000000010000000000000001'))).toBe('600');
    expect(modeOf(path.join(root, 'run.sh'))).toBe('700');
    expect(tightenTree(root).tightened).toBe(0);
  });

  it('does not follow a symbolic link out of the tree', () => {
    const root = tempDir();
    const elsewhere = tempDir();
    fs.writeFileSync(path.join(elsewhere, 'shared.txt'), 'x');
    fs.chmodSync(path.join(elsewhere, 'shared.txt'), 0o644);
    fs.symlinkSync(elsewhere, path.join(root, 'files'));
    fs.chmodSync(root, 0o700);
    expect(tightenTree(root).tightened).toBe(0);
    expect(modeOf(path.join(elsewhere, 'shared.txt'))).toBe('644');
  });

  it('makes a missing DATA_DIR owner-only and says nothing; an open one is said in one line', () => {
    const lines: string[] = [];
    const fresh = path.join(tempDir(), 'data');
    protectDataDir(fresh, (line) => lines.push(line));
    expect(modeOf(fresh)).toBe('700');
    expect(lines).toEqual([]);

    fs.writeFileSync(path.join(fresh, 'secrets.json'), '{}');
    fs.chmodSync(path.join(fresh, 'secrets.json'), 0o644);
    fs.chmodSync(fresh, 0o755);
    protectDataDir(fresh, (line) => lines.push(line));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/: 2 files and folders were open to other users of this machine and are now/);
  });
});
