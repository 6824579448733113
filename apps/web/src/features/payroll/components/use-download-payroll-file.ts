import type { TPayroll } from '@ledgerport/contract';
import { useFileDownload } from '../../../lib/file-download/use-file-download.ts';

/** The payroll document of a record, downloaded as any client file is. */
export function useDownloadPayrollFile() {
  const file = useFileDownload();
  const download = (record: TPayroll) => {
    if (record.file) file.download({ tenantUuid: record.tenant_uuid, path: record.file.path, name: record.file.name });
  };
  // Two tenants may each have a document of the same path: the tenant tells them apart.
  const isDownloading = (record: TPayroll) =>
    file.pending?.tenantUuid === record.tenant_uuid && file.pending.path === record.file?.path;
  return { download, isDownloading };
}
