import type { TAuditEvent } from '@ledgerport/contract';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import type { TPagedRows } from '../../../components/paged-list-card.tsx';
import { useFormats } from '../../../lib/formats.ts';
import { AuditResultBadge } from './audit-result-badge.tsx';

/** Newest first, as the server sends them. An event whose user or tenant was deleted since shows a dash. */
export function AuditTable({ rows, loading }: TPagedRows<TAuditEvent>) {
  const { t } = useTranslation();
  const { dateTime } = useFormats();
  const none = t('audit.none');

  return (
    <DataTable
      rows={rows}
      loading={loading}
      minWidth={980}
      rowKey={(event) => event.id}
      columns={[
        { key: 'when', header: t('audit.columns.when'), cell: (event) => dateTime(event.at, { seconds: true }) },
        {
          key: 'who',
          header: t('audit.columns.who'),
          cell: (event) =>
            event.actor ? (
              <Stack gap={0}>
                <Text size="sm">{event.actor.name}</Text>
                <Text size="xs" c="dimmed">
                  {event.actor.email}
                </Text>
              </Stack>
            ) : (
              none
            ),
        },
        { key: 'tenant', header: t('audit.columns.tenant'), cell: (event) => event.tenant?.name ?? none },
        { key: 'action', header: t('audit.columns.action'), cell: (event) => t(`audit.actions.${event.action}`) },
        {
          key: 'target',
          header: t('audit.columns.target'),
          cell: (event) => (
            <Text size="sm" ff="monospace">
              {event.target || '/'}
            </Text>
          ),
        },
        {
          key: 'result',
          header: t('audit.columns.result'),
          cell: (event) => (
            <Group gap="xs" wrap="nowrap">
              <AuditResultBadge result={event.result} />
              {event.detail && (
                <Text size="xs" c="dimmed" ff="monospace">
                  {event.detail}
                </Text>
              )}
            </Group>
          ),
        },
        { key: 'ip', header: t('audit.columns.ip'), cell: (event) => event.ip ?? none },
      ]}
    />
  );
}
