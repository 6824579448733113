import { paths } from '@ledgerport/contract';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { DisposalLinkCard } from '../components/disposal-link-card.tsx';
import { RetentionScheduleCard } from '../components/retention-schedule-card.tsx';

/** /records (not in the spec, issue 35): what the firm keeps and for how long; a SuperAdmin changes it. */
export function RecordsOverviewRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('pages.records')}
        crumbs={[{ label: t('pages.dashboard'), to: paths.dashboard }, { label: t('pages.records') }]}
      >
        <Text size="sm" c="dimmed">
          {t('records.intro')}
        </Text>
      </PageHeader>
      <RetentionScheduleCard />
      <DisposalLinkCard />
    </>
  );
}
