import type { TBulkBatch } from '@ledgerport/contract';
import { IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
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
      label={t('pages.bulkPushList')}
      rowKey={(batch) => batch.uuid}
      columns={[
        {
          key: 'initiator',
          priority: 2,
          header: t('bulk.push.columns.initiator'),
          cell: (batch) => batch.initiator_name ?? '—',
        },
        {
          key: 'email',
          priority: 3,
          header: t('bulk.push.columns.email'),
          cell: (batch) => batch.initiator_email ?? '—',
        },
        {
          key: 'subject',
          header: t('bulk.push.columns.subject'),
          truncate: { maxWidth: 200, text: (batch) => batch.email_subject ?? '' },
          cell: (batch) => batch.email_subject ?? '',
        },
        {
          // What was sent: hidden only after the sender's e-mail and the mechanism.
          key: 'body',
          priority: 2,
          header: t('bulk.push.columns.body'),
          width: 320,
          cell: (batch) => <SafeHtml html={batch.email_body ?? ''} />,
        },
        {
          key: 'mechanism',
          priority: 3,
          header: t('bulk.push.columns.mechanism'),
          cell: (batch) => mechanism(batch.mechanism),
        },
        {
          key: 'state',
          header: t('bulk.push.columns.state'),
          cell: (batch) => <BatchStateBadge state={batch.state} />,
        },
        { key: 'sent', header: t('bulk.push.columns.sentTime'), cell: (batch) => formatSentTime(batch.created_at) },
      ]}
      rowActions={{
        header: t('bulk.push.columns.recipients'),
        rowName: (batch) => batch.email_subject ?? '',
        of: (batch) => [
          {
            key: 'recipients',
            label: t('bulk.push.columns.recipients'),
            ariaLabel: t('bulk.push.recipientsOf', { subject: batch.email_subject ?? '' }),
            icon: <IconListDetails size={18} aria-hidden />,
            to: paths.bulkBatch(paths.bulkPushList, batch.uuid),
            iconOnly: true,
          },
        ],
      }}
    />
  );
}
