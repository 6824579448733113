import type { TAuditEvent } from '@ledgerport/contract';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import type { TPagedRows } from '../../../components/paged-list-card.tsx';
import { useFormats } from '../../../lib/formats.ts';
import { AuditResultBadge } from './audit-result-badge.tsx';

type TAuditTableProps = TPagedRows<TAuditEvent> & { onOpen: (event: TAuditEvent) => void };

/**
 * Newest first, as the server sends them. An event whose user or tenant was deleted since shows "Unknown". A row
 * opens the event's details on a click; from the keyboard its action, a real button, does.
 */
export function AuditTable({ rows, loading, onOpen }: TAuditTableProps) {
  const { t } = useTranslation();
  const { dateTime } = useFormats();
  const none = t('audit.none');

  return (
    <DataTable
      rows={rows}
      loading={loading}
      label={t('pages.audit')}
      rowKey={(event) => event.id}
      onRowClick={onOpen}
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
        { key: 'tenant', priority: 2, header: t('audit.columns.tenant'), cell: (event) => event.tenant?.name ?? none },
        {
          key: 'action',
          header: t('audit.columns.action'),
          cell: (event) => (
            <Anchor component="button" type="button" size="sm" onClick={() => onOpen(event)}>
              {t(`audit.actions.${event.action}`)}
            </Anchor>
          ),
        },
        {
          key: 'target',
          priority: 3,
          header: t('audit.columns.target'),
          cell: (event) => (
            <Stack gap={0}>
              {event.target_name && <Text size="sm">{event.target_name}</Text>}
              <Text size={event.target_name ? 'xs' : 'sm'} c={event.target_name ? 'dimmed' : undefined} ff="monospace">
                {event.target || '/'}
              </Text>
            </Stack>
          ),
        },
        {
          key: 'result',
          header: t('audit.columns.result'),
          cell: (event) => (
            <Group gap="xs" wrap="nowrap">
              <AuditResultBadge result={event.result} />
              {/* Why it was refused or failed; a note on a success (an export's filters) is in the details. */}
              {event.detail && event.result !== 'OK' && (
                <Text size="xs" c="dimmed" ff="monospace">
                  {event.detail}
                </Text>
              )}
            </Group>
          ),
        },
        { key: 'ip', priority: 3, header: t('audit.columns.ip'), cell: (event) => event.ip ?? none },
      ]}
    />
  );
}
