import type { TFileEntry } from '@ledgerport/contract';
import { notifications } from '@mantine/notifications';
import { useErrorText } from '../../../lib/error-text.ts';
import { useDownloadLink } from '../api/get-file-link.ts';
import { startDownload } from './start-download.ts';

/** Download of one file: an attachment link from the server, then the browser's own download. */
export function useDownloadFile(tenantUuid: string) {
  const { errorText } = useErrorText();
  const link = useDownloadLink();
  const download = (entry: TFileEntry) =>
    link.mutate(
      { tenantUuid, path: entry.path, disposition: 'attachment' },
      {
        onSuccess: (answer) => startDownload(answer.url, entry.file),
        onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
      },
    );
  return { download, downloadingPath: link.isPending ? link.variables.path : undefined };
}
