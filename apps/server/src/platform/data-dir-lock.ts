import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  readonly lockFile: string;
  readonly holderPid: number;
  constructor(lockFile: string, holderPid: number) {
    super(
      `Another Ledgerport process (pid ${holderPid}) is already using this data directory ` +
        `(${path.dirname(lockFile)}). PGlite allows one process per data directory: stop the other ` +
        `process, or start this one with a different DATA_DIR.`,
    );
    this.lockFile = lockFile;
    this.holderPid = holderPid;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else: still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is a single-process database: two servers on one data directory would corrupt it.
 * The lock file holds the owner's pid; a lock left by a crashed process (pid no longer alive) is taken over.
 */
export function acquireDataDirLock(dataDir: string): { release: () => void } {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'ledgerport.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      let released = false;
      return {
        release: () => {
          if (released) return;
          released = true;
          fs.rmSync(lockFile, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holderPid = Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10);
      if (Number.isInteger(holderPid) && holderPid !== process.pid && isAlive(holderPid)) {
        throw new DataDirLockedError(lockFile, holderPid);
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not take the data directory lock ${lockFile}`);
}
