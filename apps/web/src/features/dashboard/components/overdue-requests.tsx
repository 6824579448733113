import { paths } from '@ledgerport/contract';
import { Alert, Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarDay } from '../../../lib/calendar-day.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { useOverdueRequests } from '../api/get-overdue-requests.ts';

/** "Overdue requests for my clients" (issue 16): the first ten by due date, each opening the request. */
export function OverdueRequests() {
  const { t, i18n } = useTranslation();
  const { errorText } = useErrorText();
  const allowed = usePermissions().can('view files');
  const overdue = useOverdueRequests(allowed);
  const headingId = useId();
  if (!allowed) return null;

  const rows = overdue.data?.data;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="md">
        {t('dashboard.overdue.title')}
      </Title>
      {overdue.isError ? (
        <Alert color="red" variant="light">
          {errorText(overdue.error)}
        </Alert>
      ) : !rows ? (
        <Skeleton height={24} aria-label={t('common.loading')} />
      ) : rows.length === 0 ? (
        <Group gap="xs">
          <IconChecks size={18} aria-hidden color="var(--mantine-color-green-7)" />
          <Text>{t('dashboard.overdue.empty')}</Text>
        </Group>
      ) : (
        <Stack gap="xs">
          <ul role="list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {rows.map((row) => (
              <li key={row.uuid} role="listitem" style={{ padding: '4px 0' }}>
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
              </li>
            ))}
          </ul>
          {overdue.data!.total > rows.length && (
            <Text size="sm" c="dimmed">
              {t('dashboard.overdue.total', { n: overdue.data!.total })}
            </Text>
          )}
        </Stack>
      )}
    </Paper>
  );
}
