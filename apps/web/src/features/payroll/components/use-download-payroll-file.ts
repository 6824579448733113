import type { TPayroll } from '@ledgerport/contract';
import { notifications } from '@mantine/notifications';
import { useErrorText } from '../../../lib/error-text.ts';
import { useDownloadLink } from '../../files/api/get-file-link.ts';
import { startDownload } from '../../files/components/start-download.ts';

/**
 * The payroll document of a record, downloaded as any client file is: an attachment link from the files
 * feature (one audited download), then the browser's own download.
 */
export function useDownloadPayrollFile() {
  const { errorText } = useErrorText();
  const link = useDownloadLink();
  const download = (record: TPayroll) => {
    const file = record.file;
    if (!file) return;
    link.mutate(
      { tenantUuid: record.tenant_uuid, path: file.path, disposition: 'attachment' },
      {
        onSuccess: (answer) => startDownload(answer.url, file.name),
        onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
      },
    );
  };
  // Two tenants may each have a document of the same path: the tenant tells them apart.
  const isDownloading = (record: TPayroll) =>
    link.isPending && link.variables.tenantUuid === record.tenant_uuid && link.variables.path === record.file?.path;
  return { download, isDownloading };
}
