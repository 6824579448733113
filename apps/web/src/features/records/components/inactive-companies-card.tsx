import type { TInactiveCompany } from '@ledgerport/contract';
import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useFormats } from '../../../lib/formats.ts';
import { useInactiveCompanies } from '../api/disposals.ts';

/**
 * Companies with no activity for two years (FTC Safeguards Rule, 16 CFR 314.4(c)(6)): flagged for a person to
 * review, never disposed of by the flag alone. Shown only when the review flags any.
 */
export function InactiveCompaniesCard({ reviewUuid }: { reviewUuid: string }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const { date } = useFormats();
  const inactive = useInactiveCompanies(reviewUuid);
  if (inactive.isSuccess && inactive.data.data.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg" mb="lg" component="section" aria-labelledby="inactive-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="inactive-title">
            {t('records.disposals.inactive.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('records.disposals.inactive.description')}
          </Text>
        </div>
        {inactive.isError && (
          <Alert color="red" variant="light">
            {errorText(inactive.error)}
          </Alert>
        )}
        <DataTable<TInactiveCompany>
          label={t('records.disposals.inactive.title')}
          rows={inactive.data?.data}
          loading={inactive.isPending}
          rowKey={(company) => company.tenant_uuid}
          columns={[
            {
              key: 'company',
              header: t('records.disposals.columns.company'),
              cell: (company) => company.company_name,
              truncate: { maxWidth: 280, text: (company) => company.company_name },
            },
            {
              key: 'last',
              header: t('records.disposals.inactive.lastActivity'),
              cell: (company) => date(company.last_activity_at),
            },
          ]}
        />
      </Stack>
    </Card>
  );
}
