import { paths } from '@ledgerport/contract';
import { Alert, Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PermittedPage } from '../../../components/permitted-page.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useFormats } from '../../../lib/formats.ts';
import { useComplianceSummary } from '../api/compliance-summary.ts';
import { ReportsCard } from '../components/reports-card.tsx';
import { SummaryCards } from '../components/summary-cards.tsx';

/** /compliance (issue 35): the Qualified Individual's Safeguards figures from live data, and the reports. */
export function ComplianceCentreRoute() {
  const { t } = useTranslation();
  return (
    <PermittedPage
      title={t('pages.compliance')}
      permission="view compliance"
      aside={
        <Text size="sm" c="dimmed">
          {t('compliance.intro')}
        </Text>
      }
    >
      <ComplianceCentre />
    </PermittedPage>
  );
}

function ComplianceCentre() {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const { dateTime } = useFormats();
  const summary = useComplianceSummary();
  return (
    <Stack gap="lg">
      {summary.data ? (
        <>
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed">
              {t('compliance.asOf', { when: dateTime(summary.data.as_of) })}
            </Text>
            <Anchor component={Link} to={paths.complianceIncidents} size="sm">
              {t('pages.complianceIncidents')}
            </Anchor>
          </Group>
          <SummaryCards summary={summary.data} />
        </>
      ) : summary.isError ? (
        <Alert color="red" variant="light">
          {errorText(summary.error)}
        </Alert>
      ) : (
        <Skeleton height={320} radius="md" aria-label={t('common.loading')} />
      )}
      <ReportsCard />
    </Stack>
  );
}
