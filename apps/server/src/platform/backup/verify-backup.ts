import fsp from 'node:fs/promises';
import path from 'node:path';
import { hashFile } from '../storage/hash-file.ts';
import { damagedBackup, MANIFEST_FILE, type Manifest } from './manifest.ts';

/**
 * The backup directory holds exactly what its manifest lists (every folder, every file with its size and
 * SHA-256, nothing more) before a restore writes anything: a byte changed, a file lost or one slipped in
 * is refused, naming it.
 */
export async function verifyBackup(dir: string, manifest: Manifest): Promise<void> {
  const listedFiles = new Map(manifest.files.map((file) => [file.path, file]));
  const listedFolders = new Set(manifest.directories);
  const fail = (what: string) => damagedBackup(dir, what);
  if (!listedFiles.has(manifest.database.file)) throw fail(`manifest.json does not list ${manifest.database.file}`);
  if (manifest.secrets.included && !listedFiles.has('secrets.json'))
    throw fail('manifest.json does not list secrets.json');

  const foundFiles = new Set<string>();
  const foundFolders = new Set<string>();
  const walk = async (relative: string[]) => {
    for (const entry of await fsp.readdir(path.join(dir, ...relative), { withFileTypes: true })) {
      const rel = [...relative, entry.name].join('/');
      if (entry.isDirectory()) {
        if (!listedFolders.has(rel)) throw fail(`the folder ${rel} is not in manifest.json`);
        foundFolders.add(rel);
        await walk([...relative, entry.name]);
      } else if (entry.isFile()) {
        if (rel === MANIFEST_FILE) continue;
        if (!listedFiles.has(rel)) throw fail(`the file ${rel} is not in manifest.json`);
        foundFiles.add(rel);
      } else {
        throw fail(`${rel} is neither a file nor a folder`);
      }
    }
  };
  await walk([]);
  const missingFolder = manifest.directories.find((folder) => !foundFolders.has(folder));
  if (missingFolder) throw fail(`the folder ${missingFolder} is missing`);
  const missingFile = manifest.files.find((file) => !foundFiles.has(file.path));
  if (missingFile) throw fail(`${missingFile.path} is missing`);

  for (const file of manifest.files) {
    const actual = await hashFile(path.join(dir, file.path));
    if (actual.size !== file.size || actual.sha256 !== file.sha256) {
      throw fail(`${file.path} is not the file that was backed up (its SHA-256 differs from manifest.json)`);
    }
  }
}
