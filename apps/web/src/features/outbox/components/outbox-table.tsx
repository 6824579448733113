import type { TOutboxMessage } from '@ledgerport/contract';
import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import type { TPagedRows } from '../../../components/paged-list-card.tsx';
import { useFormats } from '../../../lib/formats.ts';
import { OutboxStatusBadge } from './outbox-status-badge.tsx';

type TOutboxTableProps = TPagedRows<TOutboxMessage> & { onOpen: (message: TOutboxMessage) => void };

/**
 * Newest first, as the server sends them; no "#" column. A row opens the message on a click; from the keyboard
 * its subject, a real button, does.
 */
export function OutboxTable({ rows, loading, onOpen }: TOutboxTableProps) {
  const { t } = useTranslation();
  const { dateTime } = useFormats();
  const open = (message: TOutboxMessage, subject: ReactNode) => (
    <Anchor component="button" type="button" size="sm" onClick={() => onOpen(message)}>
      {subject}
    </Anchor>
  );

  return (
    <DataTable
      rows={rows}
      loading={loading}
      label={t('pages.outbox')}
      rowKey={(message) => message.id}
      onRowClick={onOpen}
      columns={[
        {
          key: 'created',
          header: t('outbox.columns.created'),
          cell: (message) => dateTime(message.created_at),
        },
        {
          key: 'to',
          priority: 2,
          header: t('outbox.columns.to'),
          truncate: { maxWidth: 220, text: (message) => message.to_address },
          cell: (message) => message.to_address,
        },
        {
          key: 'subject',
          header: t('outbox.columns.subject'),
          // A long subject must not push the recipient out of a desktop-wide table.
          truncate: {
            maxWidth: 300,
            text: (message) => message.subject,
            within: (text, message) => open(message, text),
          },
          cell: (message) => open(message, message.subject),
        },
        { key: 'template', priority: 3, header: t('outbox.columns.template'), cell: (message) => message.template },
        {
          key: 'status',
          header: t('outbox.columns.status'),
          cell: (message) => <OutboxStatusBadge status={message.status} />,
        },
        {
          key: 'sentVia',
          priority: 3,
          header: t('outbox.columns.sentVia'),
          cell: (message) => (message.delivered_via ? t(`outbox.via.${message.delivered_via}`) : t('outbox.via.none')),
        },
      ]}
    />
  );
}
