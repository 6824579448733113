import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/export-button.tsx';
import type { TAuditFilters } from '../api/get-audit-events.ts';
import { useExportAuditCsv } from '../api/export-audit-csv.ts';

/** Downloads every event the current search and filters select (not only the page on screen). */
export function ExportCsvButton({ search, filters }: { search: string; filters: TAuditFilters }) {
  const { t } = useTranslation();
  return <ExportButton label={t('audit.export')} exporting={useExportAuditCsv()} variables={{ search, filters }} />;
}
