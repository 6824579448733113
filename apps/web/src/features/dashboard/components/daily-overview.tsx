import type { TDailyOverview } from '@ledgerport/contract';
import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFolders } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../../lib/error-text.ts';
import { useFormats } from '../../../lib/formats.ts';
import { Can } from '../../../lib/permissions/can.tsx';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { useDailyOverview } from '../api/get-daily-overview.ts';
import { paths } from '@ledgerport/contract';

/**
 * The spec's document categories, in its order, each with what it counts: the uploads of one type, or (Sales
 * Tax, spec §3 SALES_TAX) today's sales-tax submissions, which are information rather than files.
 */
const CATEGORIES: { key: string; labelKey: string; count: (overview: TDailyOverview) => number }[] = [
  { key: 'BANK_STATEMENT', labelKey: 'dashboard.overview.bankStatements', count: (o) => o.by_type.BANK_STATEMENT },
  { key: 'PAYROLL_DOCUMENT', labelKey: 'dashboard.overview.payroll', count: (o) => o.by_type.PAYROLL_DOCUMENT },
  { key: 'SALES_TAX', labelKey: 'dashboard.overview.salesTax', count: (o) => o.sales_tax },
  {
    key: 'CORPORATION_DOCUMENT',
    labelKey: 'dashboard.overview.corporationDocs',
    count: (o) => o.by_type.CORPORATION_DOCUMENT,
  },
  { key: 'OTHERS', labelKey: 'dashboard.overview.others', count: (o) => o.by_type.OTHERS },
];

/**
 * Spec §2 Daily Overview, staff only: today's uploads in the firm's time zone. Only real figures: the spec's
 * static-zero cards (Emails Received, Scheduled Meetings, Tasks Due Today) are left out.
 */
export function DailyOverview() {
  const { t } = useTranslation();
  const { fullDay } = useFormats();
  const { errorText } = useErrorText();
  // The figures say what every client sent today: the server gives them only to staff who may view all files.
  const mayCount = usePermissions().can('view files');
  const overview = useDailyOverview(mayCount);
  const headingId = useId();

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" mb="md" gap="sm">
        <div>
          <Title order={2} size="h3" id={headingId}>
            {t('dashboard.overview.title')}
          </Title>
          {overview.data && (
            <Text size="sm" c="dimmed">
              {t('dashboard.overview.countedFor', {
                // The calendar day as the firm counts it, never shifted by the viewer's zone.
                date: fullDay(overview.data.date),
                timeZone: overview.data.time_zone,
              })}
            </Text>
          )}
        </div>
        <Can permission="view tenant">
          <Button component={Link} to={paths.tenants} leftSection={<IconFolders size={16} aria-hidden />}>
            {t('dashboard.overview.accessClientFiles')}
          </Button>
        </Can>
      </Group>
      {!mayCount ? null : overview.isError ? (
        <Alert color="red" variant="light">
          {errorText(overview.error)}
        </Alert>
      ) : (
        <Figures overview={overview.data} />
      )}
    </Paper>
  );
}

function Figures({ overview }: { overview: TDailyOverview | undefined }) {
  const { t } = useTranslation();
  const { number } = useFormats();
  const totalId = useId();
  const categoriesId = useId();
  const figure = (value: number | undefined, size: string) =>
    value === undefined ? (
      <Skeleton height={28} width={48} />
    ) : (
      <Text fz={size} fw={700}>
        {number(value)}
      </Text>
    );

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Paper withBorder radius="md" p="md" role="group" aria-labelledby={totalId}>
        <Text c="dimmed" size="sm" mb={4} id={totalId}>
          {t('dashboard.overview.filesUploadedToday')}
        </Text>
        {figure(overview?.total, '2rem')}
      </Paper>
      <Paper withBorder radius="md" p="md" role="group" aria-labelledby={categoriesId}>
        <Text c="dimmed" size="sm" mb="xs" id={categoriesId}>
          {t('dashboard.overview.documentCategories')}
        </Text>
        <Stack gap={6} component="dl" m={0}>
          {CATEGORIES.map(({ key, labelKey, count }) => (
            <Group key={key} justify="space-between" wrap="nowrap">
              <Text component="dt">{t(labelKey)}</Text>
              <Text component="dd" m={0} data-category={key}>
                {figure(overview && count(overview), 'md')}
              </Text>
            </Group>
          ))}
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
