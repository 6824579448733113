import { paths } from '@ledgerport/contract';
import { Alert, Anchor, Badge, Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../../lib/error-text.ts';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { useReviewQueue } from '../api/get-review-queue.ts';

/** The company's folder view searching every folder for files still New (the folder view's review filter). */
const newFilesOf = (tenantUuid: string, tenantName: string) =>
  `${paths.company(tenantUuid, tenantName)}&${new URLSearchParams({ review_status: 'NEW' })}`;

/** Files to review: each company with files still New, most first, for staff who review files. */
export function ReviewQueue() {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const mayReview = usePermissions().can('review files');
  const queue = useReviewQueue(mayReview);
  const headingId = useId();
  if (!mayReview) return null;

  const rows = queue.data?.data;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="md">
        {t('dashboard.reviewQueue.title')}
      </Title>
      {queue.isError ? (
        <Alert color="red" variant="light">
          {errorText(queue.error)}
        </Alert>
      ) : !rows ? (
        <Skeleton height={24} aria-label={t('common.loading')} />
      ) : rows.length === 0 ? (
        <Group gap="xs">
          <IconChecks size={18} aria-hidden color="var(--mantine-color-green-7)" />
          <Text>{t('dashboard.reviewQueue.empty')}</Text>
        </Group>
      ) : (
        // Listed with its role said outright: list-style none makes some screen readers drop it.
        <ul role="list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((row) => (
            <li key={row.tenant_uuid} role="listitem" style={{ padding: '4px 0' }}>
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
            </li>
          ))}
        </ul>
      )}
    </Paper>
  );
}
