import { paths, type TCompletenessPeriod, type TCompletenessRow } from '@ledgerport/contract';
import { Alert, Card, Center, Group, Loader, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/export-button.tsx';
import { ListFooter } from '../../../components/list-footer.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import type { TCellRef } from '../api/get-cell-items.ts';
import { useCompleteness } from '../api/get-completeness.ts';
import { useExportCompleteness } from '../api/export-completeness.ts';
import { CellPanel } from '../components/cell-panel.tsx';
import { CompletenessFilters } from '../components/completeness-filters.tsx';
import { MatrixGrid } from '../components/matrix-grid.tsx';
import { StatusLegend } from '../components/status-legend.tsx';
import { useCompletenessFilters } from '../components/use-completeness-filters.ts';

/**
 * /completeness (issue 16): every active tenant × months or quarters, what was expected and what came in, for
 * staff holding 'manage requests'. A cell opens its requests and a nudge; the whole filtered grid exports.
 */
export function CompletenessMatrixRoute() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  return (
    <>
      <PageHeader
        title={t('pages.completeness')}
        crumbs={[{ label: t('pages.dashboard'), to: paths.dashboard }, { label: t('pages.completeness') }]}
      >
        <Text size="sm" c="dimmed">
          {t('completeness.intro')}
        </Text>
      </PageHeader>
      {can('manage requests') ? (
        <Matrix />
      ) : (
        <Alert color="yellow" variant="light">
          {t('errors.codes.FORBIDDEN')}
        </Alert>
      )}
    </>
  );
}

function Matrix() {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const { filters, setFilter, page, setPage } = useCompletenessFilters();
  const matrix = useCompleteness(filters, page);
  // One each, so only the button pressed shows it is working.
  const csv = useExportCompleteness();
  const xlsx = useExportCompleteness();
  const [cell, setCell] = useState<TCellRef | null>(null);
  const openCell = (row: TCompletenessRow, period: TCompletenessPeriod) =>
    setCell({ tenantUuid: row.tenant_uuid, tenantName: row.tenant_name, period: period.key, kind: filters.kind });
  return (
    <>
      <CompletenessFilters filters={filters} applied={matrix.data?.range} onChange={setFilter} />
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" mb="sm" wrap="wrap">
          <Text size="sm" c="dimmed" aria-live="polite">
            {matrix.data ? t('completeness.count', { count: matrix.data.total }) : ''}
          </Text>
          <Group gap="xs">
            <ExportButton
              label={t('completeness.exportCsv')}
              exporting={csv}
              variables={{ filters, format: 'csv' as const }}
            />
            <ExportButton
              label={t('completeness.exportXlsx')}
              exporting={xlsx}
              variables={{ filters, format: 'xlsx' as const }}
            />
          </Group>
        </Group>
        <StatusLegend />
        {matrix.isError ? (
          <Alert color="red">{errorText(matrix.error)}</Alert>
        ) : !matrix.data ? (
          <Center py="xl">
            <Loader size="sm" aria-label={t('common.loading')} />
          </Center>
        ) : matrix.data.data.length === 0 ? (
          <Text c="dimmed" py="lg" ta="center">
            {t('completeness.empty')}
          </Text>
        ) : (
          <MatrixGrid
            periods={matrix.data.periods}
            rows={matrix.data.data}
            today={matrix.data.today}
            onOpen={openCell}
          />
        )}
        {matrix.data && matrix.data.last_page > 1 && <ListFooter page={matrix.data} onPage={setPage} />}
      </Card>
      <CellPanel cell={cell} onClose={() => setCell(null)} />
    </>
  );
}
