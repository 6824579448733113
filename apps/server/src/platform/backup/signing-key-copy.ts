import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { generatedP12File } from '../signing-key/firm-signing-key.ts';
import { PRIVATE_FOLDER_MODE } from '../storage/local-paths.ts';
import { copyHashed } from './hashed-copy.ts';
import type { BackupFile, Manifest } from './manifest.ts';

/** DATA_DIR/signing/, the folder of the generated document-seal key; the same name inside a backup. */
export const SIGNING_FOLDER = 'signing';
const keyInBackup = (dataDir: string) => `${SIGNING_FOLDER}/${path.basename(generatedP12File(dataDir))}`;

/**
 * Copies the firm's generated seal key (DATA_DIR/signing/firm-signing.p12) into the backup when there is one.
 * Without it a restored server would make a new certificate at its next seal: what was sealed stays valid, but
 * the firm's seals would change signer from one day to the next. The key appears whole or not at all (it is
 * linked into place once written), so copying it while the server runs is safe.
 */
export async function backupSigningKey(
  dataDir: string,
  work: string,
): Promise<{ directories: string[]; files: BackupFile[] }> {
  const key = generatedP12File(dataDir);
  if (!fs.existsSync(key)) return { directories: [], files: [] };
  const relative = keyInBackup(dataDir);
  await fsp.mkdir(path.join(work, SIGNING_FOLDER), { mode: 0o700 });
  return {
    directories: [SIGNING_FOLDER],
    files: [{ path: relative, ...(await copyHashed(key, path.join(work, ...relative.split('/')))) }],
  };
}

/** Puts the seal key back where the server looks for it: a 0700 folder, the file 0600 (writeHashed's mode). */
export async function restoreSigningKey(
  manifest: Manifest,
  dataDir: string,
  restoreFile: (relative: string, to: string) => Promise<void>,
): Promise<boolean> {
  const relative = keyInBackup(dataDir);
  if (!manifest.files.some((file) => file.path === relative)) return false;
  await fsp.mkdir(path.join(dataDir, SIGNING_FOLDER), { mode: PRIVATE_FOLDER_MODE });
  await restoreFile(relative, generatedP12File(dataDir));
  return true;
}

/** Whether a backup carries the seal key (for what backup and restore print). */
export const hasSigningKey = (manifest: Manifest) =>
  manifest.files.some((file) => file.path.startsWith(`${SIGNING_FOLDER}/`));
