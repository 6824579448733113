import type { TFileEntry } from '@ledgerport/contract';
import { useFileDownload } from '../../../lib/file-download/use-file-download.ts';

/** Download of one file of the folder on screen. */
export function useDownloadFile(tenantUuid: string) {
  const file = useFileDownload();
  const download = (entry: TFileEntry) => file.download({ tenantUuid, path: entry.path, name: entry.file });
  return { download, downloadingPath: file.pending?.path };
}
