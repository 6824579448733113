import { useMutation } from '@tanstack/react-query';
import { downloadWithSession } from '../../../lib/file-download/download-with-session.ts';
import { completenessFilterQuery, type TCompletenessFilters } from './get-completeness.ts';

export type TExportFormat = 'csv' | 'xlsx';

/** Downloads every tenant the filters select (all pages) as CSV or XLSX, under the server's file name. */
export function exportCompleteness(filters: TCompletenessFilters, format: TExportFormat): Promise<string> {
  const query = completenessFilterQuery(filters);
  query.set('format', format);
  return downloadWithSession(`/completeness/export?${query}`, `completeness.${format}`);
}

export const useExportCompleteness = () =>
  useMutation({
    mutationFn: ({ filters, format }: { filters: TCompletenessFilters; format: TExportFormat }) =>
      exportCompleteness(filters, format),
  });
