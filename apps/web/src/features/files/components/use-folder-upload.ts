import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { TDroppedTree } from '../../../lib/uploads/dropped-folders.ts';
import { sendFile } from '../../../lib/uploads/upload-file.ts';
import type { TQueuedFile } from '../../../lib/uploads/use-upload-queue.ts';
import { ensureFolderPath } from '../api/ensure-folder-path.ts';
import { refreshFiles } from '../api/invalidate-files.ts';

/** A file of a dropped folder: queued as any upload, with the directory it goes into (relative to the open folder). */
export type TFolderUploadFile = TQueuedFile & { directory: string };

/** A dropped folder's files are filed as Others: the folder they land in, not their type, says what they are. */
const FOLDER_UPLOAD_TYPE = 'OTHERS';

/** Whole percent of all the bytes sent, each file weighed by its size (an empty file counts as one byte). */
export function overallPercent(files: readonly Pick<TQueuedFile, 'file' | 'progress' | 'state'>[]) {
  let total = 0;
  let sent = 0;
  for (const item of files) {
    const weight = Math.max(item.file.size, 1);
    total += weight;
    sent += (item.state === 'sent' ? 100 : item.progress) * weight;
  }
  return total === 0 ? 0 : Math.floor(sent / total);
}

/**
 * Uploads a dropped or chosen folder into the open folder (issue 36): its directories first, each made (or found)
 * by the server below `folder` with the folders between, then every file into its own, one at a time as the
 * Upload Files screen sends them (large ones resumably). A directory the server refuses (a reserved name) fails
 * its files with that reason; the rest still go. Leaving the screen cancels what is in flight.
 */
export function useFolderUpload(tenantUuid: string, folder: string) {
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<TFolderUploadFile[]>([]);
  const [sending, setSending] = useState(false);
  const aborter = useRef<AbortController | null>(null);
  useEffect(() => () => aborter.current?.abort(), []);

  const update = (key: string, change: Partial<TQueuedFile>) =>
    setFiles((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const send = async (tree: TDroppedTree) => {
    const controller = new AbortController();
    aborter.current = controller;
    const queued: TFolderUploadFile[] = tree.files.map(({ file, directory }, index) => ({
      key: `${index}\u0000${directory}/${file.name}`,
      file,
      directory,
      state: 'waiting',
      progress: 0,
      existing: 'version',
    }));
    setFiles(queued);
    setSending(true);
    const madeFolders = new Map<string, string>([['', folder]]);
    const refused = new Map<string, unknown>();
    try {
      for (const directory of tree.directories) {
        const above = [...refused.keys()].find((bad) => directory.startsWith(`${bad}/`));
        if (above !== undefined) {
          refused.set(directory, refused.get(above));
          continue;
        }
        try {
          const made = await ensureFolderPath({
            tenantUuid,
            parent: folder,
            path: directory,
            signal: controller.signal,
          });
          madeFolders.set(directory, made.path);
        } catch (error) {
          if (controller.signal.aborted) return;
          refused.set(directory, error);
        }
      }
      for (const item of queued) {
        const target = madeFolders.get(item.directory);
        if (target === undefined) {
          update(item.key, { state: 'failed', error: refused.get(item.directory) });
          continue;
        }
        update(item.key, { state: 'sending', progress: 0 });
        try {
          await sendFile({
            tenantUuid,
            type: FOLDER_UPLOAD_TYPE,
            file: item.file,
            folder: target,
            onProgress: (progress) => update(item.key, { progress }),
            onReconnecting: (reconnecting) => update(item.key, { reconnecting }),
            signal: controller.signal,
          });
          update(item.key, { state: 'sent', progress: 100, reconnecting: false });
        } catch (error) {
          if (controller.signal.aborted) return;
          update(item.key, { state: 'failed', error, reconnecting: false });
        }
      }
    } finally {
      if (!controller.signal.aborted) {
        setSending(false);
        void refreshFiles(queryClient, tenantUuid);
      }
    }
  };

  const clear = () => setFiles([]);
  return { files, sending, send, clear, percent: overallPercent(files) };
}
