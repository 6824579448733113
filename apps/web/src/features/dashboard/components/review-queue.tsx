import { paths } from '@ledgerport/contract';
import { Anchor, Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { useReviewQueue } from '../api/get-review-queue.ts';
import { DashboardListCard } from './dashboard-list-card.tsx';

/** The company's folder view searching every folder for files still New (the folder view's review filter). */
const newFilesOf = (tenantUuid: string, tenantName: string) =>
  `${paths.company(tenantUuid, tenantName)}&${new URLSearchParams({ review_status: 'NEW' })}`;

/** Files to review: each company with files still New, most first, for staff who review files. */
export function ReviewQueue() {
  const { t } = useTranslation();
  const mayReview = usePermissions().can('review files');
  const queue = useReviewQueue(mayReview);
  if (!mayReview) return null;

  return (
    <DashboardListCard
      title={t('dashboard.reviewQueue.title')}
      empty={t('dashboard.reviewQueue.empty')}
      isError={queue.isError}
      error={queue.error}
      rows={queue.data?.data}
      rowKey={(row) => row.tenant_uuid}
      renderRow={(row) => (
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Anchor
            component={Link}
            to={newFilesOf(row.tenant_uuid, row.tenant_name)}
            aria-label={t('dashboard.reviewQueue.open', { company: row.tenant_name, count: row.new_files })}
            style={{ minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {row.tenant_name}
          </Anchor>
          <Badge variant="light" color="blue" style={{ flexShrink: 0 }} aria-hidden>
            {t('dashboard.reviewQueue.count', { count: row.new_files })}
          </Badge>
        </Group>
      )}
    />
  );
}
