import { paths } from '@ledgerport/contract';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarDay } from '../../../lib/calendar-day.ts';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { useOverdueRequests } from '../api/get-overdue-requests.ts';
import { DashboardListCard } from './dashboard-list-card.tsx';

/** "Overdue requests for my clients" (issue 16): the first ten by due date, each opening the request. */
export function OverdueRequests() {
  const { t, i18n } = useTranslation();
  const allowed = usePermissions().can('view files');
  const overdue = useOverdueRequests(allowed);
  if (!allowed) return null;

  const rows = overdue.data?.data;
  const total = overdue.data?.total ?? 0;
  return (
    <DashboardListCard
      title={t('dashboard.overdue.title')}
      empty={t('dashboard.overdue.empty')}
      isError={overdue.isError}
      error={overdue.error}
      rows={rows}
      rowKey={(row) => row.uuid}
      renderRow={(row) => (
        <>
          <Anchor
            component={Link}
            to={paths.tenantRequests(row.tenant_uuid, row.uuid)}
            style={{ overflowWrap: 'anywhere' }}
          >
            {row.title}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t('dashboard.overdue.due', {
              company: row.tenant_name,
              date: formatCalendarDay(row.due_on, i18n.language),
            })}
          </Text>
        </>
      )}
      footer={
        rows && total > rows.length ? (
          <Text size="sm" c="dimmed">
            {t('dashboard.overdue.total', { n: total })}
          </Text>
        ) : undefined
      }
    />
  );
}
