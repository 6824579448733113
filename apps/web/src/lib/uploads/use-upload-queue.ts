import type { TExistingFileChoice, TUploadType } from '@ledgerport/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../api-error.ts';
import { tenantFilesQueryKey } from '../query-keys.ts';
import { useSignedInUser } from '../session/use-session.ts';
import { keepPendingUpload, pendingUploadsAvailable } from './pending-uploads.ts';
import { sendFile, uploadFile } from './upload-file.ts';

export type TQueuedFile = {
  key: string;
  file: File;
  /** `kept`: the connection was lost; the file waits in this browser and is sent when it is back. */
  state: 'waiting' | 'sending' | 'sent' | 'failed' | 'kept';
  /** Whole percent sent. */
  progress: number;
  error?: unknown;
  /** The catalog document it became, once sent (a request attaches these). */
  documentId?: string;
  /** What to do when its name is already in the folder; a new version unless the user says otherwise. */
  existing: TExistingFileChoice;
  /** Sending resumably and the connection is lost: it waits to resume from where the server stands. */
  reconnecting?: boolean;
};

export type TSendResult = { sent: boolean; documentIds: string[]; kept: number };

// The same file picked twice (same name, size and time) is queued once.
const identity = (file: File) => `${file.name}\u0000${file.size}\u0000${file.lastModified}`;

/**
 * The files chosen for upload and how far each has got. `send` uploads, one request per file and one file at a
 * time, every file not yet sent: a file that failed stays for another try, and one already sent is never sent
 * again. Leaving the screen cancels what is in flight.
 */
/**
 * `keepWhenOffline`: a file whose connection is lost is kept in this browser and sent when it is back
 * (pending-uploads.ts). Only where nothing else waits on the upload: a request's submit needs the file now.
 * `resumable`: large files go resumably (upload-file.ts sendFile), surviving a lost connection or a server
 * restart; their last answer names the document too, so a request's submit links them as any other.
 */
export function useUploadQueue(tenantUuid: string, { keepWhenOffline = false, resumable = false } = {}) {
  const queryClient = useQueryClient();
  const userUuid = useSignedInUser().uuid;
  const [files, setFiles] = useState<TQueuedFile[]>([]);
  const [sending, setSending] = useState(false);
  const aborter = useRef<AbortController | null>(null);
  useEffect(() => () => aborter.current?.abort(), []);

  const update = (key: string, change: Partial<TQueuedFile>) =>
    setFiles((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const add = (picked: File[]) =>
    setFiles((current) => {
      const known = new Set(current.map((item) => item.key));
      const fresh: TQueuedFile[] = [];
      for (const file of picked) {
        const key = identity(file);
        if (known.has(key)) continue;
        known.add(key);
        fresh.push({ key, file, state: 'waiting', progress: 0, existing: 'version' });
      }
      return [...current, ...fresh];
    });

  const choose = (key: string, existing: TExistingFileChoice) => update(key, { existing });

  const remove = (key: string) => setFiles((current) => current.filter((item) => item.key !== key));

  /**
   * Sends every file not yet sent; `sent` is true when all of them are on the server afterwards, and
   * `documentIds` names every file of the queue that is (those sent before included). A file named like one in
   * `taken` (the names already in the folder) carries the user's choice; the others need none.
   */
  const send = async (type: TUploadType, taken: ReadonlySet<string> = new Set()): Promise<TSendResult> => {
    const controller = new AbortController();
    aborter.current = controller;
    setSending(true);
    let allSent = true;
    let kept = 0;
    const documentIds = files.flatMap((queued) => (queued.documentId ? [queued.documentId] : []));
    for (const item of files.filter((queued) => queued.state !== 'sent' && queued.state !== 'kept')) {
      update(item.key, { state: 'sending', progress: 0, error: undefined, reconnecting: false });
      try {
        const params = {
          tenantUuid,
          type,
          file: item.file,
          existing: taken.has(item.file.name) ? item.existing : undefined,
          onProgress: (progress: number) => update(item.key, { progress }),
          onReconnecting: (reconnecting: boolean) => update(item.key, { reconnecting }),
          signal: controller.signal,
        };
        const { documentId } = resumable
          ? await sendFile(params)
          : { documentId: (await uploadFile(params)).document_id };
        update(item.key, { state: 'sent', progress: 100, documentId, reconnecting: false });
        if (documentId) documentIds.push(documentId);
      } catch (error) {
        if (controller.signal.aborted) return { sent: false, documentIds, kept };
        allSent = false;
        // The connection, not the file: kept in this browser and sent when the connection is back.
        if (keepWhenOffline && isApiError(error) && error.status === 0 && pendingUploadsAvailable()) {
          const existing = taken.has(item.file.name) ? item.existing : undefined;
          const stored = await keepPendingUpload({ userUuid, tenantUuid, type, file: item.file, existing }).then(
            () => true,
            () => false,
          );
          if (stored) {
            kept++;
            update(item.key, { state: 'kept', error: undefined });
            continue;
          }
        }
        update(item.key, { state: 'failed', error, reconnecting: false });
      }
    }
    setSending(false);
    void queryClient.invalidateQueries({ queryKey: tenantFilesQueryKey(tenantUuid) });
    return { sent: allSent, documentIds, kept };
  };

  return {
    files,
    sending,
    add,
    remove,
    choose,
    send,
    unsent: files.filter((item) => item.state !== 'sent' && item.state !== 'kept').length,
  };
}
