import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.ts';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'lp-lock-'));

describe('data directory lock', () => {
  it('refuses a second holder while a live process holds the lock', async () => {
    const dir = tempDir();
    // A real other process holds the lock: its pid is alive for as long as it sleeps.
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    fs.writeFileSync(path.join(dir, 'ledgerport.lock'), String(holder.pid));
    try {
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left behind by a process that died, and releases it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'ledgerport.lock'), '999999999');

    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'ledgerport.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, 'ledgerport.lock'))).toBe(false);
  });
});
