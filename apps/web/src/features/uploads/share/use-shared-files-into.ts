import { useEffect, useRef } from 'react';
import { forgetSharedFiles, readSharedFiles } from './shared-files.ts';

/**
 * Upload Files opened from "Shared with Ledgerport" (`shared=1`): the shared files join the queue once, and
 * the service worker's copies are dropped (the queue holds them now, as if picked from the device).
 */
export function useSharedFilesInto(add: (files: File[]) => void, wanted: boolean) {
  const taken = useRef(false);
  useEffect(() => {
    if (!wanted || taken.current) return;
    taken.current = true;
    void readSharedFiles().then(async (shared) => {
      add(shared.map(({ file }) => file));
      await forgetSharedFiles(shared.map(({ key }) => key));
    });
  }, [add, wanted]);
}
