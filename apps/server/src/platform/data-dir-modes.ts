import fs from 'node:fs';
import path from 'node:path';

/** Group and other bits: what no entry of DATA_DIR may keep. */
const GROUP_AND_OTHER = 0o077;

/**
 * From here on every file and folder this process creates is its user's alone (folders 0700, files 0600):
 * PGlite's write-ahead log and tables, uploads, secrets.json, the lock, a backup. Set first thing by the server
 * and by every operator command. (PGlite itself still writes some files 0666 or 0644 through explicit modes:
 * their folders are 0700 from birth, and `tightenTree` puts them right.)
 */
export function ownerOnlyFromNowOn() {
  process.umask(GROUP_AND_OTHER);
}

export type Tightened = { tightened: number; refused: number; firstRefused: string | undefined };

/**
 * Takes group and other permissions off `root` and everything below it that has any, keeping the owner's (a
 * folder 0755 becomes 0700, a file 0666 becomes 0600). Symbolic links are not followed. An entry this user may
 * not change (another owner's) is counted, not fatal. One synchronous pass: lstat per entry, chmod only where
 * needed (100,000 files: see docs/operations.md, "File modes").
 */
export function tightenTree(root: string): Tightened {
  const result: Tightened = { tightened: 0, refused: 0, firstRefused: undefined };
  const refuse = (entry: string) => {
    result.refused++;
    result.firstRefused ??= entry;
  };
  const tighten = (entry: string, mode: number) => {
    if ((mode & GROUP_AND_OTHER) === 0) return;
    try {
      fs.chmodSync(entry, mode & 0o700);
      result.tightened++;
    } catch {
      refuse(entry);
    }
  };
  let rootStat: fs.Stats;
  try {
    rootStat = fs.lstatSync(root);
  } catch {
    return result; // nothing there yet
  }
  tighten(root, rootStat.mode);
  if (!rootStat.isDirectory()) return result;
  const folders = [root];
  while (folders.length > 0) {
    const folder = folders.pop()!;
    let names: string[];
    try {
      names = fs.readdirSync(folder);
    } catch {
      refuse(folder);
      continue;
    }
    for (const name of names) {
      const entry = path.join(folder, name);
      let stat: fs.Stats;
      try {
        stat = fs.lstatSync(entry);
      } catch {
        continue; // removed meanwhile
      }
      if (stat.isSymbolicLink()) continue;
      tighten(entry, stat.mode);
      if (stat.isDirectory()) folders.push(entry);
    }
  }
  return result;
}

/**
 * At start: DATA_DIR exists and everything in it is owner-only. A tree left readable by an older version or a
 * copy (`cp -r`, a restored archive) is tightened, and said in one line; a fresh or already private one says
 * nothing.
 */
export function protectDataDir(dataDir: string, say: (line: string) => void) {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const started = performance.now();
  const { tightened, refused, firstRefused } = tightenTree(dataDir);
  if (tightened === 0 && refused === 0) return;
  const ms = Math.round(performance.now() - started);
  const cannot = refused > 0 ? `; ${refused} could not be changed (not this user's?), e.g. ${firstRefused}` : '';
  say(
    `DATA_DIR ${dataDir}: ${tightened} files and folders were open to other users of this machine and are now ` +
      `the server's user's only (folders 0700, files 0600)${cannot} (${ms} ms).`,
  );
}
