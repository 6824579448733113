import type { TBulkBatch } from '@ledgerport/contract';
import { ActionIcon } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import type { TPagedRows } from '../../../components/paged-list-card.tsx';
import { BatchStateBadge } from './batch-state-badge.tsx';
import { SafeHtml } from './safe-html.tsx';
import { formatSentTime } from './sent-time.ts';
import { paths } from '@ledgerport/contract';

/**
 * Tenant Push Notification List columns (spec §2): #, Initiator name, Email, Subject, Body (as HTML), Mechanism,
 * Fin state, Email Sent time; and a link to the message's recipients.
 */
export function PushTable(paged: TPagedRows<TBulkBatch>) {
  const { t, i18n } = useTranslation();
  const mechanism = (value: string | null) => {
    if (!value) return '—';
    const key = `bulk.push.mechanisms.${value}`;
    return i18n.exists(key) ? t(key) : value;
  };
  return (
    <DataTable
      {...paged}
      minWidth={1000}
      rowKey={(batch) => batch.uuid}
      columns={[
        { key: 'initiator', header: t('bulk.push.columns.initiator'), cell: (batch) => batch.initiator_name ?? '—' },
        { key: 'email', header: t('bulk.push.columns.email'), cell: (batch) => batch.initiator_email ?? '—' },
        { key: 'subject', header: t('bulk.push.columns.subject'), cell: (batch) => batch.email_subject ?? '' },
        {
          key: 'body',
          header: t('bulk.push.columns.body'),
          width: 320,
          cell: (batch) => <SafeHtml html={batch.email_body ?? ''} />,
        },
        { key: 'mechanism', header: t('bulk.push.columns.mechanism'), cell: (batch) => mechanism(batch.mechanism) },
        {
          key: 'state',
          header: t('bulk.push.columns.state'),
          cell: (batch) => <BatchStateBadge state={batch.state} />,
        },
        { key: 'sent', header: t('bulk.push.columns.sentTime'), cell: (batch) => formatSentTime(batch.created_at) },
        {
          key: 'recipients',
          header: t('bulk.push.columns.recipients'),
          cell: (batch) => (
            <ActionIcon
              component={Link}
              to={paths.bulkBatch(paths.bulkPushList, batch.uuid)}
              variant="subtle"
              aria-label={t('bulk.push.recipientsOf', { subject: batch.email_subject ?? '' })}
            >
              <IconListDetails size={18} aria-hidden />
            </ActionIcon>
          ),
        },
      ]}
    />
  );
}
