import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import type { TAuditFilters } from '../api/get-audit-events.ts';
import { useExportAuditCsv } from '../api/export-audit-csv.ts';

/** Downloads every event the current search and filters select (not only the page on screen). */
export function ExportCsvButton({ search, filters }: { search: string; filters: TAuditFilters }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const exporting = useExportAuditCsv();
  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={exporting.isPending}
      onClick={() =>
        exporting.mutate(
          { search, filters },
          { onError: (error) => notifications.show({ color: 'red', message: errorText(error) }) },
        )
      }
    >
      {t('audit.export')}
    </Button>
  );
}
