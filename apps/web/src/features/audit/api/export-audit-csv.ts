import { useMutation } from '@tanstack/react-query';
import { downloadWithSession, fileNameFrom as fileNameOf } from '../../../lib/file-download/download-with-session.ts';
import { auditFilterQuery, type TAuditFilters } from './get-audit-events.ts';

const FALLBACK_NAME = 'audit.csv';

/** The name of an audit export, from the server's Content-Disposition. */
export const fileNameFrom = (disposition: string | null) => fileNameOf(disposition, FALLBACK_NAME);

/** Downloads the filtered trail as CSV. */
export const exportAuditCsv = (search: string, filters: TAuditFilters): Promise<string> =>
  downloadWithSession(`/audit/export.csv?${auditFilterQuery(search, filters)}`, FALLBACK_NAME);

export const useExportAuditCsv = () =>
  useMutation({
    mutationFn: ({ search, filters }: { search: string; filters: TAuditFilters }) => exportAuditCsv(search, filters),
  });
