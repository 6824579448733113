import type { Readable } from 'node:stream';
import { toSafeName, toSafeSegments } from './safe-path.ts';
import type { StoredFile, TenantStorage } from './storage.ts';

/**
 * `write` for every driver: stage, publish, let the staged copy go. For callers with nothing to journal in
 * between (the upload writer journals, see features/files/upload-writer.ts). A refused name is refused before a
 * byte is staged.
 */
export async function writeThroughStaging(
  storage: TenantStorage,
  folder: string,
  desiredName: string,
  content: Readable,
  options: { maxBytes: number },
): Promise<StoredFile> {
  try {
    toSafeSegments(folder);
    toSafeName(desiredName);
  } catch (error) {
    content.destroy();
    throw error;
  }
  const staged = await storage.stage(content, options);
  try {
    return await storage.publish(staged, folder, desiredName);
  } finally {
    await storage.discardStaged(staged.id);
  }
}
