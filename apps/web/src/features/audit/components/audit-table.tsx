import type { TAuditEvent } from '@ledgerport/contract';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import type { TPagedRows } from '../../../components/paged-list-card.tsx';
import { TruncatedText } from '../../../components/truncated-text.tsx';
import { useFormats } from '../../../lib/formats.ts';
import { AuditResultBadge } from './audit-result-badge.tsx';
import { useAuditWords } from './audit-words.ts';

type TAuditTableProps = TPagedRows<TAuditEvent> & { onOpen: (event: TAuditEvent) => void };

/**
 * Newest first, as the server sends them. An event whose user or tenant was deleted since shows "Unknown". A row
 * opens the event's details on a click; from the keyboard its action, a real button, does.
 */
export function AuditTable({ rows, loading, onOpen }: TAuditTableProps) {
  const { t } = useTranslation();
  const { dateTime } = useFormats();
  const words = useAuditWords();
  const none = t('audit.none');
  const who = (name: ReactNode, email: ReactNode) => (
    <Stack gap={0}>
      <Text size="sm">{name}</Text>
      <Text size="xs" c="dimmed">
        {email}
      </Text>
    </Stack>
  );
  // The target's name over what it is (a user, a file's folder and name): the name is missing for some actions.
  const target = (event: TAuditEvent, name: ReactNode, what: ReactNode) => (
    <Stack gap={0}>
      {event.target_name && <Text size="sm">{name}</Text>}
      <Text size={event.target_name ? 'xs' : 'sm'} c={event.target_name ? 'dimmed' : undefined}>
        {what}
      </Text>
    </Stack>
  );

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
          truncate: {
            maxWidth: 180,
            text: (event) => event.actor?.name ?? none,
            within: (name, event) =>
              event.actor ? who(name, <TruncatedText text={event.actor.email} maxWidth={180} />) : none,
          },
          cell: (event) => (event.actor ? who(event.actor.name, event.actor.email) : none),
        },
        {
          key: 'tenant',
          priority: 2,
          header: t('audit.columns.tenant'),
          truncate: { maxWidth: 180, text: (event) => event.tenant?.name ?? none },
          cell: (event) => event.tenant?.name ?? none,
        },
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
          header: t('audit.columns.target'),
          // What was acted on is what an audit trail is read for: it stays, cut short, while the tenant goes.
          truncate: {
            maxWidth: 200,
            text: (event) => event.target_name ?? '',
            within: (name, event) =>
              target(event, name, <TruncatedText text={words.target(event).text} maxWidth={200} />),
          },
          cell: (event) => target(event, event.target_name, words.target(event).text),
        },
        {
          key: 'result',
          header: t('audit.columns.result'),
          cell: (event) => (
            <Group gap="xs" wrap="nowrap">
              <AuditResultBadge result={event.result} />
              {/* Why it was refused or failed; a note on a success (an export's filters) is in the details. */}
              {event.detail && event.result !== 'OK' && (
                <Text size="xs" c="dimmed">
                  {words.detail(event.detail)}
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
