import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from './support/server-process.ts';

/**
 * DATA_DIR holds the embedded database (its write-ahead log has every password hash) and the client documents:
 * no other user of the machine may read or write any of it. A real server process, on a fresh DATA_DIR and on
 * one an older version (or a copy) left open.
 */
const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-modes-'));
const dataDir = path.join(parent, 'data'); // not there yet: the server makes it
afterAll(() => fs.rmSync(parent, { recursive: true, force: true }));

/** Every entry, DATA_DIR itself included, with its mode; symbolic links aside (their mode means nothing). */
function entries(root: string) {
  const found = [{ entry: root, stat: fs.lstatSync(root) }];
  for (let i = 0; i < found.length; i++) {
    const { entry, stat } = found[i]!;
    if (!stat.isDirectory()) continue;
    for (const name of fs.readdirSync(entry)) {
      const child = path.join(entry, name);
      const childStat = fs.lstatSync(child);
      if (!childStat.isSymbolicLink()) found.push({ entry: child, stat: childStat });
    }
  }
  return found;
}

const openToOthers = (root: string) =>
  entries(root)
    .filter(({ stat }) => (stat.mode & 0o077) !== 0)
    .map(({ entry, stat }) => `${path.relative(root, entry) || '.'} ${(stat.mode & 0o777).toString(8)}`);

const tighteningLines = (output: string) => output.split('\n').filter((line) => line.includes('open to other users'));

describe('DATA_DIR belongs to the server user alone', { timeout: 180_000 }, () => {
  it('a fresh one is made owner-only: the database and its log, secrets, the lock, the backup socket', async () => {
    const server = await startServer({ dataDir });
    try {
      const all = entries(dataDir);
      expect(all.length).toBeGreaterThan(500); // PGlite's cluster is there
      expect(fs.readdirSync(path.join(dataDir, 'db', 'pg_wal')).length).toBeGreaterThan(0);
      expect(fs.existsSync(path.join(dataDir, 'ledgerport.sock'))).toBe(true);
      expect(openToOthers(dataDir)).toEqual([]);
      // A new DATA_DIR had nothing open to tighten: nothing to say.
      expect(tighteningLines(server.output())).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  it('an existing one left open is tightened at start, and said in one line with the count', async () => {
    // As an older version left it: folders 0755, files 0666; and client documents under STORAGE_ROOT (files/).
    const documents = path.join(dataDir, 'files', 'acme', 'Bank Statements');
    fs.mkdirSync(documents, { recursive: true });
    fs.writeFileSync(path.join(documents, 'march.pdf'), '%PDF-1.4 statement');
    let loosened = 0;
    for (const { entry, stat } of entries(dataDir)) {
      fs.chmodSync(entry, stat.isDirectory() ? 0o755 : 0o666);
      loosened++;
    }
    expect(openToOthers(dataDir)).toHaveLength(loosened);

    const server = await startServer({ dataDir });
    try {
      expect(openToOthers(dataDir)).toEqual([]);
      const lines = tighteningLines(server.output());
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`${dataDir}: ${loosened} files and folders were open to other users`);
      expect((fs.statSync(path.join(documents, 'march.pdf')).mode & 0o777).toString(8)).toBe('600');
      expect((fs.statSync(path.join(dataDir, 'db')).mode & 0o777).toString(8)).toBe('700');
    } finally {
      await server.stop();
    }
  });
});
