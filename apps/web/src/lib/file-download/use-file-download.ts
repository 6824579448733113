import { notifications } from '@mantine/notifications';
import { useErrorText } from '../error-text.ts';
import { useDownloadLink } from './get-file-link.ts';
import { startDownload } from './start-download.ts';

type TTenantFile = { tenantUuid: string; path: string; name: string };

/**
 * Downloads one of a tenant's files, wherever it is listed (the folder view, a payroll record): an attachment
 * link from the server (one audited download), then the browser's own download. A refusal shows as a notice.
 */
export function useFileDownload() {
  const { errorText } = useErrorText();
  const link = useDownloadLink();
  const download = ({ tenantUuid, path, name }: TTenantFile) =>
    link.mutate(
      { tenantUuid, path, disposition: 'attachment' },
      {
        onSuccess: (answer) => startDownload(answer.url, name),
        onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
      },
    );
  /** The file whose link is being asked for, if any. */
  const pending = link.isPending ? { tenantUuid: link.variables.tenantUuid, path: link.variables.path } : undefined;
  return { download, pending };
}
