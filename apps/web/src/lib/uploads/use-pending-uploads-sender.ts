import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../api-error.ts';
import { tenantFilesQueryKey } from '../query-keys.ts';
import { forgetPendingUpload, PENDING_CHANGED, pendingUploadsAvailable, pendingUploadsOf } from './pending-uploads.ts';

/** The connection is the problem (retry later), not the file (which the server would refuse again). */
const isOffline = (error: unknown) => isApiError(error) && error.status === 0;

export type TPendingReport = { waiting: number; sent: string[]; refused: { name: string; error: unknown }[] };

/**
 * Sends the signed-in user's kept uploads (pending-uploads.ts) whenever the browser is online: at sign-in, when
 * the connection comes back, and when one is kept. One at a time, oldest first; a file the server refuses is
 * dropped and reported, never retried for ever.
 */
export function usePendingUploadsSender(userUuid: string): TPendingReport & { dismiss: () => void } {
  const queryClient = useQueryClient();
  const [report, setReport] = useState<TPendingReport>({ waiting: 0, sent: [], refused: [] });
  const running = useRef(false);

  useEffect(() => {
    if (!pendingUploadsAvailable()) return;
    let stopped = false;
    const sendAll = async () => {
      if (running.current) return;
      running.current = true;
      try {
        let pending = await pendingUploadsOf(userUuid);
        setReport((current) => ({ ...current, waiting: pending.length }));
        while (!stopped && navigator.onLine && pending.length > 0) {
          const [next] = pending;
          try {
            // Loaded only when something is kept: the shell (which runs this hook) stays without the upload
            // answer's schema, and with it zod, on its first render (issue 36).
            const { sendFile } = await import('./upload-file.ts');
            await sendFile({ ...next!, onProgress: () => {} });
            await forgetPendingUpload(next!.id);
            setReport((current) => ({ ...current, sent: [...current.sent, next!.file.name] }));
            void queryClient.invalidateQueries({ queryKey: tenantFilesQueryKey(next!.tenantUuid) });
          } catch (error) {
            if (isOffline(error) || (isApiError(error) && error.status === 401)) break;
            await forgetPendingUpload(next!.id);
            setReport((current) => ({ ...current, refused: [...current.refused, { name: next!.file.name, error }] }));
          }
          pending = await pendingUploadsOf(userUuid);
          setReport((current) => ({ ...current, waiting: pending.length }));
        }
      } catch {
        // IndexedDB unavailable (a private window): nothing was kept, nothing to send.
      } finally {
        running.current = false;
      }
    };
    const onChange = () => void sendAll();
    void sendAll();
    window.addEventListener('online', onChange);
    window.addEventListener(PENDING_CHANGED, onChange);
    return () => {
      stopped = true;
      window.removeEventListener('online', onChange);
      window.removeEventListener(PENDING_CHANGED, onChange);
    };
  }, [userUuid, queryClient]);

  return { ...report, dismiss: () => setReport((current) => ({ ...current, sent: [], refused: [] })) };
}
